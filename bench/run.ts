import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { localeCodes, localePath, type Locale } from "#src/config/locales.ts";
import { landingPath, pagePaths } from "#src/config/pages.ts";
import { servedLandingPages, siteExperiments } from "#src/content/read-content.ts";
import { experimentRules } from "#src/content/experiments.ts";
import { runBuildTime } from "./build-time.ts";
import { runDeadTime } from "./deadtime.ts";
import { calculatorBudgets, navigationBudgets } from "./budgets.ts";
import { runNavigation } from "./navigation.ts";
import { runEngineNavigation } from "./navigation-engines.ts";
import { startPrefetchThrottle } from "./prefetch-throttle.ts";
import { chromiumArgs, runLighthouse } from "./lighthouse.ts";
import { cleanUp, deadline, onCleanup, runChild, startChild, waitForUrl } from "./procs.ts";
import { runScriptBytes } from "./scripts.ts";
import { runImageBytes } from "./images.ts";
import { CLIENT_DIR, rewrittenCopy } from "./util.ts";
import { makeSystemFontCopy, runFontComparison } from "./fonts.ts";
import { startCollectorStandIn } from "#tests/support/collector-stand-in.ts";

/**
 * `npm run bench`: builds, serves the build and a script-free copy of it (the floor) on loopback,
 * then measures
 *   1. Lighthouse mobile (simulated throttling), site vs floor, medians of BENCH_RUNS (3) runs;
 *   2. dead time: how long each control stays unanswered when tapped at first paint on the
 *      slow-phone profile, in Chromium driven by Playwright, medians of BENCH_RUNS runs;
 *   3. script at first load per page (gzip -9 of the files Chromium fetched, plus inline);
 *   4. navigation: a click on a header link → the next page's first paint, against that page's
 *      cold first paint, slow phone, medians of BENCH_NAVIGATION_RUNS runs; then the same in
 *      Firefox ESR and WebKitGTK ("engines", bench/navigation-engines.ts), every request throttled;
 *   5. fonts: Lighthouse on the site against the same build on system fonts (bench/fonts.ts);
 *   6. build: the build with every language against the same project in English only;
 *   7. images: the pictures a 375 px phone at DPR 2 downloads before it scrolls (bench/images.ts).
 * Phases 1, 3 and 7 measure every page in every language (BENCH_LANGUAGES, e.g. "en,de", narrows
 * them); the others measure English, whose pages the other languages share in all but words.
 * Prints the tables, writes bench-results/*.json, and exits 1 when a budget is missed.
 * BENCH_COUNTING=1 builds with counting on, against a stand-in collector on loopback.
 * BENCH_RUNS (default 3) sets the runs per row, BENCH_NAVIGATION_RUNS (default 9) the navigation phase's.
 * BENCH_PHASES (default "lighthouse,deadtime,scripts,images,navigation,engines,fonts,build") runs a subset, BENCH_ROUTES (paths, e.g. "/,/faq") narrows the Lighthouse, script and image phases, BENCH_CONTROLS (a part of a
 * control's name) narrows the dead-time phase, BENCH_PAGES (one path, e.g. /pricing) the navigation phases, BENCH_ENGINES (firefox or webkit) the engines phase, BENCH_PORT (default 4573) moves its servers. Every child process is
 * stopped at the end, on error, on Ctrl-C, and when BENCH_TIMEOUT_MIN (default 45) passes.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// The navigation rows straddle their budgets by a race inside Chromium over 3 runs: judged on 9.
const navigationRuns = Number(process.env.BENCH_NAVIGATION_RUNS ?? navigationBudgets.runs);
const phases = new Set(
  (process.env.BENCH_PHASES ?? "lighthouse,deadtime,scripts,images,navigation,engines,fonts,build").split(
    ",",
  ),
);
const languages = (process.env.BENCH_LANGUAGES?.split(",") ?? localeCodes) as Locale[];
/** Every page in each language measured, English's first, each landing page in those it has. */
const landingPages = servedLandingPages();
const pages = languages.flatMap((locale) => [
  ...pagePaths.map((path) => localePath(locale, path)),
  ...landingPages
    .filter((page) => page.languages.includes(locale))
    .map(({ slug }) => localePath(locale, landingPath(slug))),
]);
/**
 * And each variant but the first of a running experiment (docs/decisions/022), at its page's address asked
 * for by name, as a visit that carries it is answered: each variant meets its page's budgets. The
 * page's own row is a random draw.
 */
const routes = process.env.BENCH_ROUTES?.split(",");
const everyPage = [
  ...pages,
  ...experimentRules(siteExperiments()).flatMap((rule) =>
    rule.pages
      .filter((page) => pages.includes(page.path))
      .flatMap((page) => rule.variants.slice(1).map((id) => `${page.path}?${rule.param}=${id}`)),
  ),
].filter((path) => !routes || routes.includes(path));
/** The landing pages that keep search engines out (the default for a campaign page). */
const unindexedPages = languages.flatMap((locale) =>
  landingPages
    .filter((page) => page.data[locale] && !page.data[locale].index)
    .map(({ slug }) => localePath(locale, landingPath(slug))),
);
// BENCH_PORT moves all six, for a second bench on the same machine.
const SITE_PORT = Number(process.env.BENCH_PORT ?? 4573);
const FLOOR_PORT = SITE_PORT + 1;
const CDP_PORT = SITE_PORT + 4760;
const THROTTLE_PORT = SITE_PORT + 2;
const SYSTEM_FONTS_PORT = SITE_PORT + 3;
const ENGINES_THROTTLE_PORT = SITE_PORT + 5;
const siteOrigin = `http://127.0.0.1:${SITE_PORT}`;
const floorOrigin = `http://127.0.0.1:${FLOOR_PORT}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const cancelDeadline = deadline(Number(process.env.BENCH_TIMEOUT_MIN ?? 45) * 60_000);

/** The floor: the same build with every <script> removed but JSON-LD; island markup stays. */
function makeFloor(): Promise<string> {
  return rewrittenCopy("site-floor-", (file, text) => {
    if (!file.endsWith(".html")) return undefined;
    const html = text
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    if (/<script(?![^>]*application\/ld\+json)/.test(html))
      throw new Error(`bench: a script is left in the floor's ${file}`);
    return html;
  });
}

/** A folder served as `npm start` serves build/client (same server, same rules), on loopback only. */
async function serveFolder(dir: string, port: number) {
  // SITE_ORIGIN as the build had it, or start.ts would find the build stale and build it again.
  startChild(process.execPath, ["server/start.ts", "--root", dir, "--host", "127.0.0.1"], {
    env: { ...process.env, SITE_ORIGIN: siteOrigin, PORT: String(port) },
  });
  await waitForUrl(`http://127.0.0.1:${port}/`, 60_000);
}

async function main(): Promise<number> {
  // BENCH_COUNTING=1: the build counts (docs/decisions/015), its events answered by a stand-in
  // collector on loopback, as a live one would, so no failed request shows in Lighthouse.
  if (process.env.BENCH_COUNTING === "1") {
    const collector = await startCollectorStandIn();
    onCleanup(() => collector.close());
    process.env.ANALYTICS_COLLECTOR = collector.url;
  }
  // Canonical URLs must point at the origin Lighthouse loads, or its SEO audit fails them.
  const env = { ...process.env, SITE_ORIGIN: siteOrigin, ASTRO_TELEMETRY_DISABLED: "1" };
  const built = await runChild("npm", ["run", "build"], { stdio: "inherit", env, timeoutMs: 5 * 60_000 });
  if (built !== 0) throw new Error("bench: the build failed");

  const floorDir = await makeFloor();
  await Promise.all([serveFolder(CLIENT_DIR, SITE_PORT), serveFolder(floorDir, FLOOR_PORT)]);

  const sections: string[] = [];
  const misses: string[] = [];
  const notes: string[] = [];
  const date = new Date().toISOString();
  mkdirSync("bench-results", { recursive: true });
  const save = (name: string, json: object) =>
    writeFileSync(`bench-results/${name}.json`, `${JSON.stringify({ date, ...json }, null, 2)}\n`);

  if (phases.has("lighthouse")) {
    const lighthouse = await runLighthouse({
      paths: everyPage,
      noindex: unindexedPages,
      runs: RUNS,
      siteOrigin,
      floorOrigin,
      cdpPort: CDP_PORT,
    });
    save("lighthouse", lighthouse.json);
    sections.push(
      `Lighthouse medians of ${RUNS} runs (mobile, simulated throttling); floor = same build, scripts removed, same run.\n` +
        `"JS KB" is transfer with headers; "JS gzip KB" the bodies alone as the server sends them.\n` +
        `SEO of a page kept out of search engines on purpose (${unindexedPages.join(", ") || "none"}) leaves out is-crawlable.\n\n${lighthouse.table}`,
    );
    misses.push(...lighthouse.misses);
    notes.push(...lighthouse.notes);
  }

  if (phases.has("deadtime") || phases.has("scripts") || phases.has("images") || phases.has("navigation")) {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
      timeout: 60_000,
    });
    onCleanup(() => browser.close());
    try {
      if (phases.has("deadtime")) {
        const deadTime = await runDeadTime({
          browser,
          origin: siteOrigin,
          runs: RUNS,
          only: process.env.BENCH_CONTROLS,
        });
        save("dead-time", deadTime.json);
        sections.push(
          `Dead time, medians of ${RUNS} runs: tap at first paint, slow phone (150 ms RTT, 1.6 Mbps, CPU 4×), real Chromium.\n` +
            `Times from navigation start; "sent" is when the tap or keystroke left the driver (Node's clock), not the event's own timestamp; dead time = answer − sent (for the calculator, typed at first paint: answer − first paint, budget 0.5× first paint, medians of ${calculatorBudgets.runs}, also with the CPU 6×); input delay = sent → the page's first input handler; script = gzip -9, fetched + inline, loaded by the answer.\n\n${deadTime.table}`,
        );
        misses.push(...deadTime.misses);
      }
      if (phases.has("scripts")) {
        const scripts = await runScriptBytes({ browser, origin: siteOrigin, paths: everyPage });
        save("script-bytes", scripts.json);
        sections.push(
          `Script at first load (412 px phone viewport, load + 1.5 s network quiet), gzip -9 KB (KiB) of what Chromium fetched plus inline scripts.\n\n${scripts.table}`,
        );
        misses.push(...scripts.misses);
      }
      if (phases.has("images")) {
        const images = await runImageBytes({ browser, origin: siteOrigin, paths: everyPage });
        save("image-bytes", images.json);
        sections.push(
          `Pictures before scrolling (375 px phone at DPR 2, until load and the network is idle), KB of image bodies Chromium received.\n\n${images.table}`,
        );
        misses.push(...images.misses);
      }
      if (phases.has("navigation")) {
        // The site again, behind a proxy that gives the browser's speculative fetches the slow
        // phone's network too (DevTools' emulation does not reach them).
        const throttle = await startPrefetchThrottle(siteOrigin, THROTTLE_PORT);
        onCleanup(() => new Promise((closed) => throttle.server.close(closed)));
        const navigation = await runNavigation({
          browser,
          origin: throttle.origin,
          runs: navigationRuns,
          only: process.env.BENCH_PAGES,
        });
        save("navigation", navigation.json);
        sections.push(
          `Navigation, medians of ${navigationRuns} runs: a header link on / followed to the next page's first paint, against that page's cold first paint on the same device, slow phone (the browser's prefetches too), real Chromium (prefetch only: DevTools blocks prerendering).\n\n${navigation.table}`,
        );
        misses.push(...navigation.misses);
      }
    } finally {
      await browser.close();
    }
  }

  if (phases.has("engines")) {
    // The site behind a proxy that gives every request the slow phone's network: neither engine
    // has DevTools' emulation.
    const throttle = await startPrefetchThrottle(siteOrigin, ENGINES_THROTTLE_PORT, { every: true });
    onCleanup(() => new Promise((closed) => throttle.server.close(closed)));
    const engines = await runEngineNavigation({
      origin: throttle.origin,
      runs: navigationRuns,
      only: process.env.BENCH_PAGES,
      engines: process.env.BENCH_ENGINES?.split(","),
    });
    save("navigation-engines", engines.json);
    sections.push(
      `Navigation in Firefox ESR and WebKitGTK, medians of ${navigationRuns} runs, a fresh browser each: a header link on / followed to the next page's first paint, against that page's cold first paint at the same width; every request 150 ms and 1.6 Mbps, no CPU slowdown; the next page fetched ahead by the site's module (decision 021).\n\n${engines.table}`,
    );
    misses.push(...engines.misses);
  }

  if (phases.has("fonts")) {
    const systemFontsDir = await makeSystemFontCopy();
    await serveFolder(systemFontsDir, SYSTEM_FONTS_PORT);
    const fonts = await runFontComparison({
      paths: pagePaths,
      runs: RUNS,
      siteOrigin,
      systemOrigin: `http://127.0.0.1:${SYSTEM_FONTS_PORT}`,
      cdpPort: CDP_PORT,
    });
    save("fonts", fonts.json);
    sections.push(
      `The brand face against the same build on system fonts, Lighthouse medians of ${RUNS} runs (mobile, simulated), alternating in one run; font bytes include headers.\n\n${fonts.table}`,
    );
    misses.push(...fonts.misses);
  }

  if (phases.has("build")) {
    const build = await runBuildTime({ runs: Math.min(RUNS, 2), env });
    save("build-time", build.json);
    sections.push(
      `Build time, medians: every language against English only, each a copy of the project.\n\n${build.table}`,
    );
    misses.push(...build.misses);
  }

  for (const section of sections) console.log(`\n${section}`);
  for (const note of notes) console.log(`\nnote: ${note}`);
  if (misses.length) {
    console.error(`\nbench: budgets missed\n  ${misses.join("\n  ")}`);
    return 1;
  }
  console.log("\nbench: every budget met");
  return 0;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
  cancelDeadline();
}
process.exit(status);
