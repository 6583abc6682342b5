import type { Page } from "@playwright/test";
import { readContent, readPlans } from "#src/content/read-content.ts";
import { formatUsd } from "#src/lib/pricing.ts";

const faqCategories = readContent("faq").categories;
const pricing = readContent("pricing");
const plans = readPlans();
const firstPriced = plans.find((plan) => plan.price !== undefined)!;
const headerNav = readContent("navigation").header;
import { chrome, expect, islandReady, newTab, test } from "./fixtures.ts";
import { gotoFirstPaint, holdScripts } from "./first-paint-helpers.ts";

// Every control must answer the first tap a visitor can make: the moment the page first paints,
// before any island's code has arrived, as on a slow phone. The same taps are checked with
// JavaScript off and once the islands have loaded. How fast they answer is `npm run bench`'s
// business; these tests hold what they do.

const firstQuestion = faqCategories[0]!.items[0]!;
// The header's first two menus, whatever they are called (it may have only one).
const [solutions, resources] = headerNav.menus;

interface Control {
  name: string;
  path: string;
  width: number;
  /** Taps the control and checks what the visitor sees change. */
  tap: (page: Page) => Promise<void>;
  /** The page's islands, so "after load" waits for their code rather than for the clock. */
  island?: (page: Page) => Promise<void>;
}

const controls: Control[] = [
  {
    name: "the mobile menu on /",
    path: "/",
    width: 375,
    tap: async (page) => {
      const menu = page.getByRole("navigation", { name: chrome.mobileNav });
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: chrome.menuButton }).click();
      await expect(menu).toBeVisible();
      for (const link of headerNav.links)
        await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    },
    island: (page) => islandReady(page.locator("#roi-calculator form")),
  },
  {
    name: "the header menus on /features",
    path: "/features",
    width: 1280,
    tap: async (page) => {
      const header = page.getByRole("banner");
      const entry = (label: string) => header.getByRole("link", { name: newTab(label) });
      const firstSolution = entry(solutions!.links[0]!.label);
      await expect(firstSolution).toBeHidden();
      await header.getByRole("button", { name: solutions!.label }).click();
      await expect(firstSolution).toBeVisible();
      // A second menu, where the header has one, takes its place.
      if (!resources) return;
      const firstResource = entry(resources.links[0]!.label);
      await header.getByRole("button", { name: resources.label }).click();
      await expect(firstResource).toBeVisible();
      await expect(firstSolution).toBeHidden();
    },
  },
  {
    name: "the billing switch on /pricing",
    path: "/pricing",
    width: 1280,
    tap: async (page) => {
      const labels = pricing.billingSwitch;
      const badge = page.getByText(labels.saveBadge, { exact: true });
      const plan = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: firstPriced.name, exact: true }) });
      await expect(badge).toBeHidden();
      await page
        .getByRole("group", { name: labels.legend })
        .getByText(labels.annual, { exact: true })
        .click();
      await expect(page.getByRole("radio", { name: labels.annual })).toBeChecked();
      await expect(badge).toBeVisible();
      await expect(plan.getByText(`${labels.now} ${formatUsd(firstPriced.price!.annual)}`)).toBeVisible();
      await expect(plan.locator("s")).toBeVisible();
    },
  },
  {
    name: "a question on /faq",
    path: "/faq",
    width: 1280,
    tap: async (page) => {
      const answer = page.getByText(firstQuestion.answer);
      await expect(answer).toBeHidden();
      await page.locator("summary", { hasText: firstQuestion.question }).click();
      await expect(answer).toBeVisible();
    },
  },
];

test.describe("tapped at first paint, before any island's code has arrived", () => {
  for (const control of controls) {
    test(`${control.name} answers`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width: control.width, height: 800 });
      const release = await holdScripts(page);
      await gotoFirstPaint(page, control.path);
      await control.tap(page);
      // The premise: the tap was answered with no island's code run (Astro drops `ssr` on hydrating).
      await expect(page.locator("astro-island:not([ssr])")).toHaveCount(0);
      await release();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("with JavaScript off, tapped at first paint", () => {
  test.use({ javaScriptEnabled: false });
  for (const control of controls) {
    test(`${control.name} answers`, async ({ page }) => {
      await page.setViewportSize({ width: control.width, height: 800 });
      await gotoFirstPaint(page, control.path);
      await control.tap(page);
    });
  }
});

test.describe("once the page and its islands have loaded", () => {
  for (const control of controls) {
    test(`${control.name} answers`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width: control.width, height: 800 });
      await page.goto(control.path, { waitUntil: "load" });
      if (control.island) {
        await control.island(page);
        await page.evaluate(() => window.scrollTo(0, 0));
      } else {
        // A page without islands ships no island markup at all (the FAQ's keys are a plain module).
        await expect(page.locator("astro-island")).toHaveCount(0);
      }
      await control.tap(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});
