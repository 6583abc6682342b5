import { expect, type Page } from "@playwright/test";

export { emulateSlowPhone } from "#bench/slow-phone.ts";

/**
 * Retries for a test on the slow phone. Chromium's network emulation, which the slow phone uses
 * (`Network.emulateNetworkConditions`), now and then leaves a page's requests pending for good, so
 * its load event never comes (an upstream fault: microsoft/playwright#22676). Measured on this
 * machine: the shared-link test hung in 1 run of 45 on f3337e2, before the calculator's words
 * moved, and 1 of 45 after; the hung runs' traces show the font and every chunk without a
 * response. One retry; a real failure fails twice.
 */
export const slowPhoneRetries = 1;

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
