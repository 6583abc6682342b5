import type { Browser, BrowserContextOptions, CDPSession, Page } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";
import { navigationBudgets } from "./budgets.ts";
import { assertLoopback, withTimeout } from "./procs.ts";
import { idleMeter, markdownTable, median, waitForIdleCpu } from "./util.ts";
import { emulateSlowPhone, slowerMachineCpuSlowdown, slowPhone } from "./slow-phone.ts";

/**
 * Moving between pages: a header link on `/` followed until the next page's heading is painted,
 * against the same page's cold load until its heading is painted (fresh context, empty cache) on
 * the same device, both on the slow-phone profile in the same run. The press is timed when the
 * driver sends it (Node's clock), not by the page's event timestamp, which a busy page sets late;
 * the heading by the first animation frame in which the page's `h1` is rendered, on the page's
 * clock (its time origin plus the frame's time): both wall-clock times on this machine. Timed the
 * way readers move, not at the best case:
 * - desktop: the pointer comes to rest on the link, stays 300 ms, and clicks, whatever is ready;
 * - phone (375 px, touch): a tap opens the menu, and 300 ms later a tap on the link;
 * - desktop, long rest (reported, not budgeted): the pointer stays until the prefetch is ready
 *   (at most 10 s), the best a prefetch can do;
 * - the desktop and phone readers again on a slower machine: the CPU slowed 6× rather than 4×,
 *   against the cold load at 6×.
 * The speculation rules (src/lib/speculation-rules.ts) decide what is fetched before the click; the
 * bench records what DevTools' Preload domain saw: the rule set's parse error (none expected) and
 * whether the next page's prefetch was ready at the click; and what the next page says of itself:
 * whether it was served from the prefetch (`deliveryType` "navigational-prefetch"). Chromium never activates a prerender
 * while DevTools is attached, so what is timed here is the prefetch alone; a visitor's desktop
 * Chrome goes further. The browser's own prefetches escape DevTools' network emulation, so the
 * caller serves the site through bench/prefetch-throttle.ts, which gives them the slow phone's.
 */

const headerNav = readContent("navigation").header;
/** The header's own pages, read from the content (the home page is where the clicks start). */
export const headerTargets = headerNav.links
  .filter((link) => link.kind === "internal" && link.to !== "/")
  .map((link) => ({ label: link.label, path: (link as { to: string }).to }));

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
/** A phone: the header's links are in the menu, and the reader's finger has no hover. */
const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
};

type Device = "desktop" | "phone";
const devices: Record<Device, BrowserContextOptions> = { desktop, phone };

interface Reader {
  id: string;
  label: string;
  device: Device;
  /** How long the pointer rests on the link, or "ready": until its prefetch is ready (≤ 10 s). */
  rest: number | "ready";
  budget?: number;
  /** The CPU slowed this much rather than the slow phone's 4×. */
  cpuSlowdown: number;
}

const quickReaders: readonly Reader[] = [
  {
    id: "desktop-rest-300",
    label: "desktop, pointer rests 300 ms then clicks",
    device: "desktop",
    rest: 300,
    budget: navigationBudgets.desktopRest300Ms,
    cpuSlowdown: slowPhone.cpuSlowdown,
  },
  {
    id: "phone-menu-tap",
    label: "phone, opens the menu, taps 300 ms later",
    device: "phone",
    rest: 300,
    budget: navigationBudgets.phoneMenuTap,
    cpuSlowdown: slowPhone.cpuSlowdown,
  },
];

const readers: readonly Reader[] = [
  ...quickReaders,
  {
    id: "desktop-long-rest",
    label: "desktop, long rest: clicks once the prefetch is ready (no budget)",
    device: "desktop",
    rest: "ready",
    cpuSlowdown: slowPhone.cpuSlowdown,
  },
  ...quickReaders.map((reader) => ({
    ...reader,
    id: `${reader.id}-cpu-${slowerMachineCpuSlowdown}`,
    label: `${reader.label}, CPU ${slowerMachineCpuSlowdown}×`,
    cpuSlowdown: slowerMachineCpuSlowdown,
  })),
];

interface PaintReport {
  path: string;
  /** When the page's heading was first rendered: epoch ms, and ms from the page's navigation start. */
  at: number;
  sinceStart: number;
  /** The document came from a prefetch. */
  fromPrefetch: boolean;
}

interface PaintWindow {
  __benchPaint(report: PaintReport): void;
}

/**
 * Runs in every document of the page before its scripts: reports the first animation frame in
 * which the page's heading is rendered (frames run only once the page may paint), in epoch ms.
 */
function paintProbe() {
  const bench = window as unknown as PaintWindow;
  const frame = (time: number) => {
    const heading = document.querySelector("h1");
    if (!heading?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
      requestAnimationFrame(frame);
      return;
    }
    const navigation = performance.getEntriesByType("navigation")[0] as
      (PerformanceNavigationTiming & { deliveryType?: string }) | undefined;
    bench.__benchPaint({
      path: location.pathname,
      at: performance.timeOrigin + time,
      sinceStart: time,
      fromPrefetch: navigation?.deliveryType === "navigational-prefetch",
    });
  };
  requestAnimationFrame(frame);
}

/** A cold load serves every reader on the same device and CPU. */
const coldKey = (reader: Reader) => `${reader.device}@${reader.cpuSlowdown}`;

async function coldFirstPaint(
  browser: Browser,
  url: string,
  device: Device,
  cpuSlowdown: number,
): Promise<number> {
  const context = await browser.newContext({ ...devices[device], serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await emulateSlowPhone(page, cpuSlowdown);
    let done!: (sinceStart: number) => void;
    const painted = new Promise<number>((resolve) => (done = resolve));
    // Bound before the page loads: a probe that reports before its binding exists is lost.
    await page.exposeBinding("__benchPaint", (_source, report: PaintReport) => done(report.sinceStart));
    await page.addInitScript(paintProbe);
    await page.goto(url, { waitUntil: "commit", timeout: 30_000 });
    return await withTimeout(painted, 30_000, `first paint of ${url}`);
  } finally {
    await context.close();
  }
}

interface NavigationSample {
  cold: number;
  clickToPaint: number;
  ratio: number;
  prefetchReadyAtClick: boolean;
  /** The next page was served from the prefetch. */
  usedPrefetch: boolean;
  ruleSetErrors: string[];
  cpuIdleBefore: number;
}

async function centre(page: Page, what: string, locate: () => ReturnType<Page["locator"]>) {
  const box = await locate().boundingBox();
  if (!box) throw new Error(`bench: ${what} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function tap(cdp: CDPSession, at: { x: number; y: number }) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

async function followOnce(
  browser: Browser,
  origin: string,
  target: { label: string; path: string },
  reader: Reader,
  reducedMotion: "reduce" | "no-preference",
) {
  const context = await browser.newContext({
    ...devices[reader.device],
    serviceWorkers: "block",
    reducedMotion,
  });
  try {
    const page = await context.newPage();
    const cdp: CDPSession = await emulateSlowPhone(page, reader.cpuSlowdown);
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

    let pressAt: number;
    let resolvePaint!: (report: PaintReport) => void;
    const nextPaint = new Promise<PaintReport>((resolve) => (resolvePaint = resolve));
    await page.exposeBinding("__benchPaint", (_source, report: PaintReport) => {
      if (report.path === target.path) resolvePaint(report);
    });
    await page.addInitScript(paintProbe);

    await page.goto(`${origin}/`, { waitUntil: "load", timeout: 30_000 });
    // The reader arrives once the page is in and the machine is quiet (at most 8 s: a shared
    // machine may never be), the same start for every run.
    await waitForIdleCpu(0.5, 8_000);
    let readyAtClick: boolean;
    let cpuIdleBefore: number;
    if (reader.device === "phone") {
      const menuButton = await centre(page, "the menu button", () =>
        page.getByRole("banner").getByRole("button", { name: headerNav.menuButton }),
      );
      await tap(cdp, menuButton);
      const link = () => page.locator("#mobile-menu").getByRole("link", { name: target.label, exact: true });
      await link().waitFor({ state: "visible", timeout: 10_000 });
      const at = await centre(page, `the menu link ${target.label}`, link);
      const idle = idleMeter();
      await page.waitForTimeout(reader.rest as number);
      readyAtClick = prefetch.ready;
      cpuIdleBefore = idle();
      pressAt = Date.now();
      await tap(cdp, at);
    } else {
      const at = await centre(page, `the header link ${target.label}`, () =>
        page.getByRole("banner").getByRole("link", { name: target.label, exact: true }).first(),
      );
      await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...at });
      if (reader.rest === "ready") {
        const end = Date.now() + 10_000;
        while (!prefetch.ready && Date.now() < end) await page.waitForTimeout(50);
        readyAtClick = prefetch.ready;
        cpuIdleBefore = await waitForIdleCpu();
      } else {
        // A quick reader does not wait for the machine: the click comes after the rest, and the
        // idle share recorded is the rest's own.
        const idle = idleMeter();
        await page.waitForTimeout(reader.rest);
        readyAtClick = prefetch.ready;
        cpuIdleBefore = idle();
      }
      pressAt = Date.now();
      await Promise.all([
        cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at, button: "left", clickCount: 1 }),
        cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at, button: "left", clickCount: 1 }),
      ]);
    }
    const painted = await withTimeout(nextPaint, 30_000, `the paint of ${target.path} after the click`);
    return {
      clickToPaint: painted.at - pressAt,
      prefetchReadyAtClick: readyAtClick,
      usedPrefetch: painted.fromPrefetch,
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
  const results: { reader: string; path: string; samples: NavigationSample[] }[] = [];
  for (const target of headerTargets.filter(({ path }) => !only || path === only)) {
    const url = `${origin}${target.path}`;
    assertLoopback(url);
    const samples = new Map<string, NavigationSample[]>(readers.map((reader) => [reader.id, []]));
    for (let run = 0; run < runs; run++) {
      // Cold loads and followed links alternate, so all see the same share of a busy machine: one
      // cold load per device and CPU slowdown that a reader uses.
      const cold = new Map<string, number>();
      for (const reader of readers)
        if (!cold.has(coldKey(reader)))
          cold.set(
            coldKey(reader),
            await withTimeout(
              coldFirstPaint(browser, url, reader.device, reader.cpuSlowdown),
              60_000,
              `cold paint of ${url} (${coldKey(reader)})`,
            ),
          );
      for (const reader of readers) {
        const followed = await withTimeout(
          followOnce(browser, origin, target, reader, reducedMotion),
          90_000,
          `${reader.id} to ${url}`,
        );
        const coldMs = cold.get(coldKey(reader))!;
        const sample = { cold: coldMs, ...followed, ratio: followed.clickToPaint / coldMs };
        samples.get(reader.id)!.push(sample);
        console.log(
          `bench: navigation / → ${target.path}, ${reader.id}, run ${run + 1}/${runs}: cold first paint ${Math.round(sample.cold)} ms, press → paint ${Math.round(sample.clickToPaint)} ms (${sample.ratio.toFixed(2)}×), prefetch ready ${sample.prefetchReadyAtClick}, used ${sample.usedPrefetch}, CPU idle before ${Math.round(sample.cpuIdleBefore * 100)}%`,
        );
      }
    }
    for (const reader of readers)
      results.push({ reader: reader.id, path: target.path, samples: samples.get(reader.id)! });
  }

  const header = [
    "reader, header link on /",
    "cold: heading painted ms",
    "press → heading painted ms",
    "ratio",
    "worst ratio",
    "budget",
    "prefetch ready at press",
    "served from prefetch",
    "rule set errors",
  ];
  const readerOf = (id: string) => readers.find((reader) => reader.id === id)!;
  const rows = results.map(({ reader, path, samples }) => [
    `${readerOf(reader).label} → ${path}`,
    String(Math.round(median(samples.map((sample) => sample.cold)))),
    String(Math.round(median(samples.map((sample) => sample.clickToPaint)))),
    median(samples.map((sample) => sample.ratio)).toFixed(2),
    Math.max(...samples.map((sample) => sample.ratio)).toFixed(2),
    readerOf(reader).budget === undefined ? "—" : `≤ ${readerOf(reader).budget}`,
    `${samples.filter((sample) => sample.prefetchReadyAtClick).length}/${samples.length}`,
    `${samples.filter((sample) => sample.usedPrefetch).length}/${samples.length}`,
    String(samples.reduce((sum, sample) => sum + sample.ruleSetErrors.length, 0)),
  ]);
  const misses = results.flatMap(({ reader, path, samples }) => {
    const ratio = median(samples.map((sample) => sample.ratio));
    const budget = readerOf(reader).budget;
    const errors = samples.flatMap((sample) => sample.ruleSetErrors);
    return [
      ...(budget === undefined || ratio <= budget
        ? []
        : [
            `navigation, ${readerOf(reader).label}, / → ${path}: press → heading painted is ${ratio.toFixed(2)}× its cold load > ${budget}× (median of ${samples.length})`,
          ]),
      ...(errors.length ? [`/ → ${path}: speculation rules rejected: ${errors[0]}`] : []),
    ];
  });
  return {
    table: markdownTable(header, rows),
    misses,
    json: { runs, budgets: navigationBudgets, readers, profile: slowPhone, results },
  };
}
