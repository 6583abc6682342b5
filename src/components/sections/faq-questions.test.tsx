// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serverHtml } from "#src/test-utils.ts";
import { readContent } from "#src/content/read-content.ts";
import type { FaqCategory } from "#src/content/schema/pages.ts";
import { FaqQuestions } from "./faq-questions.tsx";

type FaqItem = FaqCategory["items"][number];
const { accordionIntro, categories } = readContent("faq");
const questions = categories.flatMap((category): readonly FaqItem[] => category.items);

const ui = <FaqQuestions intro={accordionIntro} topics={categories} />;

describe("FaqQuestions", () => {
  it("puts every question and answer in the server HTML, one exclusive group, all closed", () => {
    const html = serverHtml(ui);
    for (const item of questions) {
      expect(html).toContain(item.question);
      expect(html).toContain(item.answer);
    }
    const detailsTags = html.match(/<details[^>]*>/g) ?? [];
    expect(detailsTags).toHaveLength(questions.length);
    for (const tag of detailsTags) {
      expect(tag).toContain('name="faq"');
      expect(tag).not.toMatch(/\sopen(=|\s|>)/);
    }
    expect(html.match(/<summary[^>]*>/g)).toHaveLength(questions.length);
  });

  it("gives each category a heading and each answer a fragment target inside its question", () => {
    render(ui);
    for (const category of categories) {
      expect(screen.getByRole("heading", { level: 2, name: category.title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("group")).toHaveLength(questions.length);
    for (const item of questions) {
      const target = document.getElementById(item.id);
      expect(target).toHaveTextContent(item.answer);
      // faq-keys.ts finds questions and answers by these selectors.
      expect(target?.matches('details[name="faq"] > [id]')).toBe(true);
      expect(target?.previousElementSibling?.matches('details[name="faq"] > summary')).toBe(true);
      expect(target?.previousElementSibling).toHaveTextContent(item.question);
    }
  });

  it("draws a page's own questions after the FAQ's, under their own topic, in the same exclusive group", () => {
    const own = { title: "Own topic", items: [{ question: "Own question?", answer: "Own answer." }] };
    render(<FaqQuestions intro={accordionIntro} topics={[...categories, own]} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(1)).toEqual([...categories.map((category) => category.title), own.title]);
    const details = [...document.querySelectorAll("details")];
    expect(details).toHaveLength(questions.length + 1);
    const last = details.at(-1)!;
    expect(last.getAttribute("name")).toBe("faq");
    expect(last.querySelector("summary")).toHaveTextContent("Own question?");
    expect(last).toHaveTextContent("Own answer.");
    // No link id, so no fragment target: a FAQ question's id stays the FAQ's alone.
    expect(last.querySelector("[id]")).toBeNull();
  });
});
