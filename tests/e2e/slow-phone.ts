import { expect, type Page } from "@playwright/test";

/**
 * The slow phone of docs and bench (shared guides, performance.md): Lighthouse's mobile profile,
 * 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU four times slower.
 */
export const slowPhone = {
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
  cpuSlowdown: 4,
} as const;

/** Applies the slow-phone profile to this page through the DevTools protocol (Chromium only). */
export async function emulateSlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: slowPhone.latency,
    downloadThroughput: slowPhone.downloadThroughput,
    uploadThroughput: slowPhone.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowPhone.cpuSlowdown });
  return cdp;
}

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
