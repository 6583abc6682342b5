import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createRequire } from "node:module";
import lighthouse from "lighthouse";
import { pagePaths } from "../src/config/pages.ts";

/**
 * Lighthouse (mobile, default simulated throttling) on every page, three runs each, served as
 * `npm start` serves it, next to the same build with every script removed (the floor).
 * Prints medians, writes bench-results/lighthouse.json, and fails when a budget is missed.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE_PORT = 4573;
const FLOOR_PORT = 4574;
const CDP_PORT = 9333;

const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1600,
  lcpFloorRatio: 1.15,
  tbtMs: 100,
  cls: 0.01,
  // JavaScript is budgeted as gzip bodies, as issue 7 states it. Lighthouse's transfer sizes also
  // count response headers, and every response carries the full security headers issue 6 asks
  // for (the CSP alone is ~1.4 KB): the table shows both, so the header cost stays visible.
  home: { jsGzipKb: 120, cssKb: 15, fontKb: 60, totalKb: 200 },
};

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("exit", stopAll);

// Canonical URLs must point at the origin Lighthouse loads, or its SEO audit fails them.
const env = { ...process.env, SITE_ORIGIN: `http://127.0.0.1:${SITE_PORT}` };
if (spawnSync("npm", ["run", "build"], { stdio: "inherit", env }).status !== 0) process.exit(1);

// The floor: the same HTML and CSS without a single script.
const floorDir = mkdtempSync(join(tmpdir(), "site-floor-"));
cpSync("build/client", floorDir, { recursive: true });
for (const file of readdirSync(floorDir, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const path = join(floorDir, file);
  const html = readFileSync(path, "utf8")
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  writeFileSync(path, html);
  rmSync(`${path}.gz`, { force: true });
}

const serveBin = resolve(createRequire(import.meta.url).resolve("serve/package.json"), "../build/main.js");
children.push(
  spawn(process.execPath, ["scripts/start.ts"], {
    env: { ...env, PORT: String(SITE_PORT) },
    stdio: "ignore",
  }),
  spawn(
    process.execPath,
    [
      serveBin,
      floorDir,
      "--config",
      resolve("build/serve.json"),
      "--listen",
      `tcp://127.0.0.1:${FLOOR_PORT}`,
      "--no-clipboard",
    ],
    { env: { ...process.env, NO_UPDATE_CHECK: "1" }, stdio: "ignore" },
  ),
);
const chromeProfile = mkdtempSync(join(tmpdir(), "site-bench-chrome-"));
children.push(
  spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--headless=new",
      `--remote-debugging-port=${CDP_PORT}`,
      `--user-data-dir=${chromeProfile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "about:blank",
    ],
    { stdio: "ignore" },
  ),
);

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`bench: ${url} did not come up`);
}
await Promise.all([
  waitFor(`http://127.0.0.1:${SITE_PORT}/`),
  waitFor(`http://127.0.0.1:${FLOOR_PORT}/`),
  waitFor(`http://127.0.0.1:${CDP_PORT}/json/version`),
]);

interface Sample {
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
  fontKb: number;
  totalKb: number;
  requests: number;
  failedAudits: string[];
}

/** Bytes of a response body as sent with gzip, headers excluded (what "120 KB gzip" means). */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((done, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => done(bytes));
    }).on("error", reject);
  });
}

// A Lighthouse run now and then ends without metrics (a trace it could not read); such a run is
// repeated rather than counted, and said so.
async function lighthouseRun(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: CDP_PORT, output: "json", logLevel: "error" });
    if (!result) throw new Error(`bench: no Lighthouse result for ${url}`);
    const failed =
      result.lhr.runtimeError?.message ??
      (["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"].some(
        (id) => !Number.isFinite(result.lhr.audits[id]?.numericValue),
      )
        ? "missing metrics"
        : undefined);
    if (failed === undefined) return result;
    if (attempt === 3) throw new Error(`bench: Lighthouse failed 3 times on ${url}: ${failed}`);
    console.warn(`bench: repeating a Lighthouse run on ${url} (${failed})`);
  }
}

async function measure(url: string): Promise<Sample> {
  const result = await lighthouseRun(url);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      audits["network-requests"]?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const bytes = (type?: string) =>
    requests
      .filter((item) => !type || item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
    jsKb: bytes("Script"),
    jsGzipKb:
      (
        await Promise.all(
          requests.filter((item) => item.resourceType === "Script").map((item) => gzipBodyBytes(item.url)),
        )
      ).reduce((sum, size) => sum + size, 0) / 1024,
    cssKb: bytes("Stylesheet"),
    htmlKb: bytes("Document"),
    fontKb: bytes("Font"),
    totalKb: bytes(),
    requests: requests.length,
    failedAudits,
  };
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const results: Record<string, { site: Sample[]; floor: Sample[] }> = {};
for (const path of pagePaths) {
  results[path] = { site: [], floor: [] };
  for (let run = 0; run < RUNS; run++) {
    results[path].site.push(await measure(`http://127.0.0.1:${SITE_PORT}${path}`));
    results[path].floor.push(await measure(`http://127.0.0.1:${FLOOR_PORT}${path}`));
  }
}
stopAll();

const keys = [
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
  "fontKb",
  "totalKb",
  "requests",
] as const;
const medians = Object.fromEntries(
  Object.entries(results).map(([path, { site, floor }]) => [
    path,
    {
      ...Object.fromEntries(keys.map((key) => [key, median(site.map((sample) => sample[key]))])),
      floorLcp: median(floor.map((sample) => sample.lcp)),
      failedAudits: [...new Set(site.flatMap((sample) => sample.failedAudits))],
    } as Record<(typeof keys)[number] | "floorLcp", number> & { failedAudits: string[] },
  ]),
);

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/lighthouse.json",
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, budgets, medians, results }, null, 2),
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
  "CLS",
  "SI ms",
  "JS KB",
  "JS gzip KB",
  "CSS KB",
  "HTML KB",
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
    m.cls.toFixed(3),
    Math.round(m.si),
    m.jsKb.toFixed(1),
    m.jsGzipKb.toFixed(1),
    m.cssKb.toFixed(1),
    m.htmlKb.toFixed(1),
    m.fontKb.toFixed(1),
    m.totalKb.toFixed(1),
    m.requests,
  ].map(String),
);
console.log(`\nLighthouse medians of ${RUNS} runs (mobile, simulated throttling), transfer sizes as sent\n`);
console.log(`| ${header.join(" | ")} |\n|${header.map(() => " --- ").join("|")}|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);

const misses: string[] = [];
for (const [path, m] of Object.entries(medians)) {
  const check = (ok: boolean, what: string) => ok || misses.push(`${path}: ${what}`);
  check(m.performance >= budgets.performance, `Performance ${m.performance} < ${budgets.performance}`);
  check(m.accessibility >= budgets.accessibility, `Accessibility ${m.accessibility}`);
  check(m.bestPractices >= budgets.bestPractices, `Best Practices ${m.bestPractices}`);
  check(m.seo >= budgets.seo, `SEO ${m.seo}`);
  check(m.lcp <= budgets.lcpMs, `LCP ${Math.round(m.lcp)} ms > ${budgets.lcpMs}`);
  check(
    m.lcp <= m.floorLcp * budgets.lcpFloorRatio,
    `LCP ${(m.lcp / m.floorLcp).toFixed(2)}× the no-JavaScript floor > ${budgets.lcpFloorRatio}`,
  );
  check(m.tbt <= budgets.tbtMs, `TBT ${Math.round(m.tbt)} ms > ${budgets.tbtMs}`);
  check(m.cls <= budgets.cls, `CLS ${m.cls.toFixed(3)} > ${budgets.cls}`);
  if (m.failedAudits.length) misses.push(`${path}: failing audits ${m.failedAudits.join(", ")}`);
}
const home = medians["/"]!;
for (const [key, label] of [
  ["jsGzipKb", "JavaScript (gzip bodies)"],
  ["cssKb", "CSS"],
  ["fontKb", "fonts"],
  ["totalKb", "total"],
] as const) {
  const limit = budgets.home[key];
  if (home[key] > limit) misses.push(`/: ${label} ${home[key].toFixed(1)} KB > ${limit} KB`);
}
if (misses.length) {
  console.error(`\nbench: budgets missed\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nbench: every budget met");
