import { expect, type Page } from "@playwright/test";

/**
 * Holds back every script the page fetches until the returned `release` is called: what a visitor
 * on a slow phone meets at first paint, with no island's code arrived, made certain on any machine
 * rather than likely on a slowed one. Inline scripts are part of the HTML and run as they would.
 * How soon the page answers is `npm run bench`'s business (its slow phone); these checks hold what
 * it does.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return async () => {
    release();
    // A script still on its way when the test ends belongs to a page about to close.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  };
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
