import type { Browser } from "@playwright/test";
import { assertLoopback } from "./procs.ts";
import { markdownTable } from "./util.ts";
import { budgetKb, imageBudgets } from "./budgets.ts";

/**
 * Pictures on a phone's first screen, per page (docs/decisions/028): every image response Chromium
 * received on `imageBudgets.phone` (375 px, DPR 2) from navigation until the page has loaded and
 * its images are settled, without scrolling, counted as the bytes of their bodies on the wire, and
 * which files they were. The original upload is never one of them.
 */
export async function runImageBytes(options: { browser: Browser; origin: string; paths: readonly string[] }) {
  const { browser, origin, paths } = options;
  const results: Record<string, { bytes: number; files: string[] }> = {};
  for (const path of paths) {
    const url = `${origin}${path}`;
    assertLoopback(url);
    const context = await browser.newContext({
      viewport: { width: imageBudgets.phone.width, height: imageBudgets.phone.height },
      deviceScaleFactor: imageBudgets.phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const images: Promise<{ url: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "image")
        images.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    });
    await page.goto(url, { waitUntil: "load" });
    // A lazy picture near the first screen starts once layout is known: give it that moment.
    await page.waitForLoadState("networkidle");
    const fetched = await Promise.all(images);
    results[path] = {
      bytes: fetched.reduce((sum, image) => sum + image.bytes, 0),
      files: fetched.map((image) => new URL(image.url).pathname),
    };
    await context.close();
  }
  const misses = Object.entries(results)
    .filter(([, result]) => result.bytes > imageBudgets.firstScreenBytes)
    .map(
      ([path, result]) =>
        `images ${path}: ${budgetKb(result.bytes)} KB of pictures before scrolling on a 375 px phone at DPR 2 > ${budgetKb(imageBudgets.firstScreenBytes)} KB (${result.files.join(", ")})`,
    );
  const table = markdownTable(
    ["page", "pictures KB", "budget KB", "files"],
    Object.entries(results).map(([path, result]) => [
      path,
      budgetKb(result.bytes),
      budgetKb(imageBudgets.firstScreenBytes),
      result.files.map((file) => file.split("/").at(-1)).join(" ") || "none",
    ]),
  );
  return { json: results, table, misses };
}
