// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverHtml } from "~/test-utils";
import { readContent } from "~/content/read";
import type { FaqCategory } from "~/content/schema";
import { FaqAccordion } from "./faq-accordion";

type FaqItem = FaqCategory["items"][number];
const { accordionIntro: faqAccordionIntro, categories: faqCategories } = readContent("faq");
const questions = faqCategories.flatMap((category): readonly FaqItem[] => category.items);
const first = questions[0]!;
const second = questions[1]!;
const third = questions[2]!;
const fourth = questions[3]!;
const last = questions.at(-1)!;

const ui = <FaqAccordion intro={faqAccordionIntro} categories={faqCategories} />;

// happy-dom gives <summary> no role, so a question is found by its text.
const summary = (item: FaqItem) => screen.getByText(item.question).closest("summary")!;
const details = (item: FaqItem) => summary(item).closest("details")!;
const openIds = () => questions.filter((item) => details(item).open).map((item) => item.id);

function goTo(hash: string) {
  window.history.replaceState(null, "", hash);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("FaqAccordion", () => {
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

  it("hydrates the server HTML without errors or changes", async () => {
    const html = serverHtml(ui);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    act(() => root?.unmount());
    container.remove();
  });

  it("gives each category a heading and each answer a fragment target inside its question", () => {
    render(ui);
    for (const category of faqCategories) {
      expect(screen.getByRole("heading", { level: 2, name: category.title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("group")).toHaveLength(questions.length);
    for (const item of questions) {
      const target = document.getElementById(item.id);
      expect(target).toHaveTextContent(item.answer);
      expect(target?.closest("details")).toBe(details(item));
    }
  });

  it("moves focus with the arrow keys, wrapping across categories, and jumps with Home and End", async () => {
    const user = userEvent.setup();
    render(ui);
    summary(first).focus();
    await user.keyboard("{ArrowDown}");
    expect(summary(second)).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    // The fourth question is the first of the second category.
    expect(summary(fourth)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(summary(third)).toHaveFocus();
    await user.keyboard("{End}");
    expect(summary(last)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(summary(first)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(summary(last)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(summary(first)).toHaveFocus();
    // Moving focus opens nothing.
    expect(openIds()).toEqual([]);
  });

  it("stops the page scrolling on the keys it handles, and leaves other keys alone", () => {
    render(ui);
    const arrow = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
    summary(first).dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    summary(second).dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });

  it("opens the question a hash change names, and scrolls to it", () => {
    render(ui);
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
    goTo(`#${fourth.id}`);
    expect(openIds()).toEqual([fourth.id]);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(details(fourth));
  });

  it("ignores a hash that names no question", () => {
    render(ui);
    goTo("#pricing");
    expect(openIds()).toEqual([]);
  });

  it("stops listening when it unmounts", () => {
    const { unmount } = render(ui);
    const removed = vi.spyOn(window, "removeEventListener");
    unmount();
    expect(removed).toHaveBeenCalledWith("hashchange", expect.any(Function));
  });
});
