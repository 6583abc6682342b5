import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, islandsReady, test } from "#tests/e2e/fixtures.ts";
import {
  baselinesBudgetBytes,
  baselinesDir,
  chromiumMatrix,
  countedShots,
  drawEverySection,
  isBaseline,
  languagePages,
  variantPages,
  landingShots,
  masksFor,
  shotName,
  states,
  viewportHeight,
  visualPages,
} from "./matrix.ts";

// Every page whole, and every state a click reaches, against its committed baseline
// (tests/visual/baselines/chromium/). What makes a shot repeatable is Playwright's own:
// `animations: "disabled"`, `caret: "hide"` and a screenshot taken again until two agree
// (playwright.visual.config.ts), the visitor's reduced motion emulated, and the masks of
// matrix.ts; here, fonts loaded and every island woken and hydrated before the shot.

/**
 * Brings every island into view so each hydrates, then goes back to the top with every section
 * drawn and the fonts in.
 */
async function settle(page: Page) {
  await islandsReady(page);
  await page.evaluate(async (css) => {
    // A constructed sheet, not a <style> element: the pages' CSP allows only hashed inline styles.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    window.scrollTo({ top: 0, behavior: "instant" });
    await document.fonts.ready;
  }, drawEverySection);
}

const mask = (page: Page, shot: string) =>
  masksFor(shot).map(({ selector, text }) => page.locator(selector, text ? { hasText: text } : {}));

for (const theme of chromiumMatrix.themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const { name, path } of visualPages) {
      for (const width of chromiumMatrix.widths) {
        test(`${name} (${path}), ${theme}, ${width} px, whole page`, async ({ page }) => {
          await page.setViewportSize({ width, height: viewportHeight });
          await page.goto(path);
          await settle(page);
          await expect(page).toHaveScreenshot(`${shotName(name, theme, width)}.png`, {
            fullPage: true,
            mask: mask(page, name),
          });
        });
      }
    }

    for (const state of states) {
      test(`${state.name} (${state.path}), ${theme}, ${state.width} px`, async ({ page }) => {
        await page.setViewportSize({ width: state.width, height: viewportHeight });
        await page.goto(state.path);
        await settle(page);
        await page.locator(state.click).click();
        await expect(page.locator(state.shows)).toHaveCount(1);
        // The pointer to the corner, on no control, so no hover style is in the picture.
        await page.mouse.move(0, 0);
        const file = `${shotName(state.name, theme, state.width)}.png`;
        if (typeof state.capture === "object") {
          await expect(page.locator(state.capture.element)).toHaveScreenshot(file, {
            mask: mask(page, state.name),
          });
        } else {
          await expect(page).toHaveScreenshot(file, {
            fullPage: state.capture === "page",
            mask: mask(page, state.name),
          });
        }
      });
    }
  });
}

for (const { name, path, width, theme, whole } of [...languagePages, ...variantPages, ...landingShots]) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`${name} (${path}), ${theme}, ${width} px, ${whole ? "whole page" : "first screen"}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: viewportHeight });
      await page.goto(path);
      await settle(page);
      await expect(page).toHaveScreenshot(`${shotName(name, theme, width)}.png`, {
        fullPage: whole,
        mask: mask(page, name),
      });
    });
  });
}

// Each section of the counted page alone, cut from the whole page as it lies (the sticky header at
// the page's top, not over the section). One load per width: the page holds every counted section,
// and loading and waking it was most of each shot's time. Each shot is its own soft assertion, so
// every section that moved is reported, by its baseline's name.
const countedLoads = Map.groupBy(countedShots(), ({ path, width, theme }) => `${path} ${theme} ${width}`);
for (const shots of countedLoads.values()) {
  const { path, width, theme } = shots[0]!;
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`${path}, ${theme}, ${width} px, each counted section: ${shots.map((shot) => shot.name).join(", ")}`, async ({
      page,
    }) => {
      // A shot's time each, as when each was a test of its own.
      test.setTimeout(test.info().timeout * shots.length);
      await page.setViewportSize({ width, height: viewportHeight });
      await page.goto(path);
      await settle(page);
      for (const { name, heading } of shots) {
        const block = page
          .locator("main > *")
          .filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
        // The plans open with a top of their own (title and billing switch, the pricing page's
        // shots hold it): their shot is the section of cards after it.
        const parts = block.locator("section");
        const section = (await parts.count()) > 1 ? parts.last() : block;
        const clip = await section.boundingBox();
        expect(clip, `a section headed "${heading}"`).not.toBeNull();
        await expect.soft(page).toHaveScreenshot(`${shotName(name, theme, width)}.png`, {
          fullPage: true,
          clip: clip!,
          mask: mask(page, name),
        });
      }
    });
  });
}

test("the baselines of every engine together stay within their budget", () => {
  // While `npm run visual:update` writes them they are half written and not yet recompressed: it
  // checks the budget itself once they are.
  test.skip(test.info().config.updateSnapshots === "all", "checked by visual:update after recompressing");
  const files = readdirSync(baselinesDir, { recursive: true, encoding: "utf8" }).filter(isBaseline);
  const bytes = files.reduce((sum, file) => sum + statSync(join(baselinesDir, file)).size, 0);
  expect(bytes, `${files.length} baselines in tests/visual/baselines/`).toBeLessThanOrEqual(
    baselinesBudgetBytes,
  );
});
