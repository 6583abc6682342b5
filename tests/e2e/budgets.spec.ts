import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { nextPageLine } from "#src/components/inline-scripts/next-page-line.ts";
import { nextPageChunkFile } from "#src/lib/next-page-chunk.ts";
import { expect, pages, test } from "./fixtures.ts";
import { landingPath } from "#src/config/pages.ts";
import { servedLandingPages } from "#src/content/read-content.ts";
import { runningInlineScripts } from "#bench/util.ts";
import { gzipSize, readToTheEnd, recordScripts } from "./script-requests.ts";
import { budgetKb, scriptBudgetFor, scriptBudgets } from "#bench/budgets.ts";

// Script budgets (bench/budgets.ts), counted from what Chromium actually requests for each page,
// each file sized as gzip -9 of the build's copy. Byte counts, not timings: they change only when
// the build does.

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

interface Row {
  page: string;
  atLoad: number;
  scrolled: number;
  inline: number;
  files: string;
}
const rows: Row[] = [];

// In order, in one worker, so the table below gathers every page.
test.describe.configure({ mode: "default" });

// The fixed pages and each landing page, whose budget says whether it has the calculator.
for (const path of [...pages, ...servedLandingPages().map(({ slug }) => landingPath(slug))]) {
  test(`${path} stays within its script budget, scrolled to the bottom`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const atLoad = [...new Set(scripts.paths)].reduce((sum, file) => sum + gzipSize(file), 0);

    await readToTheEnd(page);
    const fetched = [...new Set(scripts.paths)];
    const scrolled = fetched.reduce((sum, file) => sum + gzipSize(file), 0);
    const inline = (await runningInlineScripts(page)).reduce((sum, text) => sum + gz(text), 0);
    rows.push({ page: path, atLoad, scrolled, inline, files: scripts.chunks().join(" ") || "—" });

    // Every script comes from this site's build (gzipSize fails on anything else).
    expect(scrolled + inline, `script on ${path}, gzip bytes`).toBeLessThanOrEqual(scriptBudgetFor(path));
    if (scriptBudgets.noScriptPaths.includes(path)) {
      expect(fetched, `scripts fetched by ${path}`).toEqual([]);
      expect(await runningInlineScripts(page), `inline script on ${path}`).toEqual([nextPageScript]);
    }
  });
}

// The next page on intent (decision 021): every page's line for engines without speculation rules, and the module it imports
// there after load (Chromium never does: the page tests above see no file on the script-free pages).
const nextPageModule = (JSON.parse(readFileSync(nextPageChunkFile, "utf8")) as { url: string }).url;
const nextPageScript = nextPageLine(nextPageModule);
test("the next-page line and its module stay under their budgets", () => {
  const line = gz(nextPageScript);
  expect(line, "the line, gzip bytes").toBeLessThanOrEqual(scriptBudgets.nextPageBytes.line);
  expect(gzipSize(nextPageModule), "the module, gzip bytes").toBeLessThanOrEqual(
    scriptBudgets.nextPageBytes.module,
  );
});

// When each island's code arrives is tests/e2e/islands.spec.ts's concern; this file counts bytes.
test.afterAll(() => {
  if (rows.length === 0) return;
  console.log(
    [
      `Script per page, gzip -9 KB (1 KB = 1000 B), budget ${budgetKb(scriptBudgets.anyPageBytes)}:`,
      "| page | at load | scrolled to bottom | inline | fetched |",
      "|---|---:|---:|---:|---|",
      ...rows.map(
        (row) =>
          `| ${row.page} | ${budgetKb(row.atLoad)} | ${budgetKb(row.scrolled)} | ${budgetKb(row.inline)} | ${row.files} |`,
      ),
    ].join("\n"),
  );
});
