import { fontBudgets } from "./budgets.ts";
import { getOnLoopback, measure, startLighthouseChromium, type LighthouseSample } from "./lighthouse.ts";
import { markdownTable, median, rewrittenCopy } from "./util.ts";

/**
 * The brand face's cost (docs/fonts.md): every page on the site against the same build on system
 * fonts, Lighthouse mobile (simulated), alternating in one run so both see the same machine.
 * The system-font copy has no brand @font-face, no preload and no font file; its metric-matched
 * fallback faces stay, so it draws what a visitor sees before the swap.
 */
export function makeSystemFontCopy(): Promise<string> {
  return rewrittenCopy("site-system-fonts-", (file, text) => {
    if (file.endsWith(".woff2")) return null;
    if (file.endsWith(".html")) return text.replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, "");
    if (file.endsWith(".css")) return text.replace(/@font-face\{[^}]*url\([^)]*\.woff2\)[^}]*\}/g, "");
    return undefined;
  });
}

const m = (samples: LighthouseSample[], key: "fcp" | "lcp" | "cls") => median(samples.map((s) => s[key]));

export async function runFontComparison(options: {
  paths: readonly string[];
  runs: number;
  siteOrigin: string;
  systemOrigin: string;
  cdpPort: number;
}) {
  const { paths, runs, siteOrigin, systemOrigin, cdpPort } = options;
  const browser = await startLighthouseChromium(cdpPort);
  const results: Record<string, { site: LighthouseSample[]; system: LighthouseSample[] }> = {};
  try {
    for (const path of paths) {
      const entry = (results[path] = { site: [] as LighthouseSample[], system: [] as LighthouseSample[] });
      for (let run = 0; run < runs; run++) {
        entry.site.push(await measure(`${siteOrigin}${path}`, browser));
        entry.system.push(await measure(`${systemOrigin}${path}`, browser));
        const [site, system] = [entry.site.at(-1)!, entry.system.at(-1)!];
        console.log(
          `bench: fonts ${path} run ${run + 1}/${runs}: LCP ${Math.round(site.lcp)} ms (system fonts ${Math.round(system.lcp)}), FCP ${Math.round(site.fcp)} ms (${Math.round(system.fcp)})`,
        );
      }
    }
  } finally {
    await browser.stop();
  }

  const b = fontBudgets;
  const misses: string[] = [];
  const rows: string[][] = [];
  const medians: Record<string, object> = {};
  for (const [path, { site, system }] of Object.entries(results)) {
    const [lcp, systemLcp, fcp, systemFcp, cls] = [
      m(site, "lcp"),
      m(system, "lcp"),
      m(site, "fcp"),
      m(system, "fcp"),
      m(site, "cls"),
    ];
    // Every run's fonts, so one run that fetched a second file is a miss too.
    const fonts = site.flatMap((sample) => sample.fonts);
    // Every run must fetch exactly the budgeted number; the table shows the most any run fetched.
    const counts = site.map((sample) => sample.fonts.length);
    const perRun = Math.max(...counts);
    const largest = Math.max(0, ...fonts.map((font) => font.transferSize));
    const check = (ok: boolean, what: string) => ok || misses.push(`${path}: ${what}`);
    check(
      counts.every((count) => count === b.requests),
      `${counts.join(", ")} font requests at first load in the runs, not ${b.requests} in each`,
    );
    check(largest <= b.wireBytes, `a font of ${largest} B on the wire > ${b.wireBytes} B`);
    for (const url of new Set(fonts.map((font) => font.url))) {
      const { origin, pathname } = new URL(url);
      check(
        origin === siteOrigin && pathname.startsWith("/assets/"),
        `${url} is not the site's own /assets/`,
      );
      const cache = String((await getOnLoopback(url)).headers["cache-control"] ?? "");
      check(cache.includes("immutable"), `${url} is sent with Cache-Control "${cache}", not immutable`);
    }
    check(
      lcp <= systemLcp + b.lcpAboveSystemMs + b.simulationJitterMs,
      `LCP ${Math.round(lcp)} ms is ${Math.round(lcp - systemLcp)} ms above system fonts' ${Math.round(systemLcp)} ms > ${b.lcpAboveSystemMs} ms (+${b.simulationJitterMs} ms of jitter)`,
    );
    check(
      fcp <= systemFcp + b.fcpAboveSystemMs + b.simulationJitterMs,
      `FCP ${Math.round(fcp)} ms is ${Math.round(fcp - systemFcp)} ms above system fonts' ${Math.round(systemFcp)} ms > ${b.fcpAboveSystemMs} ms (+${b.simulationJitterMs} ms of jitter)`,
    );
    check(Number(cls.toFixed(3)) <= 0, `CLS ${cls.toFixed(3)} > 0`);
    medians[path] = { lcp, systemLcp, fcp, systemFcp, cls, fontRequests: perRun, fontBytes: largest };
    rows.push(
      [
        path,
        Math.round(fcp),
        Math.round(systemFcp),
        Math.round(lcp),
        Math.round(systemLcp),
        `+${Math.round(lcp - systemLcp)}`,
        cls.toFixed(3),
        perRun,
        largest,
      ].map(String),
    );
  }
  const header = [
    "route",
    "FCP ms",
    "system FCP",
    "LCP ms",
    "system LCP",
    "LCP Δ ms",
    "CLS",
    "font requests",
    "font B (wire)",
  ];
  return { table: markdownTable(header, rows), misses, json: { runs, budgets: b, medians, results } };
}
