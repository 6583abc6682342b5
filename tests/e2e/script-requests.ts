import { expect, type Page } from "@playwright/test";
import { CLIENT_DIR, servedFileGzipBytes } from "#bench/util.ts";

/** What the production build serves, as `npm start` serves it. */
export const clientDir = CLIENT_DIR;

/** A built chunk's name without its content hash: `/assets/roi-calculator.DleQ_Co8.js` → `roi-calculator`. */
export function chunkName(pathname: string) {
  return pathname.replace(/^.*\//, "").replace(/\.[\w-]+\.js$/, "");
}

/** Bytes of a served file once compressed with gzip -9, read from the build rather than the wire. */
export function gzipSize(pathname: string) {
  const size = servedFileGzipBytes(new URL(pathname, "http://127.0.0.1").href);
  expect(size, `${pathname} is a file of the build`).toBeDefined();
  return size!;
}

/**
 * Records the path of every script the page requests from now on, in order: module entries,
 * their imports and preloads alike.
 */
export function recordScripts(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return {
    paths,
    chunks: () => paths.map(chunkName),
    has: (name: string) => paths.some((path) => chunkName(path) === name),
  };
}

/**
 * Scrolls to the foot of the page one screen at a time, as a reader would, so every
 * `client:visible` island on the way comes near the viewport, then waits until every island on
 * the page has hydrated (Astro removes `ssr` once it has), which means its code has arrived.
 */
export async function readToTheEnd(page: Page) {
  for (;;) {
    const more = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY > before;
    });
    if (!more) break;
    // One frame so the intersection observers see each screen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}
