// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FaqQuestions } from "#src/components/sections/faq-questions.tsx";
import { readContent } from "#src/content/read-content.ts";
import type { FaqCategory } from "#src/content/schema/pages.ts";

type FaqItem = FaqCategory["items"][number];
const { accordionIntro, categories } = readContent("faq");
const questions = categories.flatMap((category): readonly FaqItem[] => category.items);
const first = questions[0]!;
const second = questions[1]!;
const third = questions[2]!;
const fourth = questions[3]!;
const last = questions.at(-1)!;

// The static section the page prerenders; the module under test only adds listeners to it.
const showPage = () => render(createElement(FaqQuestions, { intro: accordionIntro, topics: categories }));

// happy-dom gives <summary> no role, so a question is found by its text.
const summary = (item: FaqItem) => screen.getByText(item.question).closest("summary")!;
const details = (item: FaqItem) => summary(item).closest("details")!;
const openIds = () => questions.filter((item) => details(item).open).map((item) => item.id);

/** Sends one keydown; true when the page stopped the browser's own action. */
function press(target: Element, init: KeyboardEventInit) {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

function goTo(hash: string) {
  window.history.replaceState(null, "", hash);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}

beforeAll(async () => {
  // The page runs the module once, as a side effect of loading it.
  await import("./faq-keys.ts");
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("faq-keys", () => {
  it("moves focus with the arrow keys, wrapping across categories, and jumps with Home and End", async () => {
    const user = userEvent.setup();
    showPage();
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

  it("asks for a visible focus ring when it moves focus", async () => {
    const user = userEvent.setup();
    showPage();
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    summary(first).focus();
    await user.keyboard("{ArrowDown}");
    expect(focus).toHaveBeenLastCalledWith({ focusVisible: true });
    expect(focus.mock.contexts.at(-1)).toBe(summary(second));
  });

  it("stops the page scrolling on the keys it handles, and leaves other keys and targets alone", () => {
    showPage();
    expect(press(summary(first), { key: "ArrowDown" })).toBe(true);
    expect(press(summary(second), { key: "Tab" })).toBe(false);
    // Browser shortcuts with a modifier stay the browser's.
    expect(press(summary(second), { key: "Home", ctrlKey: true })).toBe(false);
    // Arrow keys elsewhere on the page still scroll it.
    expect(press(document.getElementById(first.id)!, { key: "ArrowDown" })).toBe(false);
    expect(press(document.body, { key: "End" })).toBe(false);
  });

  it("opens the question a hash change names, and scrolls to it in the next frame", async () => {
    showPage();
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
    goTo(`#${fourth.id}`);
    expect(openIds()).toEqual([fourth.id]);
    // After the browser's own scroll to the fragment, which would otherwise override it.
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(details(fourth));
  });

  it("moves through a page's own questions, after the FAQ's, as through the FAQ's", async () => {
    const user = userEvent.setup();
    // A landing page's section: a FAQ topic's questions, then a topic of its own, without link ids.
    const own = [
      { question: "Own question one?", answer: "Own answer one." },
      { question: "Own question two?", answer: "Own answer two." },
    ];
    const topics = [categories[0]!, { title: "Own topic", items: own }];
    render(createElement(FaqQuestions, { intro: accordionIntro, topics }));
    const ownSummary = (index: number) => screen.getByText(own[index]!.question).closest("summary")!;
    summary(categories[0]!.items.at(-1)!).focus();
    await user.keyboard("{ArrowDown}");
    expect(ownSummary(0)).toHaveFocus();
    await user.keyboard("{End}");
    expect(ownSummary(1)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(summary(first)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(ownSummary(1)).toHaveFocus();
  });

  it("ignores a hash that names no question", () => {
    showPage();
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
    goTo("#pricing");
    goTo("#%E0%A4%A");
    expect(openIds()).toEqual([]);
    expect(scroll).not.toHaveBeenCalled();
  });
});
