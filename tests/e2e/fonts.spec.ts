import { readFileSync } from "node:fs";
import type { HttpRules } from "#config/http-rules.ts";
import { brandFont } from "#src/config/font.ts";
import { expect, pages, test } from "./fixtures.ts";

// The brand typeface (docs/fonts.md): one file, from this site, under /assets/, cached
// for good, within its budget, preloaded so the first paint already uses it, and a character
// outside its cut drawn by a fallback without a second request.

const rules = JSON.parse(readFileSync("build/http-rules.json", "utf8")) as HttpRules;
const immutable = rules.headers.hashedAssets["Cache-Control"]!;

for (const path of pages) {
  test(`${path} loads exactly one font file, same origin, cached immutable, preloaded`, async ({ page }) => {
    // Each font response's details, taken as it arrives (awaited below, so none is missed).
    const responses: Promise<{ url: string; bytes: number; cache: string | undefined }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "font") return;
      responses.push(
        (async () => ({
          url: response.url(),
          bytes: (await response.body()).length,
          cache: (await response.allHeaders())["cache-control"],
        }))(),
      );
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    const fonts = await Promise.all(responses);

    expect(fonts).toHaveLength(1);
    const [font] = fonts;
    const url = new URL(font!.url);
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.pathname).toMatch(new RegExp(`^/${rules.hashedAssetsDir}/[^/]+\\.woff2$`));
    expect(font!.bytes).toBeLessThanOrEqual(brandFont.maxBytes);
    expect(font!.cache).toBe(immutable);

    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("href", url.pathname);
    await expect(preload).toHaveAttribute("crossorigin", "");
    expect(
      await page.evaluate((family) => document.fonts.check(`700 16px "${family}"`), brandFont.family),
    ).toBe(true);
  });
}

test("headings and body text use the brand face; a character outside the cut falls back", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") requests.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const family = await page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(family.startsWith(`"${brandFont.family}"`)).toBe(true);

  // U+202F and an arrow are not in the cut: they render, in the fallback, with no second file.
  const widths = await page.evaluate(() => {
    const probe = document.createElement("span");
    probe.textContent = "1\u202F000 \u2192";
    document.querySelector("main")!.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
  expect(widths).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  expect(requests).toHaveLength(1);
});

// That no line starts with a dash, in any heading or text, on every page in every language and at
// every width, is held by widths.spec.ts (whatever dashes the content has, or none).
