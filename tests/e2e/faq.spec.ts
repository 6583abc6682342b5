import type { Page } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";
import type { FaqCategory } from "#src/content/schema/pages.ts";

type FaqItem = FaqCategory["items"][number];
const faqContent = readContent("faq");
const faqCategories = faqContent.categories;
import { axeViolations, ctaHref, expect, newTab, test } from "./fixtures.ts";

// Each question is a native <details name="faq"> (one open at a time, by the browser), its
// <summary> the question; the fragment id sits on the answer. A small module (no React) adds only
// the Arrow, Home and End keys and re-opens on a hash change.

const questions = faqCategories.flatMap((category): readonly FaqItem[] => category.items);
// Questions by position, whatever the content holds: the first two, one further down (the fifth,
// or the last when there are fewer) with the one before it, and the last.
const first = questions[0]!;
const second = questions[1] ?? first;
const laterIndex = Math.min(4, questions.length - 1);
const later = questions[laterIndex]!;
const beforeLater = questions[Math.max(0, laterIndex - 1)]!;
const last = questions.at(-1)!;
/** For a test that needs two questions to tell apart. */
const needsTwo = () => test.skip(questions.length < 2, "content/faq.yaml has a single question");

const question = (page: Page, item: FaqItem) =>
  page.locator("summary", { has: page.getByText(item.question, { exact: true }) });
const details = (page: Page, item: FaqItem) =>
  page.locator("details", { has: page.locator(`[id="${item.id}"]`) });
const answer = (page: Page, item: FaqItem) => page.locator(`[id="${item.id}"]`);

async function expectOnlyOpen(page: Page, open: FaqItem | null) {
  for (const item of questions) {
    if (item === open) {
      await expect(details(page, item)).toHaveAttribute("open", "");
      await expect(answer(page, item)).toBeVisible();
      await expect(answer(page, item)).toHaveText(item.answer);
    } else {
      await expect(details(page, item)).not.toHaveAttribute("open");
      await expect(answer(page, item)).toBeHidden();
    }
  }
}

/** The question is on screen and not under the sticky header once scrolling settles. */
async function expectInView(page: Page, item: FaqItem) {
  await expect(question(page, item)).toBeInViewport();
  const headerBottom = (await page.getByRole("banner").boundingBox())!.height;
  await expect
    .poll(async () => (await question(page, item).boundingBox())!.y)
    .toBeGreaterThanOrEqual(headerBottom);
}

/** The page with its keys' module run: a module script runs before the load event. */
async function openReady(page: Page, url = "/faq") {
  await page.goto(url, { waitUntil: "load" });
}

/** The focused element shows its focus ring, as after any keyboard move. */
const focusRingShown = (page: Page) => page.evaluate(() => document.activeElement?.matches(":focus-visible"));

test.describe("FAQ page", () => {
  test("lists every question once, each in the one exclusive group, all closed", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.locator("details")).toHaveCount(questions.length);
    await expect(page.locator("details[name='faq']")).toHaveCount(questions.length);
    for (const item of questions) await expect(question(page, item)).toHaveCount(1);
    await expectOnlyOpen(page, null);
  });

  test("opens one answer at a time by mouse and collapses it again", async ({ page, consoleErrors }) => {
    needsTwo();
    await openReady(page);
    await question(page, first).click();
    await expectOnlyOpen(page, first);
    await question(page, later).click();
    await expectOnlyOpen(page, later);
    await question(page, later).click();
    await expectOnlyOpen(page, null);
    expect(consoleErrors).toEqual([]);
  });

  test("works by keyboard: arrows wrap across categories, Home and End, Enter and Space", async ({
    page,
  }) => {
    needsTwo();
    await openReady(page);
    await question(page, first).focus();
    await page.keyboard.press("ArrowUp");
    await expect(question(page, last)).toBeFocused();
    expect(await focusRingShown(page)).toBe(true);
    await page.keyboard.press("ArrowDown");
    await expect(question(page, first)).toBeFocused();
    for (let step = 0; step < laterIndex; step += 1) await page.keyboard.press("ArrowDown");
    await expect(question(page, later)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(question(page, beforeLater)).toBeFocused();
    await page.keyboard.press("End");
    await expect(question(page, last)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(question(page, first)).toBeFocused();
    // The keys move focus only; nothing opens until the visitor says so.
    await expectOnlyOpen(page, null);
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, first);
    await page.keyboard.press("ArrowDown");
    await expect(question(page, second)).toBeFocused();
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, second);
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, null);
  });

  test("a deep link opens its question and scrolls it into view", async ({ page, consoleErrors }) => {
    await page.goto(`/faq#${last.id}`);
    await expectOnlyOpen(page, last);
    await expectInView(page, last);
    await page.waitForLoadState("load");
    await expectOnlyOpen(page, last);
    expect(consoleErrors).toEqual([]);
  });

  test("a hash change opens the question it names, closing the open one", async ({ page }) => {
    needsTwo();
    await openReady(page);
    await question(page, first).click();
    await expectOnlyOpen(page, first);
    await page.evaluate((id) => (window.location.hash = id), later.id);
    await expectOnlyOpen(page, later);
    await expectInView(page, later);
    // Back returns to the previous fragment-less entry, and forward opens it again.
    await question(page, later).click();
    await expectOnlyOpen(page, null);
    await page.goBack();
    await page.goForward();
    await expectOnlyOpen(page, later);
  });

  test("help cards and the closing block lead where they should", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    for (const cta of [...faqContent.help.cards.map((card) => card.cta), faqContent.stillQuestions.demo]) {
      const link = main.getByRole("link", { name: newTab(cta.label), exact: true }).last();
      await expect(link).toHaveAttribute("href", ctaHref(cta));
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await main.getByRole("link", { name: faqContent.stillQuestions.contactLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${faqContent.stillQuestions.contactPath}/?$`));
    await expect(page.locator("h1")).toHaveText(readContent("contact").hero.title);
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations at ${width}px with an item open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // Closed, the page is checked whole in both themes by themes.spec.ts.
      await openReady(page);
      await question(page, later).click();
      await expectOnlyOpen(page, later);
      expect(await axeViolations(page, "main")).toEqual([]);
    });
  }
});

test.describe("FAQ page with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("every answer is in the HTML, and a click opens one at a time", async ({ page }) => {
    needsTwo();
    await page.goto("/faq");
    for (const item of questions) await expect(answer(page, item)).toHaveText(item.answer);
    await expectOnlyOpen(page, null);
    await question(page, first).click();
    await expectOnlyOpen(page, first);
    await question(page, last).click();
    await expectOnlyOpen(page, last);
    await question(page, last).click();
    await expectOnlyOpen(page, null);
  });

  test("Enter and Space on a question open and close it", async ({ page }) => {
    await page.goto("/faq");
    await question(page, beforeLater).focus();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, beforeLater);
    await page.keyboard.press("Space");
    await expectOnlyOpen(page, null);
  });

  test("a deep link still opens its question and lands on it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/faq#${last.id}`);
    await expectOnlyOpen(page, last);
    await expectInView(page, last);
  });
});
