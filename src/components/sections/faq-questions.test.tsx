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

const ui = <FaqQuestions intro={accordionIntro} categories={categories} />;

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
});
