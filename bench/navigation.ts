import type { Browser, CDPSession } from "@playwright/test";
import { readContent } from "../src/content/read.ts";
import { assertLoopback, withTimeout } from "./procs.ts";
import { markdownTable, median, waitForIdleCpu } from "./util.ts";
import { emulateSlowPhone, slowPhone } from "./slow-phone.ts";

/**
 * Moving between pages: a click on one of the header's links on `/`, timed to the next page's
 * first paint, against the same page's cold first paint (fresh context, empty cache), both on the
 * slow-phone profile in the same run. The pointer rests on the link first, as a reader's does, and
 * the speculation rules (src/lib/speculation-rules.ts) let the browser fetch the page on that
 * intent, before the click; this bench also records what DevTools' Preload domain saw: the rule set's parse error (none expected) and whether the next page's
 * prefetch was ready when the click came. A prerender is never activated while DevTools is
 * attached, so what is timed here is the prefetch alone; a visitor's Chrome goes further.
 */
const navigationBudgetOfFirstPaint = 0.35;

/** The header's own pages, read from the content (the home page is where the clicks start). */
const targets = readContent("navigation")
  .header.links.filter((link) => link.kind === "internal" && link.to !== "/")
  .map((link) => ({ label: link.label, path: (link as { to: string }).to }));

/** The desktop header shows its links; the phone's are in a menu. */
const desktop = { viewport: { width: 1280, height: 800 } };

interface PaintWindow {
  __benchPaint(report: { path: string; at: number; fcp: number }): void;
  __benchClick(at: number): void;
}

/** Runs in every document of the page before its scripts: reports its first paint, in epoch ms. */
function paintProbe() {
  const bench = window as unknown as PaintWindow;
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName("first-contentful-paint")[0];
    if (!entry) return;
    observer.disconnect();
    bench.__benchPaint({
      path: location.pathname,
      at: performance.timeOrigin + entry.startTime,
      fcp: entry.startTime,
    });
  }).observe({ type: "paint", buffered: true });
  addEventListener("mousedown", (event) => bench.__benchClick(performance.timeOrigin + event.timeStamp), {
    capture: true,
    passive: true,
  });
}

function waitFor<T>(subscribe: (done: (value: T) => void) => void, ms: number, what: string): Promise<T> {
  return withTimeout(new Promise<T>((resolve) => subscribe(resolve)), ms, what);
}

async function coldFirstPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ ...desktop, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await emulateSlowPhone(page);
    const painted = waitFor<number>(
      (done) =>
        void page.exposeBinding("__benchPaint", (_source, report: { fcp: number }) => done(report.fcp)),
      30_000,
      `first paint of ${url}`,
    );
    await page.exposeBinding("__benchClick", () => {});
    await page.addInitScript(paintProbe);
    await page.goto(url, { waitUntil: "commit", timeout: 30_000 });
    return await painted;
  } finally {
    await context.close();
  }
}

interface NavigationSample {
  cold: number;
  clickToPaint: number;
  ratio: number;
  prefetchReadyBeforeClick: boolean;
  ruleSetErrors: string[];
  cpuIdleBefore: number;
}

async function clickOnce(
  browser: Browser,
  origin: string,
  target: { label: string; path: string },
  reducedMotion: "reduce" | "no-preference",
) {
  const context = await browser.newContext({ ...desktop, serviceWorkers: "block", reducedMotion });
  try {
    const page = await context.newPage();
    const cdp: CDPSession = await emulateSlowPhone(page);
    const ruleSetErrors: string[] = [];
    const targetUrl = new URL(target.path, origin).href;
    const prefetch = { ready: false };
    cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => {
      if (ruleSet.errorType) ruleSetErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ""}`);
    });
    cdp.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => {
      if (prefetchUrl === targetUrl && status === "Ready") prefetch.ready = true;
    });
    await cdp.send("Preload.enable");

    let clickAt: number | undefined;
    let resolvePaint!: (at: number) => void;
    const nextPaint = new Promise<number>((resolve) => (resolvePaint = resolve));
    await page.exposeBinding("__benchPaint", (_source, report: { path: string; at: number }) => {
      if (report.path === target.path) resolvePaint(report.at);
    });
    await page.exposeBinding("__benchClick", (_source, at: number) => (clickAt ??= at));
    await page.addInitScript(paintProbe);

    await page.goto(`${origin}/`, { waitUntil: "load", timeout: 30_000 });
    await waitForIdleCpu();
    // A reader's pointer comes to rest on the link (the rules' "moderate" intent: 200 ms of hover)
    // and stays while they decide, at most 10 s; whether the prefetch was ready is recorded.
    const link = page.getByRole("banner").getByRole("link", { name: target.label, exact: true }).first();
    const box = await link.boundingBox();
    if (!box) throw new Error(`bench: the header link ${target.label} is not on screen`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
    const end = Date.now() + 10_000;
    while (!prefetch.ready && Date.now() < end) await page.waitForTimeout(50);
    const readyAtClick = prefetch.ready;
    const cpuIdleBefore = await waitForIdleCpu();
    await Promise.all([
      cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount: 1 }),
      cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount: 1 }),
    ]);
    const paintAt = await withTimeout(nextPaint, 30_000, `the paint of ${target.path} after the click`);
    if (clickAt === undefined) throw new Error(`bench: the click on ${target.label} was not seen`);
    return {
      clickToPaint: paintAt - clickAt,
      prefetchReadyBeforeClick: readyAtClick,
      ruleSetErrors,
      cpuIdleBefore,
    };
  } finally {
    await context.close();
  }
}

export async function runNavigation(options: {
  browser: Browser;
  origin: string;
  runs: number;
  /** The visitor's motion preference (a view transition, if the site had one again, runs only under no-preference). */
  reducedMotion?: "reduce" | "no-preference";
  only?: string;
}) {
  const { browser, origin, runs, reducedMotion = "no-preference", only } = options;
  const results: { path: string; samples: NavigationSample[] }[] = [];
  for (const target of targets.filter(({ path }) => !only || path === only)) {
    const url = `${origin}${target.path}`;
    assertLoopback(url);
    const samples: NavigationSample[] = [];
    for (let run = 0; run < runs; run++) {
      // Cold and click alternate, so both see the same share of a busy machine.
      const cold = await withTimeout(coldFirstPaint(browser, url), 60_000, `cold paint of ${url}`);
      const click = await withTimeout(
        clickOnce(browser, origin, target, reducedMotion),
        90_000,
        `click to ${url}`,
      );
      samples.push({ cold, ...click, ratio: click.clickToPaint / cold });
      console.log(
        `bench: navigation / → ${target.path} run ${run + 1}/${runs}: cold first paint ${Math.round(cold)} ms, click → paint ${Math.round(click.clickToPaint)} ms (${(click.clickToPaint / cold).toFixed(2)}×), prefetch ready ${click.prefetchReadyBeforeClick}, CPU idle before ${Math.round(click.cpuIdleBefore * 100)}%`,
      );
    }
    results.push({ path: target.path, samples });
  }

  const header = [
    "click on /",
    "cold first paint ms",
    "click → paint ms",
    "ratio",
    "worst ratio",
    "prefetch ready",
    "rule set errors",
  ];
  const rows = results.map(({ path, samples }) => [
    `header link → ${path}`,
    String(Math.round(median(samples.map((sample) => sample.cold)))),
    String(Math.round(median(samples.map((sample) => sample.clickToPaint)))),
    median(samples.map((sample) => sample.ratio)).toFixed(2),
    Math.max(...samples.map((sample) => sample.ratio)).toFixed(2),
    `${samples.filter((sample) => sample.prefetchReadyBeforeClick).length}/${samples.length}`,
    String(samples.reduce((sum, sample) => sum + sample.ruleSetErrors.length, 0)),
  ]);
  const misses = results.flatMap(({ path, samples }) => {
    const ratio = median(samples.map((sample) => sample.ratio));
    const errors = samples.flatMap((sample) => sample.ruleSetErrors);
    return [
      ...(ratio <= navigationBudgetOfFirstPaint
        ? []
        : [
            `/ → ${path}: click → paint is ${ratio.toFixed(2)}× a cold first paint > ${navigationBudgetOfFirstPaint}×`,
          ]),
      ...(errors.length ? [`/ → ${path}: speculation rules rejected: ${errors[0]}`] : []),
    ];
  });
  return {
    table: markdownTable(header, rows),
    misses,
    json: { runs, budgetOfFirstPaint: navigationBudgetOfFirstPaint, profile: slowPhone, results },
  };
}
