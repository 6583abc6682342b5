import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { assertLoopback, removeAtEnd, startChild, stopChild, waitForUrl, withTimeout } from "./procs.ts";
import { lighthouseBudgets } from "./budgets.ts";
import { kb, markdownTable, median, waitForIdleCpu } from "./util.ts";

/**
 * Lighthouse 13, mobile form factor, default simulated throttling, against a Chromium started
 * here with a CDP port. Every page is measured on the site and on the floor (the same build with
 * its scripts removed) in the same run, alternating, so both see the same machine load.
 */
export interface LighthouseSample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsKb: number;
  jsGzipKb: number;
  cssKb: number;
  htmlKb: number;
  /** The page's own document on the wire, headers included, in bytes (Lighthouse's transferSize). */
  documentBytes: number;
  fontKb: number;
  /** Every font the page requested, with its bytes on the wire (headers included). */
  fonts: { url: string; transferSize: number }[];
  totalKb: number;
  requests: number;
  failedAudits: string[];
  /** Share of the machine's CPU idle just before the run (the machine is shared). */
  cpuIdleBefore: number;
}

const sampleKeys = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcp",
  "lcp",
  "tbt",
  "cls",
  "si",
  "jsKb",
  "jsGzipKb",
  "cssKb",
  "htmlKb",
  "documentBytes",
  "fontKb",
  "totalKb",
  "requests",
] as const;
type Medians = Record<(typeof sampleKeys)[number] | "floorLcp" | "floorTbt", number> & {
  failedAudits: string[];
};

export const chromiumArgs = [
  "--no-first-run",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  // Every hostname resolves nowhere: the browser can reach only 127.0.0.1.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

/** Headless Chromium with its DevTools port on loopback, for Lighthouse; restartable. */
export async function startLighthouseChromium(port: number) {
  let child: ChildProcess | undefined;
  const start = async () => {
    const profile = removeAtEnd(mkdtempSync(join(tmpdir(), "site-bench-chrome-")));
    child = startChild(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", [
      "--headless=new",
      "--no-sandbox",
      `--remote-debugging-port=${port}`,
      "--remote-debugging-address=127.0.0.1",
      `--user-data-dir=${profile}`,
      ...chromiumArgs,
      "about:blank",
    ]);
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, 60_000);
  };
  const stop = async () => {
    if (child) await stopChild(child);
    child = undefined;
  };
  await start();
  return {
    port,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
  };
}
export type LighthouseChromium = Awaited<ReturnType<typeof startLighthouseChromium>>;

/**
 * One GET on loopback: the response's headers and its body's bytes as sent (with gzip when asked
 * for: what "KB gzip" means).
 */
export function getOnLoopback(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }> {
  assertLoopback(url);
  return new Promise((done, reject) => {
    const request = get(url, { headers, timeout: 10_000 }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => done({ headers: response.headers, bytes }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`bench: ${url} timed out`)));
    request.on("error", reject);
  });
}

// A Lighthouse run now and then ends without metrics (NO_NAVSTART and other trace errors, more
// often on a loaded machine). Such a run is repeated on a freshly started Chromium rather than
// counted, and said so.
async function lighthouseRun(url: string, browser: LighthouseChromium) {
  assertLoopback(url);
  for (let attempt = 1; ; attempt++) {
    const result = await withTimeout(
      lighthouse(url, { port: browser.port, hostname: "127.0.0.1", output: "json", logLevel: "error" }),
      180_000,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`bench: no Lighthouse result for ${url}`);
    const failed =
      result.lhr.runtimeError?.message ??
      (["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"].some(
        (id) => !Number.isFinite(result.lhr.audits[id]?.numericValue),
      )
        ? "missing metrics"
        : undefined);
    if (failed === undefined) return result;
    if (attempt === 5) throw new Error(`bench: Lighthouse failed 5 times on ${url}: ${failed}`);
    console.warn(`bench: repeating a Lighthouse run on ${url} with a new Chromium (${failed})`);
    await browser.restart();
  }
}

/**
 * One Lighthouse run. `noindex`: the page keeps search engines out on purpose (a campaign page,
 * out of search results unless its editor lets it in: docs/editing.md), so SEO is scored without the audit that asks to be indexed (is-crawlable), every
 * other SEO audit still counted.
 */
export async function measure(
  url: string,
  browser: LighthouseChromium,
  { noindex = false } = {},
): Promise<LighthouseSample> {
  const cpuIdleBefore = await waitForIdleCpu();
  const result = await lighthouseRun(url, browser);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const unindexed = new Set(noindex ? ["is-crawlable"] : []);
  const seoRefs = (categories["seo"]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !unindexed.has(ref.id),
  );
  const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const seo = noindex
    ? Math.round(
        (seoRefs.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 1), 0) / seoWeight) * 100,
      )
    : score("seo");
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      audits["network-requests"]?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const bytes = (type?: string) =>
    kb(
      requests
        .filter((item) => !type || item.resourceType === type)
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    );
  const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1 && !unindexed.has(ref.id))
      .map((ref) => `${category}:${ref.id}`),
  );
  const scriptBodies = await Promise.all(
    requests
      .filter((item) => item.resourceType === "Script")
      .map(async (item) => (await getOnLoopback(item.url, { "accept-encoding": "gzip" })).bytes),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo,
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
    jsKb: bytes("Script"),
    jsGzipKb: kb(scriptBodies.reduce((sum, size) => sum + size, 0)),
    cssKb: bytes("Stylesheet"),
    htmlKb: bytes("Document"),
    documentBytes: requests.find((item) => item.resourceType === "Document")?.transferSize ?? Number.NaN,
    fontKb: bytes("Font"),
    fonts: requests
      .filter((item) => item.resourceType === "Font")
      .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 })),
    totalKb: bytes(),
    requests: requests.length,
    failedAudits,
    cpuIdleBefore,
  };
}

export async function runLighthouse(options: {
  paths: readonly string[];
  runs: number;
  siteOrigin: string;
  floorOrigin: string;
  cdpPort: number;
  /** Pages that keep search engines out on purpose: their SEO is judged without is-crawlable. */
  noindex?: readonly string[];
}) {
  const { paths, runs, siteOrigin, floorOrigin, cdpPort, noindex = [] } = options;
  const browser = await startLighthouseChromium(cdpPort);
  try {
    return await measureAll(paths, runs, siteOrigin, floorOrigin, browser, noindex);
  } finally {
    // Playwright's Chromium, next, should not share two cores with this one.
    await browser.stop();
  }
}

async function measureAll(
  paths: readonly string[],
  runs: number,
  siteOrigin: string,
  floorOrigin: string,
  browser: LighthouseChromium,
  noindex: readonly string[],
) {
  const results: Record<string, { site: LighthouseSample[]; floor: LighthouseSample[] }> = {};
  for (const path of paths) {
    const entry = (results[path] = { site: [] as LighthouseSample[], floor: [] as LighthouseSample[] });
    for (let run = 0; run < runs; run++) {
      const options = { noindex: noindex.includes(path) };
      entry.site.push(await measure(`${siteOrigin}${path}`, browser, options));
      entry.floor.push(await measure(`${floorOrigin}${path}`, browser, options));
      const last = entry.site.at(-1)!;
      console.log(
        `bench: lighthouse ${path} run ${run + 1}/${runs}: Perf ${last.performance}, LCP ${Math.round(last.lcp)} ms (floor ${Math.round(entry.floor.at(-1)!.lcp)}), TBT ${Math.round(last.tbt)} ms, CPU idle before ${Math.round(last.cpuIdleBefore * 100)}%`,
      );
    }
  }

  const medians: Record<string, Medians> = Object.fromEntries(
    Object.entries(results).map(([path, { site, floor }]) => [
      path,
      {
        ...Object.fromEntries(sampleKeys.map((key) => [key, median(site.map((sample) => sample[key]))])),
        floorLcp: median(floor.map((sample) => sample.lcp)),
        // The floor's TBT is what the HTML and CSS alone cost the main thread: the part of the
        // site's TBT that no script change can remove.
        floorTbt: median(floor.map((sample) => sample.tbt)),
        failedAudits: [...new Set(site.flatMap((sample) => sample.failedAudits))],
      } as Medians,
    ]),
  );

  const header = [
    "route",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "FCP ms",
    "LCP ms",
    "floor LCP",
    "LCP/floor",
    "TBT ms",
    "floor TBT",
    "CLS",
    "SI ms",
    "JS KB",
    "JS gzip KB",
    "CSS KB",
    "HTML KB",
    "doc B",
    "font KB",
    "total KB",
    "req",
  ];
  const rows = Object.entries(medians).map(([path, m]) =>
    [
      path,
      m.performance,
      m.accessibility,
      m.bestPractices,
      m.seo,
      Math.round(m.fcp),
      Math.round(m.lcp),
      Math.round(m.floorLcp),
      (m.lcp / m.floorLcp).toFixed(2),
      Math.round(m.tbt),
      Math.round(m.floorTbt),
      m.cls.toFixed(3),
      Math.round(m.si),
      m.jsKb.toFixed(1),
      m.jsGzipKb.toFixed(1),
      m.cssKb.toFixed(1),
      m.htmlKb.toFixed(1),
      Math.round(m.documentBytes),
      m.fontKb.toFixed(1),
      m.totalKb.toFixed(1),
      m.requests,
    ].map(String),
  );

  const b = lighthouseBudgets;
  const misses: string[] = [];
  const notes: string[] = [];
  for (const [path, m] of Object.entries(medians)) {
    const check = (ok: boolean, what: string) => ok || misses.push(`${path}: ${what}`);
    check(m.performance >= b.performance, `Lighthouse Performance ${m.performance} < ${b.performance}`);
    check(m.accessibility >= b.accessibility, `Accessibility ${m.accessibility} < ${b.accessibility}`);
    check(m.bestPractices >= b.bestPractices, `Best Practices ${m.bestPractices} < ${b.bestPractices}`);
    check(m.seo >= b.seo, `SEO ${m.seo} < ${b.seo}`);
    check(
      m.lcp <= m.floorLcp * b.lcpFloorRatio,
      `LCP ${Math.round(m.lcp)} ms is ${(m.lcp / m.floorLcp).toFixed(2)}× the floor's ${Math.round(m.floorLcp)} ms > ${b.lcpFloorRatio}×`,
    );
    check(
      m.documentBytes <= b.documentBytes,
      `the document is ${Math.round(m.documentBytes)} B on the wire > ${b.documentBytes} B, one initial congestion window: a round trip more before first paint`,
    );
    check(m.tbt <= b.tbtMs, `TBT ${m.tbt.toFixed(1)} ms > ${b.tbtMs} ms (floor ${m.floorTbt.toFixed(1)} ms)`);
    check(Number(m.cls.toFixed(3)) <= b.cls, `CLS ${m.cls.toFixed(3)} > ${b.cls}`);
    if (m.failedAudits.length)
      notes.push(`${path}: audits failing in some run: ${m.failedAudits.join(", ")}`);
  }

  return {
    table: markdownTable(header, rows),
    misses,
    notes,
    json: { runs, budgets: b, medians, results },
  };
}
