import { expect, type Page } from "@playwright/test";

export { emulateSlowPhone } from "#bench/slow-phone.ts";

/**
 * Navigates and returns as soon as the page has first painted content: the moment a visitor
 * first sees the control and may tap it.
 */
export async function gotoFirstPaint(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" });
  // Polled from here rather than with page.waitForFunction: with JavaScript off the page runs no
  // timers, but a single evaluation still answers.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint", "paint").length), {
      intervals: [10],
    })
    .toBeGreaterThan(0);
}
