import type { Page } from "@playwright/test";
import { faqCategories, type FaqItem } from "../../src/content/faq.ts";
import { axeViolations, expect, external, hydrated, test } from "./fixtures";

const questions = faqCategories.flatMap((category): readonly FaqItem[] => category.items);
const first = questions[0]!;
const fifth = questions[4]!;
const last = questions.at(-1)!;

const question = (page: Page, text: string) => page.getByRole("button", { name: text, exact: true });

async function expectOnlyOpen(page: Page, id: string | null) {
  for (const item of questions) {
    const open = item.id === id;
    await expect(question(page, item.question)).toHaveAttribute("aria-expanded", String(open));
    const panel = page.locator(`#${item.id}-panel`);
    await (open ? expect(panel).toBeVisible() : expect(panel).toBeHidden());
  }
}

test.describe("FAQ page", () => {
  test("opens one answer at a time by mouse and collapses it again", async ({ page, consoleErrors }) => {
    await page.goto("/faq");
    await hydrated(page);
    await expectOnlyOpen(page, null);
    await question(page, first.question).click();
    await expectOnlyOpen(page, first.id);
    await expect(page.getByRole("region", { name: first.question })).toContainText(first.answer);
    await question(page, fifth.question).click();
    await expectOnlyOpen(page, fifth.id);
    await question(page, fifth.question).click();
    await expectOnlyOpen(page, null);
    expect(consoleErrors).toEqual([]);
  });

  test("works by keyboard: arrows wrap across categories, Home and End, Enter and Space", async ({
    page,
  }) => {
    await page.goto("/faq");
    await hydrated(page);
    await question(page, first.question).focus();
    await page.keyboard.press("ArrowUp");
    await expect(question(page, last.question)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(question(page, first.question)).toBeFocused();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowDown");
    await expect(question(page, fifth.question)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(question(page, questions[3]!.question)).toBeFocused();
    await page.keyboard.press("End");
    await expect(question(page, last.question)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(question(page, first.question)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, first.id);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, questions[1]!.id);
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, null);
  });

  test("a deep link opens its question and scrolls it into view", async ({ page, consoleErrors }) => {
    await page.goto(`/faq#${last.id}`);
    await hydrated(page);
    await expectOnlyOpen(page, last.id);
    await expect(question(page, last.question)).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });

  test("a hash change opens the question it names", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await page.evaluate((id) => (window.location.hash = id), fifth.id);
    await expectOnlyOpen(page, fifth.id);
    await expect(question(page, fifth.question)).toBeInViewport();
  });

  test("help cards and the closing block lead where they should", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    const main = page.getByRole("main");
    for (const [name, destination] of [
      ["Read the Guide", "userGuide"],
      ["View API Docs", "apiReference"],
      ["Start Chat", "liveChat"],
      ["Book Demo", "bookDemo"],
    ] as const) {
      const link = main.getByRole("link", { name: new RegExp(name) }).last();
      await expect(link).toHaveAttribute("href", external(destination));
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await main.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await expect(page.locator("h1")).toHaveText("Let’s talk about your pipeline");
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations at ${width}px, closed and with an item open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/faq");
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
      await question(page, fifth.question).click();
      await expect(question(page, fifth.question)).toHaveAttribute("aria-expanded", "true");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("FAQ page with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every answer", async ({ page }) => {
    await page.goto("/faq");
    for (const item of questions) await expect(page.getByText(item.answer)).toBeVisible();
  });

  test("a deep link still lands on its question", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/faq#${last.id}`);
    await expect(page.getByRole("heading", { name: last.question })).toBeInViewport();
  });
});
