import type { Browser, Page } from "@playwright/test";
import { assertLoopback, withTimeout } from "./procs.ts";
import { gzipSize, markdownTable, runningInlineScripts, servedFileGzipBytes } from "./util.ts";
import { budgetKb, scriptBudgetFor, scriptBudgets } from "./budgets.ts";
import { analyticsBootScript } from "#src/components/inline-scripts/analytics-boot-line.ts";
import { englishPath } from "#src/config/locales.ts";

const QUIET_MS = 1_500;

async function networkQuiet(page: Page, inFlight: () => number, lastActivity: () => number) {
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    if (inFlight() === 0 && Date.now() - lastActivity() >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

/** The counting script on a page (docs/decisions/015): its bytes, and when it was asked for. */
interface Counting {
  /** The boot line and the module, gzip -9. */
  bytes: number;
  paintedAt: number;
  requestedAt: number;
}

/** The counting module a page requested (a build with ANALYTICS_COLLECTOR), or null. */
async function countingOf(page: Page): Promise<Counting | null> {
  const found = await page.evaluate(() => {
    const module = performance
      .getEntriesByType("resource")
      .find((entry) => /\/assets\/analytics\.[^/]+\.js$/.test(entry.name));
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return module
      ? { url: module.name, requestedAt: module.startTime, paintedAt: paint?.startTime ?? Infinity }
      : null;
  });
  if (!found) return null;
  const boot = analyticsBootScript(new URL(found.url).pathname);
  const inline = await page.evaluate(() => [...document.scripts].map((script) => script.text));
  if (!inline.includes(boot))
    throw new Error(`bench: ${page.url()} requested ${found.url} without its boot line`);
  return {
    bytes: (servedFileGzipBytes(found.url) ?? Infinity) + gzipSize(boot),
    paintedAt: found.paintedAt,
    requestedAt: found.requestedAt,
  };
}

/** Script a page ran, in gzip -9 bytes (budgets.ts counts the same way). */
interface ScriptLoad {
  files: string[];
  fetched: number;
  inline: number;
  total: number;
}

/**
 * Script at first load, per page: what Chromium fetched (Lighthouse's mobile viewport, no
 * throttling) until the page has loaded and the network has been quiet for a while, counted as
 * gzip -9 of the files on disk, plus the inline scripts. Then once more after scrolling to the
 * end, when every `client:visible` island has come into view (shown, not budgeted).
 */
export async function runScriptBytes(options: {
  browser: Browser;
  origin: string;
  paths: readonly string[];
}) {
  const { browser, origin, paths } = options;
  const results: Record<
    string,
    { firstLoad: ScriptLoad; afterScroll: ScriptLoad; counting: Counting | null }
  > = {};
  for (const path of paths) {
    const url = `${origin}${path}`;
    assertLoopback(url);
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: "block",
    });
    try {
      const page = await context.newPage();
      const scripts = new Set<string>();
      let inFlight = 0;
      let lastActivity = Date.now();
      page.on("request", (request) => {
        inFlight++;
        lastActivity = Date.now();
        const { pathname } = new URL(request.url());
        if (request.resourceType() === "script" || /\.m?js$/.test(pathname)) scripts.add(request.url());
      });
      const settle = () => {
        inFlight = Math.max(0, inFlight - 1);
        lastActivity = Date.now();
      };
      page.on("requestfinished", settle);
      page.on("requestfailed", settle);

      const snapshot = async (): Promise<ScriptLoad> => {
        const inline = await runningInlineScripts(page);
        const fetched = [...scripts].reduce(
          (sum, scriptUrl) => sum + (servedFileGzipBytes(scriptUrl) ?? 0),
          0,
        );
        const inlineBytes = inline.reduce((sum, text) => sum + gzipSize(text), 0);
        return {
          files: [...scripts].map((scriptUrl) => new URL(scriptUrl).pathname),
          fetched,
          inline: inlineBytes,
          total: fetched + inlineBytes,
        };
      };

      await withTimeout(
        (async () => {
          await page.goto(url, { waitUntil: "load", timeout: 30_000 });
          await networkQuiet(
            page,
            () => inFlight,
            () => lastActivity,
          );
        })(),
        60_000,
        `first load of ${url}`,
      );
      const firstLoad = await snapshot();
      const counting = await countingOf(page);
      await withTimeout(
        (async () => {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0; y <= height; y += 400) {
            await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
            await page.waitForTimeout(50);
          }
          await networkQuiet(
            page,
            () => inFlight,
            () => lastActivity,
          );
        })(),
        60_000,
        `scrolling ${url}`,
      );
      results[path] = { firstLoad, afterScroll: await snapshot(), counting };
    } finally {
      await context.close();
    }
  }

  const header = [
    "route",
    "script files at first load",
    "fetched KB gz",
    "inline KB gz",
    "first load KB gz",
    "after scrolling KB gz",
    "budget KB",
  ];
  const rows = Object.entries(results).map(([path, { firstLoad, afterScroll }]) =>
    [
      path,
      firstLoad.files.map((file) => file.replace(/^\/assets\//, "")).join(" ") || "none",
      budgetKb(firstLoad.fetched),
      budgetKb(firstLoad.inline),
      budgetKb(firstLoad.total),
      budgetKb(afterScroll.total),
      budgetKb(scriptBudgetFor(path, { counting: results[path]!.counting !== null })),
    ].map(String),
  );
  const misses = Object.entries(results).flatMap(([path, { firstLoad, counting }]) => {
    const budget = scriptBudgetFor(path, { counting: counting !== null });
    const missed =
      firstLoad.total <= budget
        ? []
        : [`${path}: ${budgetKb(firstLoad.total)} KB gzip of script at first load > ${budgetKb(budget)} KB`];
    if (counting && counting.bytes > scriptBudgets.countingBytes)
      missed.push(
        `${path}: counting, ${budgetKb(counting.bytes)} KB > ${budgetKb(scriptBudgets.countingBytes)} KB`,
      );
    if (counting && !(counting.requestedAt > counting.paintedAt))
      missed.push(
        `${path}: the counting module was requested at ${counting.requestedAt} ms, before first paint (${counting.paintedAt} ms)`,
      );
    // Every language's page loads exactly its English page's script: words are data and never add
    // code (docs/decisions/018).
    const english = englishPath(path);
    const original = results[english];
    if (english !== path && original && firstLoad.total !== original.firstLoad.total)
      missed.push(
        `${path}: ${budgetKb(firstLoad.total)} KB gzip of script at first load, not ${english}'s ${budgetKb(original.firstLoad.total)} KB`,
      );
    return missed;
  });
  const countingRows = Object.entries(results).flatMap(([path, { counting }]) =>
    counting
      ? [
          [
            path,
            budgetKb(counting.bytes),
            `${Math.round(counting.paintedAt)}`,
            `${Math.round(counting.requestedAt)}`,
          ],
        ]
      : [],
  );
  const countingTable =
    countingRows.length > 0
      ? `\n\nCounting (ANALYTICS_COLLECTOR set), budget ${budgetKb(scriptBudgets.countingBytes)} KB a page, requested after first paint:\n\n${markdownTable(["route", "boot + module KB gz", "first paint ms", "module requested ms"], countingRows)}`
      : "";
  return {
    table: markdownTable(header, rows) + countingTable,
    misses,
    json: { budgets: scriptBudgets, results },
  };
}
