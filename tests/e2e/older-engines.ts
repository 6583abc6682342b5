import type { Page } from "@playwright/test";
import { readContent } from "../../src/content/read.ts";
import { expect, test } from "./fixtures";

export { expect, test };

// Shared by header-no-anchor.spec.ts and header-no-popover.spec.ts: what a browser without CSS
// anchor positioning, or without popovers as well, gets from the header, found with Chromium's
// features switched off, not guessed. The menus must still open, close and sit in a sensible
// place (under the header, inside the viewport). Playwright sets launch options per file.

export const headerNav = readContent("navigation").header;
const [first] = headerNav.menus;
if (!first) throw new Error("the header has a menu");
export const menu = first;

export const away = { x: 5, y: 600 };
export const button = (page: Page) => page.locator(`nav [popovertarget="nav-menu-${menu.id}"]`);
export const panel = (page: Page) => page.locator(`#nav-menu-${menu.id}`);

/** The panel sits under the header and inside the viewport. */
export async function expectPlaced(page: Page) {
  const header = (await page.getByRole("banner").boundingBox())!;
  const list = (await panel(page).locator("ul").boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(list.y).toBeGreaterThanOrEqual(header.y + header.height - 12);
  expect(list.y).toBeLessThanOrEqual(header.y + header.height + 16);
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(width);
}

/** Chromium's launch options from the config, with some Blink features switched off. */
export function without(features: string) {
  test.use({
    launchOptions: [
      // Playwright reads a fixture's dependencies from its first parameter: none here.
      // oxlint-disable-next-line no-empty-pattern
      async ({}, use, workerInfo) => {
        const base = workerInfo.project.use.launchOptions ?? {};
        await use({ ...base, args: [...(base.args ?? []), `--disable-blink-features=${features}`] });
      },
      { scope: "worker" },
    ],
  });
}

/**
 * Skips, saying why, when the browser did not switch the features off: Chromium 156 ignores
 * `--disable-blink-features` for both (they shipped, and their switches went), so these tests run
 * only with a Chromium that honours it (`CHROMIUM_PATH`). Then the features must really be gone.
 */
export async function skipUnlessSwitchedOff(page: Page, expected: { anchor: boolean; popover: boolean }) {
  const actual = await page.evaluate(() => ({
    anchor: CSS.supports("anchor-name: --a"),
    popover: HTMLElement.prototype.hasOwnProperty("popover"),
  }));
  test.skip(
    (!expected.anchor && actual.anchor) || (!expected.popover && actual.popover),
    `this Chromium keeps the features --disable-blink-features names: ${JSON.stringify(actual)}`,
  );
  expect(actual).toEqual(expected);
}
