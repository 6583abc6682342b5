// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { faqAccordionIntro, faqCategories, type FaqItem } from "~/content/faq";
import { FaqAccordion } from "./faq-accordion";

const questions = faqCategories.flatMap((category): readonly FaqItem[] => category.items);
const first = questions[0]!;
const second = questions[1]!;
const fourth = questions[3]!;
const last = questions.at(-1)!;

function Accordion() {
  return <FaqAccordion intro={faqAccordionIntro} categories={faqCategories} />;
}

function renderAt(url = "/faq") {
  const Stub = createRoutesStub([{ path: "/faq", Component: Accordion }]);
  return render(<Stub initialEntries={[url]} />);
}

const button = (question: string) => screen.getByRole("button", { name: question });

/** Each question's expanded state and panel visibility, to compare with `onlyOpen(id)`. */
function accordionState() {
  return questions.map((item) => {
    const panel = document.getElementById(`${item.id}-panel`)!;
    return {
      id: item.id,
      expanded: button(item.question).getAttribute("aria-expanded"),
      // Collapsed panels carry Tailwind's `hidden` class (the no-JavaScript stylesheet undoes it).
      hidden: panel.classList.contains("hidden"),
    };
  });
}

function onlyOpen(id: string | null) {
  return questions.map((item) => ({
    id: item.id,
    expanded: String(item.id === id),
    hidden: item.id !== id,
  }));
}

describe("FaqAccordion", () => {
  it("puts every answer in the server HTML, collapsed and marked for the no-JavaScript stylesheet", () => {
    const Stub = createRoutesStub([{ path: "/faq", Component: Accordion }]);
    const html = renderToString(<Stub initialEntries={["/faq"]} />);
    for (const item of questions) expect(html).toContain(item.answer);
    expect(html.match(/aria-expanded="true"/g)).toBeNull();
    expect(html.match(/data-faq-panel=""/g)).toHaveLength(questions.length);
  });

  it("hydrates the collapsed server HTML without errors or layout change", async () => {
    const Stub = createRoutesStub([{ path: "/faq", Component: Accordion }]);
    const html = renderToString(<Stub initialEntries={["/faq"]} />);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Stub initialEntries={["/faq"]} />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);
    expect(container.querySelectorAll("section[data-faq-panel].hidden")).toHaveLength(questions.length);
    act(() => root?.unmount());
    container.remove();
    errors.mockRestore();
  });

  it("starts collapsed in the browser, with headers, controls and named regions", () => {
    renderAt();
    expect(accordionState()).toEqual(onlyOpen(null));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(12);
    const firstButton = button(first.question);
    expect(firstButton.closest("h3")).not.toBeNull();
    expect(firstButton).toHaveAttribute("aria-controls", `${first.id}-panel`);
    const panel = document.getElementById(`${first.id}-panel`)!;
    expect(panel).toHaveAttribute("aria-labelledby", firstButton.id);
  });

  it("keeps at most one item open across categories and collapses the open one", async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(button(first.question));
    expect(accordionState()).toEqual(onlyOpen(first.id));
    expect(screen.getByRole("region", { name: first.question })).toHaveTextContent(first.answer);
    await user.click(button(fourth.question));
    expect(accordionState()).toEqual(onlyOpen(fourth.id));
    await user.click(button(fourth.question));
    expect(accordionState()).toEqual(onlyOpen(null));
  });

  it("opens with Enter and Space like any button", async () => {
    const user = userEvent.setup();
    renderAt();
    button(second.question).focus();
    await user.keyboard("{Enter}");
    expect(accordionState()).toEqual(onlyOpen(second.id));
    await user.keyboard(" ");
    expect(accordionState()).toEqual(onlyOpen(null));
  });

  it("moves focus with the arrow keys, wrapping across categories, and jumps with Home and End", async () => {
    const user = userEvent.setup();
    renderAt();
    button(first.question).focus();
    await user.keyboard("{ArrowDown}");
    expect(button(second.question)).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(button(fourth.question)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(button(questions[2]!.question)).toHaveFocus();
    await user.keyboard("{End}");
    expect(button(last.question)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(button(first.question)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(button(last.question)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(button(first.question)).toHaveFocus();
    // Moving focus does not open anything.
    expect(accordionState()).toEqual(onlyOpen(null));
  });

  it("opens the question a deep link names", () => {
    renderAt(`/faq#${fourth.id}`);
    expect(accordionState()).toEqual(onlyOpen(fourth.id));
  });

  it("ignores a hash that names no question", () => {
    renderAt("/faq#pricing");
    expect(accordionState()).toEqual(onlyOpen(null));
  });
});
