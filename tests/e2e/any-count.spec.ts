import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { landingPath } from "#src/config/pages.ts";
import { contentDir } from "#src/content/dir.ts";
import { readLandingSections, siteLandingPages } from "#src/content/read-content.ts";
import {
  countedOnPage,
  countedSections,
  everySection,
  writeCountedPage,
  type CountedOnPage,
} from "#tests/support/any-count.ts";
import { buildAlone } from "#tests/support/build-alone.ts";
import { seedPictures } from "#tests/support/picture-cache.ts";
import { astroCacheDir } from "#config/astro-cache.ts";
import { axeViolations, expect, test } from "./fixtures.ts";
import { offenders } from "./fit-checks.ts";

// A section the marketing team fills with any number of items lays them out on purpose: a lone
// story spans the content width, a row that is not full (two cards, the last of four or five) is
// centred, and nothing runs out of the page. Held on landing pages built for the test from a copy
// of the content: one per count, each counted section holding that many of the content's own
// items (tests/support/any-count.ts), built once and served from the build's files.

const counts = [1, 2, 4, 5];
/** Phones, a tablet, a 1280 px laptop with a classic scrollbar, a wide screen. */
const widths = [320, 375, 768, 1263, 1440];
/** Half a pixel each way for sub-pixel placement, and a little more for a row's sum. */
const tolerance = 1.5;

/** The pages are answered from the build's files for this name; nothing reaches the network. */
const origin = "http://any-count.test";
const slugOf = (count: number) => `any-count-${count}`;

const require = createRequire(import.meta.url);
const astro = resolve(require.resolve("astro/package.json"), "../bin/astro.mjs");

let scratch = "";
const contentCopy = () => join(scratch, "content");

// One build for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  test.setTimeout(300_000);
  scratch = mkdtempSync(join(tmpdir(), "any-count-"));
  cpSync(contentDir(), contentCopy(), { recursive: true });
  for (const count of counts) writeCountedPage(contentCopy(), slugOf(count), everySection(count));
  seedPictures(astroCacheDir(), astroCacheDir(contentCopy()));
  const build = buildAlone(() =>
    spawnSync(process.execPath, [astro, "build", "--outDir", join(scratch, "out")], {
      env: { ...process.env, CONTENT_DIR: contentCopy(), ASTRO_TELEMETRY_DISABLED: "1" },
      encoding: "utf8",
      timeout: 280_000,
    }),
  );
  expect(build.status, build.stderr).toBe(0);
});

test.afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Serves the build's files at `origin`, as the site's servers do (a page's file is <path>.html). */
async function serveBuild(page: Page) {
  const out = join(scratch, "out");
  await page.route(`${origin}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = join(out, extname(path) ? path : `${path}.html`);
    if (!file.startsWith(out) || !existsSync(file) || !statSync(file).isFile())
      return route.fulfill({ status: 404, body: "" });
    return route.fulfill({ path: file });
  });
}

interface Box {
  left: number;
  right: number;
  top: number;
  width: number;
}

interface Measured {
  /** The page's content column (its container's box without padding). */
  content: Box;
  /** The box the items are laid out in. */
  list: Box;
  items: Box[];
}

/**
 * Runs in the page: for each section, found by its heading, its items and the boxes around them.
 * The items are the children of the first list (ul, ol, dl) in the section with as many children
 * as the section has items; a section whose one item is not in a list (a lone story) shows it as
 * its one figure. A plans section's heading is in its top, the list below it: the nearest block
 * around the heading that holds such a list is the section.
 */
function measure(sections: CountedOnPage[]): (Measured | string)[] {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: self-contained
  const box = (element: Element): Box => {
    const { left, right, top, width } = element.getBoundingClientRect();
    return { left, right, top, width };
  };
  return sections.map(({ heading, items: count }) => {
    const title = [...document.querySelectorAll("main h2")].find(
      (element) => element.textContent?.replace(/\s+/g, " ").trim() === heading,
    );
    if (!title) return `no heading "${heading}"`;
    for (let block = title.parentElement; block && block !== document.body; block = block.parentElement) {
      const list = [...block.querySelectorAll("ul, ol, dl")].find((each) => each.children.length === count);
      const figures = block.querySelectorAll("figure");
      const items = list ? [...list.children] : count === 1 && figures.length === 1 ? [...figures] : [];
      if (items.length === 0) continue;
      const container = (list ?? items[0]!).closest(".container-page");
      if (!container) return `"${heading}": its items are outside the page's content column`;
      const css = getComputedStyle(container);
      const outer = box(container);
      const content = {
        ...outer,
        left: outer.left + Number.parseFloat(css.paddingLeft),
        right: outer.right - Number.parseFloat(css.paddingRight),
      };
      content.width = content.right - content.left;
      return { content, list: box(list ?? items[0]!), items: items.map(box) };
    }
    return `"${heading}": no list of ${count} items, nor a lone figure`;
  });
}

/** The items by row: those whose tops are within a pixel share it. */
function rowsOf(items: Box[]): Box[][] {
  const rows: Box[][] = [];
  for (const item of items.toSorted((a, b) => a.top - b.top || a.left - b.left)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.top - item.top) <= 1) row.push(item);
    else rows.push([item]);
  }
  return rows;
}

/** What is wrong with a section's layout at this width, in words. */
function layoutProblems({ type, items: count }: CountedOnPage, { content, list, items }: Measured): string[] {
  const problems: string[] = [];
  if (items.length !== count) problems.push(`shows ${items.length} items, not ${count}`);
  if (type === "testimonials" && count === 1) {
    const [story] = items;
    if (
      !story ||
      Math.abs(story.left - content.left) > tolerance ||
      Math.abs(story.right - content.right) > tolerance
    )
      problems.push(
        `the lone story spans ${Math.round(story?.left ?? 0)}–${Math.round(story?.right ?? 0)} px, not the content's ${Math.round(content.left)}–${Math.round(content.right)} px`,
      );
    return problems;
  }
  // Each row centred: in the content column, or for the security row (its marks beside its
  // heading from `lg`) in the marks' own box.
  const frame = type === "security" ? list : content;
  for (const [index, row] of rowsOf(items).entries()) {
    const left = Math.min(...row.map((item) => item.left)) - frame.left;
    const right = frame.right - Math.max(...row.map((item) => item.right));
    if (Math.abs(left - right) > tolerance)
      problems.push(
        `row ${index + 1} (${row.length} item${row.length === 1 ? "" : "s"}) is off centre: ${Math.round(left)} px on the left, ${Math.round(right)} px on the right`,
      );
  }
  // Cards keep one width, a short last row's too; the figures' strip shares its last row out.
  if (type !== "stats") {
    const widest = Math.max(...items.map((item) => item.width));
    const narrowest = Math.min(...items.map((item) => item.width));
    if (widest - narrowest > tolerance)
      problems.push(`cards of different widths: ${Math.round(narrowest)} to ${Math.round(widest)} px`);
  }
  return problems;
}

for (const count of counts) {
  test(`every counted section with ${count} item${count === 1 ? "" : "s"} lays them out on purpose at ${widths.join(", ")} px`, async ({
    page,
  }) => {
    const landing = siteLandingPages(contentCopy()).find((each) => each.slug === slugOf(count));
    expect(landing, `the page ${slugOf(count)} in the copy`).toBeDefined();
    const sections = readLandingSections(landing!, "en", contentCopy()).flatMap(
      (section) => countedOnPage(section) ?? [],
    );
    expect(sections.map((section) => section.type).toSorted()).toEqual([...countedSections].toSorted());
    for (const section of sections) expect(section.items, section.type).toBe(count);

    await serveBuild(page);
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    const response = await page.goto(`${origin}${landingPath(slugOf(count))}`);
    expect(response?.status()).toBe(200);
    await page.evaluate(() => document.fonts.ready);

    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const measured = await page.evaluate(measure, sections);
      for (const [index, section] of sections.entries()) {
        const found = measured[index]!;
        const where = `${section.type} (${count}) at ${width} px:`;
        if (typeof found === "string") problems.push(`${where} ${found}`);
        else for (const problem of layoutProblems(section, found)) problems.push(`${where} ${problem}`);
      }
      for (const problem of await page.evaluate(offenders)) problems.push(`at ${width} px: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}

// The lone story's treatment and the sections with the most items, read by a screen reader and
// seen in each theme: axe (WCAG 2.2 AA, contrast included) on the pages of one and of five.
for (const colorScheme of ["light", "dark"] as const)
  test(`the pages of one and five items, ${colorScheme}, with no axe violations`, async ({ page }) => {
    await serveBuild(page);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const count of [1, 5]) {
      await page.goto(`${origin}${landingPath(slugOf(count))}`);
      expect(await axeViolations(page), `${slugOf(count)}, ${colorScheme}`).toEqual([]);
    }
  });
