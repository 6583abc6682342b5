import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readContent } from "#src/content/read-content.ts";
import { islandChunksFile, roiCopyModule } from "#src/lib/island-chunks.ts";
import { linkedDataGlobal } from "#src/components/islands/linked-directive.ts";
import { intlWarmUpChunkFile } from "#src/lib/intl-warm-up-chunk.ts";
import { roiEarlyChunkFile } from "#src/lib/roi-early-chunk.ts";
import { expect, islandReady, test } from "./fixtures.ts";
import { chunkName, clientDir, readToTheEnd, recordScripts } from "./script-requests.ts";

const roiCopy = readContent("roi");
/** What the build recorded of each island's chunks (config/integrations/linked-islands.ts). */
/**
 * The build's chunks, read when a test runs: the server under test may have rebuilt since this
 * file was loaded (after \`test:visual\`'s build of its own content, \`npm start\` builds anew).
 */
const islandChunks = () => JSON.parse(readFileSync(islandChunksFile, "utf8")) as Record<string, string[]>;

// Only src/components/islands/ runs in the browser, each island loading when its directive says
// (docs/decisions, architecture guide). These tests watch which chunks the browser actually
// requests, and when. The byte counts are budgets.spec.ts's.

const islands = ["roi-calculator-island", "contact-form"] as const;
const calculatorChunk = islands[0];
/** React's renderer for islands: what a page pays for having any island at all. */
const renderer = "client";

// Guards the "not fetched" checks below: a chunk that was never built is never fetched either.
test.beforeAll(() => {
  const built = readdirSync(join(clientDir, "assets")).map(chunkName);
  for (const name of [...islands, renderer, "island-boundary"]) expect(built, name).toContain(name);
});

for (const path of ["/features", "/pricing", "/about"]) {
  test(`${path} has no island and requests no script, even read to the end`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect(page.locator("astro-island")).toHaveCount(0);
    await readToTheEnd(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.paths).toEqual([]);
  });
}

test("/ requests no script until the visitor nears the calculator, then only the calculator's", async ({
  page,
  consoleErrors,
}) => {
  const scripts = recordScripts(page);
  const data: string[] = [];
  page.on("request", (request) => {
    // A fetch, or the preload a fetch then takes (the favicon is "other" too).
    const path = new URL(request.url()).pathname;
    if (["fetch", "other"].includes(request.resourceType()) && path.endsWith(".json")) data.push(path);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The hero, the sections and the footer are all there without any.
  await expect(page.locator("footer")).toBeAttached();
  expect(scripts.paths).toEqual([]);
  expect(data).toEqual([]);

  const form = page.locator("#roi-calculator form");
  await islandReady(form);
  expect(scripts.has(calculatorChunk)).toBe(true);
  expect(scripts.has(renderer)).toBe(true);
  await page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true }).fill("10");
  await expect(page).toHaveURL(/\?team=10$/);
  // Its words came with it: this language's only, as data.
  expect(data).toEqual(islandChunks()[`${roiCopyModule}/en`]);

  await readToTheEnd(page);
  for (const name of islands.filter((island) => island !== calculatorChunk))
    expect(scripts.has(name), name).toBe(false);
  // Each file once: the islands share one renderer and one copy of their common code.
  expect(new Set(scripts.paths).size).toBe(scripts.paths.length);
  expect(consoleErrors).toEqual([]);
});

test("a copied calculator link (#roi-calculator) loads the calculator at once", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/?team=10#roi-calculator");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  expect(scripts.has(calculatorChunk)).toBe(true);
  await expect(page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true })).toHaveValue("10");
  await expect(page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true })).toBeInViewport();
});

test("a copied calculator link preloads every chunk of the calculator and its words from <head>; a plain visit preloads none", async ({
  page,
}) => {
  const code = islandChunks()["src/components/islands/roi-calculator-island.tsx"] ?? [];
  expect(code.map(chunkName)).toEqual(expect.arrayContaining([calculatorChunk, renderer]));
  // Its words in the page's language, data rather than script (config/integrations/roi-copy.ts).
  const words = islandChunks()[`${roiCopyModule}/en`] ?? [];
  expect(words).toEqual([expect.stringMatching(/^\/assets\/roi-copy-en\.[\w-]+\.json$/)]);
  await page.goto("/#roi-calculator");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const preloaded = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect((await preloaded("head link[rel=modulepreload]")).toSorted()).toEqual(code.toSorted());
  // Its words fetched by the head's script itself, for the island's code to take (linkedDataGlobal).
  const fetchedByHead = await page.evaluate(async (key) => {
    const data = (window as unknown as Record<string, Record<string, Promise<unknown>>>)[key] ?? {};
    const parsed = await Promise.all(Object.values(data));
    return { urls: Object.keys(data), parsed: parsed.every((file) => typeof file === "object") };
  }, linkedDataGlobal);
  expect(fetchedByHead).toEqual({ urls: words, parsed: true });
  // Each once: the island's own import() takes what the links fetched, and its words what the head
  // fetched (the bench times how early).
  const fetched = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
      (entry) => new URL(entry.name).pathname,
    ),
  );
  // And the number-format warm-up worker (islands/intl-warm-up.ts), started with them, and the
  // module that answers before the island (islands/roi-early.ts), run at once.
  const { url: worker } = JSON.parse(readFileSync(intlWarmUpChunkFile, "utf8")) as { url: string };
  const { url: early } = JSON.parse(readFileSync(roiEarlyChunkFile, "utf8")) as { url: string };
  expect(
    await page
      .locator("head script[type=module]")
      .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname)),
  ).toEqual([early]);
  for (const url of [...code, ...words, worker, early])
    expect(
      fetched.filter((path) => path === url),
      url,
    ).toHaveLength(1);
  // And the record is whole: the hydrated island fetched no script or data the links did not name.
  expect(fetched.filter((path) => /\.(js|json)$/.test(path)).toSorted()).toEqual(
    [...code, ...words, worker, early].toSorted(),
  );

  // Leaving the fragment out is a new load (not a jump within the page): nothing preloaded.
  await page.goto("/");
  await expect(page.locator("footer")).toBeAttached();
  await expect(page.locator("link[rel=modulepreload]")).toHaveCount(0);
});

test("a plain visit requests the calculator's words with its code as it nears the viewport, not after it, and each once", async ({
  page,
}) => {
  const words = islandChunks()[`${roiCopyModule}/en`] ?? [];
  await page.goto("/");
  await page.locator("#roi-calculator").scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  const calculator = timings.find((entry) => chunkName(entry.path) === calculatorChunk);
  const [word, ...again] = timings.filter((entry) => words.includes(entry.path));
  expect(calculator, calculatorChunk).toBeDefined();
  expect(word, words.join()).toBeDefined();
  expect(again, "the words fetched twice: the island's fetch did not take the preload").toHaveLength(0);
  // Requested before the calculator's own code was in: the directive's preload, not the render's fetch.
  expect(word!.start).toBeLessThan(calculator!.end);
});

test("/faq runs its keys' small module and no island: no React, even read to the end", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/faq");
  await expect(page.locator("astro-island")).toHaveCount(0);
  // The module is small enough for Astro to inline it, so it arrives with the page.
  const modules = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
      (script) => script.src || "inline",
    ),
  );
  expect(modules).toHaveLength(1);
  await readToTheEnd(page);
  await page.waitForLoadState("networkidle");
  for (const name of [...islands, renderer, "react"]) expect(scripts.has(name), name).toBe(false);
  // Its keys work: they come from that module alone.
  await page.locator('details[name="faq"] > summary').first().focus();
  await page.keyboard.press("End");
  await expect(page.locator('details[name="faq"] > summary').last()).toBeFocused();
});

test("/contact on a phone loads the form's code only as the form nears", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts = recordScripts(page);
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(scripts.paths).toEqual([]);
  await islandReady(page.getByRole("button", { name: readContent("contact").form.submit }));
  expect(scripts.has("contact-form")).toBe(true);
  for (const name of islands.filter((island) => island !== "contact-form"))
    expect(scripts.has(name), name).toBe(false);
});

test("the 404 page runs its one small script and no island", async ({ page, consoleErrors }) => {
  const scripts = recordScripts(page);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(readContent("notFound").content.code);
  await expect(page.locator("astro-island")).toHaveCount(0);
  await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
  for (const name of [...islands, renderer]) expect(scripts.has(name), name).toBe(false);
});
