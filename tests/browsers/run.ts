import { spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import {
  engines,
  switchable,
  launchChromium,
  launchFirefox,
  launchWebKit,
  startXvfb,
  waitForUrl,
  type Driver,
  type Engine,
} from "./driver.ts";
import { contentDir } from "#src/content/dir.ts";
import { freePort } from "#tests/support/free-port.ts";
import { visualContentDir } from "#tests/visual/matrix.ts";
import { scenarios, type Scenario } from "./scenarios.ts";
import { visualScenarios } from "./visual.ts";

/**
 * The cross-browser suite (`npm run test:browsers`): every behaviour scenario in Chromium, Firefox
 * ESR and WebKitGTK (the visual ones only through `npm run test:visual`), against the site served by
 * `npm start`'s own server. The engines run side by side (see the end of this file). Screenshots go
 * to test-results/browsers/<engine>/.
 *
 * BROWSERS=firefox,webkit narrows the engines; SCENARIOS="faq|404" runs the scenarios whose name
 * contains one of those texts; BROWSERS_PORT fixes the server's port (a free one otherwise);
 * WEBKIT_LANES runs that many WebKit browsers at once; BROWSERS_SHOTS=failures takes the pictures
 * for people (every page, each state) only of a scenario that failed.
 */

const root = join(import.meta.dirname, "../..");
const outDir = join(root, "test-results/browsers");
const chosen = (process.env.BROWSERS?.split(",") ?? engines).filter((name): name is Engine =>
  (engines as readonly string[]).includes(name),
);
const filters = (process.env.SCENARIOS ?? "").split("|");
// The visual scenarios run only when named (SCENARIOS="visual:", as `npm run test:visual` does):
// their baselines show tests/visual/content, so the site must be built from it. First, in a fresh
// browser: nothing before them has hovered, focused or scrolled.
const visualNamed = filters.some((filter) => filter.startsWith("visual"));
if (visualNamed && contentDir() !== visualContentDir)
  throw new Error(
    `test:browsers: the visual scenarios compare with baselines of ${relative(root, visualContentDir)}; run them with \`npm run test:visual\`, which builds from it`,
  );
const selected = [...(visualNamed ? visualScenarios : []), ...scenarios].filter((scenario) =>
  filters.some((filter) => scenario.name.includes(filter)),
);
/** MiniBrowser's window cannot be narrower than this; the others take a phone's 375 px. */
const phoneWidths: Record<Engine, number> = { chromium: 375, firefox: 375, webkit: 447 };
const scenarioTimeoutMs = 180_000;
/** BROWSERS_SHOTS=failures: the pictures taken for people only when a scenario fails (npm test sets it). */
const onlyFailureShots = process.env.BROWSERS_SHOTS === "failures";
/** What a driver says when the browser, not the page under test, failed. */
const engineGaveOut = /^could not run: launching|page crash or hang|no WebKit session/;

type Outcome =
  | "pass"
  | "fail"
  | "known failure"
  | "fixed: remove the known-failure note"
  | "not run: the engine cannot switch the feature off"
  | "not run: another suite holds it in this engine";
interface Result {
  engine: Engine;
  scenario: string;
  outcome: Outcome;
  ms: number;
  detail?: string;
}

const port = Number(process.env.BROWSERS_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, "server/start.ts")], {
  env: { ...process.env, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});
const stopAll: (() => void)[] = [() => server.kill()];
process.on("exit", () => stopAll.forEach((stop) => stop()));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

await waitForUrl(`${origin}/`, "npm start's server", 180_000);
await rm(outDir, { recursive: true, force: true });

/** An Xvfb display for one WebKit lane, stopped with the run. */
async function newDisplay(): Promise<string> {
  const xvfb = await startXvfb();
  stopAll.push(xvfb.stop);
  return xvfb.display;
}

function launch(engine: Engine, batch: Batch, display: string): Promise<Driver> {
  const options = { origin, dark: batch.dark, without: batch.without };
  if (engine === "chromium") return launchChromium(options);
  if (engine === "firefox") return launchFirefox(options);
  return launchWebKit({ ...options, display, cpuPainting: true });
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function runScenario(driver: Driver, scenario: Scenario): Promise<string | null> {
  const dir = join(outDir, driver.engine);
  await mkdir(dir, { recursive: true });
  const shot = async (name: string, wholePage = false) => {
    const file = join(dir, `${name}.png`);
    // Again each time: a Playwright run started meanwhile empties test-results/.
    await mkdir(dir, { recursive: true });
    await driver.screenshot(file, wholePage);
    return file;
  };
  const look = async (name: string, wholePage = false) => {
    if (!onlyFailureShots) await shot(name, wholePage);
  };
  try {
    await withTimeout(
      scenario.run({ d: driver, shot, look, phoneWidth: phoneWidths[driver.engine] }),
      scenarioTimeoutMs,
      scenario.name,
    );
    const errors = (await driver.errors()).filter((error) => !scenario.expectedErrors?.test(error));
    if (errors.length > 0) return `console errors or CSP reports: ${errors.join(" | ")}`;
    return null;
  } catch (error) {
    if (driver)
      await shot(`failed-${scenario.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}`).catch(() => {});
    return error instanceof Error ? error.message : String(error);
  }
}

/** Scenarios that share one browser: the same theme and the same features switched off. */
interface Batch {
  dark: boolean;
  without: NonNullable<Scenario["without"]>;
  scenarios: Scenario[];
}
const batches: Batch[] = [];
for (const scenario of selected) {
  const dark = !!scenario.dark;
  const without = scenario.without ?? [];
  const batch = batches.find((b) => b.dark === dark && b.without.join() === without.join());
  if (batch) batch.scenarios.push(scenario);
  else batches.push({ dark, without, scenarios: [scenario] });
}

const results: Result[] = [];
const started = Date.now();

/**
 * WebKit browsers at once (WEBKIT_LANES, 1 unless set), each on an Xvfb display of its own so that
 * their windows never share a screen's focus or pointer. The visual half sets 2: its WebKit shots
 * mostly wait on frames and took twice Firefox's time, which left a core idle. The behaviour
 * scenarios keep one: there both engines already keep both cores busy, and a second WebKit only
 * slowed Firefox's timed scenarios.
 */
const lanesOf = (engine: Engine) =>
  engine === "webkit" && process.env.BROWSERS_ONE_AT_A_TIME !== "1"
    ? Number(process.env.WEBKIT_LANES ?? 1)
    : 1;

/** Runs one scenario in the lane's browser, launched for its batch if need be, and records its outcome. */
async function runInLane(engine: Engine, batch: Batch, scenario: Scenario, lane: Lane) {
  const t0 = Date.now();
  let failure: string | null = null;
  // A second run in a fresh browser only when the engine itself gave out (a launch that hung,
  // a page process that crashed: WebKitGTK's, once in CI), which no scenario checks; a scenario
  // whose own check fails is never run again.
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      lane.driver ??= await withTimeout(launch(engine, batch, lane.display), 60_000, `launching ${engine}`);
      failure = await runScenario(lane.driver, scenario);
    } catch (error) {
      failure = `could not run: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!failure || !engineGaveOut.test(failure) || attempt === 2) break;
    console.log(`    ${engine} ${scenario.name}: again in a fresh browser, after: ${failure}`);
    await lane.driver?.close().catch(() => {});
    lane.driver = null;
  }
  const known = scenario.knownFailure?.[engine];
  const outcome: Outcome = known
    ? failure
      ? "known failure"
      : "fixed: remove the known-failure note"
    : failure
      ? "fail"
      : "pass";
  const detail = known && failure ? `${known}; ${failure}` : (failure ?? undefined);
  results.push({ engine, scenario: scenario.name, outcome, ms: Date.now() - t0, detail });
  console.log(
    `${outcome === "pass" ? "✓" : outcome === "known failure" ? "~" : "✗"} ${engine} ${scenario.name} (${Date.now() - t0} ms)`,
  );
  if (detail) console.log(`    ${detail}`);
  // A failure may leave the page in any state: the next scenario gets a fresh browser.
  if ((failure || scenario.closeAfter?.includes(engine)) && lane.driver) {
    await lane.driver.close().catch(() => {});
    lane.driver = null;
  }
}

interface Lane {
  display: string;
  driver: Driver | null;
  batch: Batch | null;
}

/**
 * Every scenario in one engine, in its batches' order, taken in turn by the engine's lanes; a lane
 * keeps its browser while the batch (theme, features off) stays the same, and starts a fresh one
 * for the next.
 */
async function runEngine(engine: Engine) {
  const engineStarted = Date.now();
  const queue: { batch: Batch; scenario: Scenario }[] = [];
  for (const batch of batches) {
    for (const scenario of batch.scenarios) {
      if (!batch.without.every((feature) => switchable[engine].includes(feature)))
        results.push({
          engine,
          scenario: scenario.name,
          outcome: "not run: the engine cannot switch the feature off",
          ms: 0,
        });
      else if (scenario.engines && !scenario.engines.includes(engine))
        results.push({
          engine,
          scenario: scenario.name,
          outcome: "not run: another suite holds it in this engine",
          ms: 0,
        });
      else queue.push({ batch, scenario });
    }
  }
  const lane = async (display: string) => {
    const mine: Lane = { display, driver: null, batch: null };
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (mine.batch !== next.batch) {
        await mine.driver?.close().catch(() => {});
        mine.driver = null;
        mine.batch = next.batch;
      }
      await runInLane(engine, next.batch, next.scenario, mine);
    }
    await mine.driver?.close().catch(() => {});
  };
  const count = Math.max(1, Math.min(lanesOf(engine), queue.length));
  const displays =
    engine === "webkit"
      ? await Promise.all(Array.from({ length: count }, newDisplay))
      : Array<string>(count).fill("");
  await Promise.all(displays.map(lane));
  console.log(`— ${engine}: ${((Date.now() - engineStarted) / 1000).toFixed(1)} s`);
}

// The engines side by side: much of a scenario is waiting (a hover's delay, a page's load), so two
// engines on two cores take little longer than the slower one. BROWSERS_ONE_AT_A_TIME=1 runs them in
// turn, for timings one engine alone.
if (process.env.BROWSERS_ONE_AT_A_TIME === "1") for (const engine of chosen) await runEngine(engine);
else await Promise.all(chosen.map(runEngine));

const bad = results.filter((result) => result.outcome === "fail" || result.outcome.startsWith("fixed"));
const ran = results.filter((result) => !result.outcome.startsWith("not run"));
const mark = {
  pass: "pass",
  fail: "FAIL",
  "known failure": "known",
  "fixed: remove the known-failure note": "FIXED?",
  "not run: the engine cannot switch the feature off": "n/a",
  "not run: another suite holds it in this engine": "n/a",
};
console.log(`\n| scenario | ${chosen.join(" | ")} |\n| --- | ${chosen.map(() => "---").join(" | ")} |`);
for (const scenario of selected) {
  const row = chosen.map(
    (engine) =>
      mark[results.find((r) => r.engine === engine && r.scenario === scenario.name)?.outcome ?? "fail"],
  );
  console.log(`| ${scenario.name} | ${row.join(" | ")} |`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\n${ran.length - bad.length} of ${ran.length} as expected in ${seconds} s (n/a: the engine cannot switch that feature off, or Playwright holds that visual check); screenshots in test-results/browsers/`,
);
await mkdir(outDir, { recursive: true });
await writeFile(
  join(outDir, "results.json"),
  `${JSON.stringify({ seconds: Number(seconds), results }, null, 2)}\n`,
);
process.exit(bad.length > 0 ? 1 : 0);
