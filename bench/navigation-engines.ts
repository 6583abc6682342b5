import { launchFirefox, launchWebKit, startXvfb, type Driver } from "#tests/browsers/driver.ts";
import { navigationBudgets } from "./budgets.ts";
import { headerTargets } from "./navigation.ts";
import { assertLoopback, withTimeout } from "./procs.ts";
import { markdownTable, median } from "./util.ts";

/**
 * Moving between pages in the engines without speculation rules (docs/decisions/021): Firefox
 * ESR and WebKitGTK (Safari's engine), each sample in a fresh browser (an empty cache), with the
 * site behind bench/prefetch-throttle.ts throttling every request to the slow phone's network
 * (150 ms a request, 1.6 Mbps; DevTools' emulation reaches neither engine, and no CPU slowdown).
 * As in bench/navigation.ts, what readers do: the pointer rests 300 ms on a header link of `/` and
 * clicks; in WebKit at its narrowest window (447 px, MiniBrowser's minimum), a click opens the
 * phone's menu and 300 ms later one on the link; in Firefox, reported without a budget, a pointer
 * that stays until the document is in (the most fetching ahead can give). Each is the press, timed
 * when the driver sends it, → the next page's first paint, against that page's cold first paint at
 * the same width in the same run (after the engine has drawn a page: `warmEngine`). What the site fetches
 * ahead is the next-page module's (src/components/page-scripts/next-page.ts); "ready at click" is
 * whether the document's fetch had ended by the press (Resource Timing).
 */

type Engine = "firefox" | "webkit";
interface Reader {
  id: string;
  label: string;
  engines: readonly Engine[];
  width: number;
  /** Ms the pointer rests, or "ready": until the document is fetched, and 500 ms more (≤ 10 s). */
  rest: number | "ready";
  budget?: number;
}
const readers: readonly Reader[] = [
  {
    id: "desktop-rest-300",
    label: "desktop, pointer rests 300 ms then clicks",
    engines: ["firefox", "webkit"],
    width: 1280,
    rest: 300,
    budget: navigationBudgets.otherEngines.desktopRest300Ms,
  },
  {
    id: "desktop-long-rest",
    label: "desktop, long rest: clicks once the document is in (no budget)",
    engines: ["firefox"],
    width: 1280,
    rest: "ready",
  },
  {
    id: "phone-menu-tap",
    label: "narrowest window, opens the menu, clicks the link 300 ms later",
    engines: ["webkit"],
    width: 447,
    rest: 300,
    budget: navigationBudgets.otherEngines.phoneMenuTap,
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function launch(engine: Engine, origin: string, display: string): Promise<Driver> {
  return engine === "firefox"
    ? launchFirefox({ origin, dark: false })
    : launchWebKit({ origin, dark: false, display });
}

/** Polls a probe in the page (which may be between documents) until it gives a number. */
async function pollPage(d: Driver, probe: (path: string) => number, path: string, what: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = await d.run(probe, path).catch(() => 0);
    if (value) return value;
    await sleep(25);
  }
  throw new Error(`bench: timed out waiting for ${what}`);
}

/** The first paint of the document at `path`, from its navigation start; 0 until there is one. */
function paintOf(path: string): number {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return location.pathname === path && paint ? paint.startTime : 0;
}

/** The first paint of the document at `path` in epoch ms (on this machine's clock); 0 until there is one. */
function paintAt(path: string): number {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return location.pathname === path && paint ? performance.timeOrigin + paint.startTime : 0;
}

/**
 * The centre of the first element of `selector` on screen; with `path`, the first link to that
 * page, whatever its query (the next-page module names an experiment's variant in it).
 */
function centreOf(selector: string, path?: string): [number, number] | null {
  const element = [...document.querySelectorAll(selector)].find((candidate) => {
    if (path && new URL((candidate as HTMLAnchorElement).href).pathname !== path) return false;
    const box = candidate.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
  if (!element) return null;
  const box = element.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

function fetchedAhead(path: string): boolean {
  return performance
    .getEntriesByType("resource")
    .some(
      (entry) =>
        new URL(entry.name).pathname === path && (entry as PerformanceResourceTiming).responseEnd > 0,
    );
}

async function centre(d: Driver, selector: string, what: string, path?: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const at = await d.run(centreOf, selector, path);
    if (at) return at;
    await sleep(50);
  }
  throw new Error(`bench: ${what} is not on screen`);
}

/**
 * A fresh browser's first page pays for starting its engine (its page process, fonts, script
 * compiler): in WebKitGTK a cold /pricing painted at 0.99 s after a text file and at 0.79 s after
 * a page of the site had been drawn, medians of 5 on this machine. A reader's browser is already
 * running, so each sample first draws one of the site's pages from the same server under another
 * origin (`localhost` for `127.0.0.1`): nothing it loads is the measured origin's, so the cold
 * load stays cold; both the cold and the followed runs do it.
 */
async function warmEngine(d: Driver, origin: string) {
  const other = new URL(origin);
  other.hostname = other.hostname === "localhost" ? "127.0.0.1" : "localhost";
  await d.goto(new URL("/about", other).href);
}

async function cold(engine: Engine, origin: string, display: string, path: string, width: number) {
  const d = await launch(engine, origin, display);
  try {
    await d.resize(width, 800);
    await warmEngine(d, origin);
    await d.goto(path);
    return await pollPage(d, paintOf, path, `the cold paint of ${path}`);
  } finally {
    await d.close();
  }
}

async function follow(engine: Engine, origin: string, display: string, path: string, reader: Reader) {
  const d = await launch(engine, origin, display);
  try {
    await d.resize(reader.width, 800);
    await warmEngine(d, origin);
    await d.goto("/");
    // The reader arrives once the page is in: the line imports the module on load.
    await sleep(500);
    if (reader.id === "phone-menu-tap") {
      const [x, y] = await centre(d, "[popovertarget=mobile-menu]", "the menu button");
      await d.clickAt(x, y);
      const at = await centre(d, "#mobile-menu a[href]", `the menu's link to ${path}`, path);
      await sleep(reader.rest as number);
      const ready = await d.run(fetchedAhead, path);
      const pressAt = Date.now();
      await d.clickAt(...at);
      return { ms: (await pollPage(d, paintAt, path, `the paint of ${path}`)) - pressAt, ready };
    }
    const at = await centre(d, "header nav a[href]", `the header's link to ${path}`, path);
    await d.moveTo(...at);
    if (reader.rest === "ready") {
      const end = Date.now() + 10_000;
      while (!(await d.run(fetchedAhead, path)) && Date.now() < end) await sleep(50);
      await sleep(500);
    } else await sleep(reader.rest);
    const ready = await d.run(fetchedAhead, path);
    // The press as the reader makes it: when the driver sends it, not when the page stamps it.
    const pressAt = Date.now();
    await d.clickAt(...at);
    return { ms: (await pollPage(d, paintAt, path, `the paint of ${path}`)) - pressAt, ready };
  } finally {
    await d.close();
  }
}

interface Sample {
  cold: number;
  pressToPaint: number;
  ratio: number;
  readyAtClick: boolean;
}

export async function runEngineNavigation(options: {
  origin: string;
  runs: number;
  only?: string;
  /** "firefox" or "webkit" alone (BENCH_ENGINES); both by default. */
  engines?: readonly string[];
}) {
  const { origin, runs, only, engines = ["firefox", "webkit"] } = options;
  assertLoopback(origin);
  const xvfb = await startXvfb();
  const results: { engine: Engine; reader: Reader; path: string; samples: Sample[] }[] = [];
  try {
    for (const engine of (["firefox", "webkit"] as const).filter((name) => engines.includes(name)))
      for (const target of headerTargets.filter(({ path }) => !only || path === only))
        for (const reader of readers.filter((candidate) => candidate.engines.includes(engine))) {
          const samples: Sample[] = [];
          for (let run = 0; run < runs; run++) {
            const coldMs = await withTimeout(
              cold(engine, origin, xvfb.display, target.path, reader.width),
              90_000,
              `${engine}: cold paint of ${target.path}`,
            );
            const followed = await withTimeout(
              follow(engine, origin, xvfb.display, target.path, reader),
              90_000,
              `${engine}: ${reader.id} to ${target.path}`,
            );
            const sample = {
              cold: coldMs,
              pressToPaint: followed.ms,
              ratio: followed.ms / coldMs,
              readyAtClick: followed.ready,
            };
            samples.push(sample);
            console.log(
              `bench: ${engine} / → ${target.path}, ${reader.id}, run ${run + 1}/${runs}: cold first paint ${Math.round(coldMs)} ms, press → paint ${Math.round(followed.ms)} ms (${sample.ratio.toFixed(2)}×), fetched ahead ${followed.ready}`,
            );
          }
          results.push({ engine, reader, path: target.path, samples });
        }
  } finally {
    xvfb.stop();
  }

  const engineName: Record<Engine, string> = { firefox: "Firefox ESR", webkit: "WebKitGTK" };
  const rows = results.map(({ engine, reader, path, samples }) => [
    `${engineName[engine]}, ${reader.label} → ${path}`,
    String(Math.round(median(samples.map((sample) => sample.cold)))),
    String(Math.round(median(samples.map((sample) => sample.pressToPaint)))),
    median(samples.map((sample) => sample.ratio)).toFixed(2),
    Math.max(...samples.map((sample) => sample.ratio)).toFixed(2),
    reader.budget === undefined ? "—" : `≤ ${reader.budget}`,
    `${samples.filter((sample) => sample.readyAtClick).length}/${samples.length}`,
  ]);
  const misses = results.flatMap(({ engine, reader, path, samples }) => {
    const ratio = median(samples.map((sample) => sample.ratio));
    return reader.budget === undefined || ratio <= reader.budget
      ? []
      : [
          `${engine} ${reader.id} / → ${path}: press → paint is ${ratio.toFixed(2)}× a cold first paint > ${reader.budget}×`,
        ];
  });
  return {
    table: markdownTable(
      [
        "engine, reader, header link on /",
        "cold first paint ms",
        "press → paint ms",
        "ratio",
        "worst ratio",
        "budget",
        "fetched ahead",
      ],
      rows,
    ),
    misses,
    json: {
      runs,
      budgets: navigationBudgets.otherEngines,
      results: results.map(({ engine, reader, path, samples }) => ({
        engine,
        reader: reader.id,
        path,
        samples,
      })),
    },
  };
}
