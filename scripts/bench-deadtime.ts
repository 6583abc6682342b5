import type { Browser, BrowserContextOptions, CDPSession } from "@playwright/test";
import { assertLoopback, withTimeout } from "./bench-procs.ts";
import { gzipSize, kb, markdownTable, median, servedFileGzipBytes, waitForIdleCpu } from "./bench-util.ts";
import { emulateSlowPhone, slowPhone } from "./slow-phone.ts";

/**
 * "Dead time": how long a control stays unanswered when a visitor taps it as soon as the page
 * first paints, on the slow-phone profile (Lighthouse's mobile numbers: 150 ms RTT, 1.6 Mbps down,
 * 750 kbps up, CPU 4× slower), in real Chromium time rather than Lighthouse's simulation.
 *
 * For each run: a fresh browser context (empty cache, new connections), navigation with
 * `waitUntil: "commit"`, a probe injected before any page script that reports the
 * first-contentful-paint entry and where the control is, a tap sent at once over CDP, and the
 * probe timing from the tap's event timestamp to the first animation frame in which the answer is
 * visible. All times come from the page's own clock (`performance.now()` and event timestamps).
 */
export const deadTimeBudgetMs = 200;


type Answer =
  | { kind: "popover"; id: string }
  | { kind: "details"; selector: string }
  | { kind: "text"; text: string };

interface ProbeConfig {
  /** The element tapped: the first match of `selector` (whose text is `text`, when given). */
  target: { selector: string; text?: string; scrollIntoView: boolean };
  answer: Answer;
}

interface Control extends ProbeConfig {
  name: string;
  path: string;
  viewport: "phone" | "desktop";
}

const controls: Control[] = [
  {
    name: "mobile menu",
    path: "/",
    viewport: "phone",
    target: { selector: 'button[popovertarget="mobile-menu"]', scrollIntoView: false },
    answer: { kind: "popover", id: "mobile-menu" },
  },
  {
    name: "Solutions menu",
    path: "/features",
    viewport: "desktop",
    target: { selector: 'button[popovertarget="nav-menu-solutions"]', scrollIntoView: false },
    answer: { kind: "popover", id: "nav-menu-solutions" },
  },
  {
    name: "Resources menu",
    path: "/features",
    viewport: "desktop",
    target: { selector: 'button[popovertarget="nav-menu-resources"]', scrollIntoView: false },
    answer: { kind: "popover", id: "nav-menu-resources" },
  },
  {
    name: "billing switch",
    path: "/pricing",
    viewport: "phone",
    target: { selector: "label", text: "Annual", scrollIntoView: false },
    answer: { kind: "text", text: "Save 20%" },
  },
  {
    name: "first question",
    path: "/faq",
    viewport: "phone",
    // Below the fold on a phone: the probe scrolls it into view (instantly, in the same task
    // that reads its position), as a visitor would before tapping.
    target: { selector: 'details[name="faq"] > summary', scrollIntoView: true },
    answer: { kind: "details", selector: 'details[name="faq"]' },
  },
];

const viewports: Record<Control["viewport"], BrowserContextOptions & { label: string }> = {
  phone: {
    label: "375 px",
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { label: "1280 px", viewport: { width: 1280, height: 800 } },
};

interface FcpReport {
  fcp: number;
  found: boolean;
  visible: boolean;
  answeredAlready: boolean;
  x: number;
  y: number;
}

interface AnswerReport {
  tapAt: number;
  inputHandledAt: number;
  answerAt: number;
  scriptUrls: string[];
  inlineScripts: string[];
  hydratedIslands: number;
}

interface ProbeWindow {
  __benchFcp(report: FcpReport): void;
  __benchAnswer(report: AnswerReport): void;
}

/** Runs in the page before its own scripts (serialized by Playwright; no closures over Node). */
function probe(config: ProbeConfig) {
  const bench = window as unknown as ProbeWindow;
  const findTarget = () =>
    [...document.querySelectorAll<HTMLElement>(config.target.selector)].find(
      (element) => config.target.text === undefined || element.textContent?.trim() === config.target.text,
    );
  // Must stay inside: Playwright serializes only this function into the page.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const shown = (element: Element | null | undefined) =>
    !!element && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const answered = (): boolean => {
    const answer = config.answer;
    if (answer.kind === "popover") {
      const panel = document.getElementById(answer.id);
      return !!panel && panel.matches(":popover-open") && shown(panel);
    }
    if (answer.kind === "details") {
      const details = document.querySelector<HTMLDetailsElement>(answer.selector);
      return !!details?.open && shown(details.querySelector(":scope > :not(summary)"));
    }
    return [...document.querySelectorAll("body *")].some(
      (element) => element.childElementCount === 0 && element.textContent?.trim() === answer.text && shown(element),
    );
  };

  let tapAt: number | undefined;
  const onInput = (event: Event) => {
    if (tapAt !== undefined) return;
    tapAt = event.timeStamp;
    const inputHandledAt = performance.now();
    const poll = () => {
      if (!answered()) {
        requestAnimationFrame(poll);
        return;
      }
      const answerAt = performance.now();
      bench.__benchAnswer({
        tapAt: tapAt!,
        inputHandledAt,
        answerAt,
        scriptUrls: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => /\.m?js(\?|$)/.test(entry.name) && entry.responseEnd > 0 && entry.responseEnd <= answerAt)
          .map((entry) => entry.name),
        inlineScripts: [...document.scripts]
          .filter((script) => !script.src && script.type !== "application/ld+json")
          .map((script) => script.text),
        hydratedIslands: document.querySelectorAll("astro-island:not([ssr])").length,
      });
    };
    requestAnimationFrame(poll);
  };
  for (const type of ["pointerdown", "touchstart", "mousedown", "click"])
    window.addEventListener(type, onInput, { capture: true, passive: true });

  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName("first-contentful-paint")[0];
    if (!entry) return;
    observer.disconnect();
    const target = findTarget();
    if (target && config.target.scrollIntoView) target.scrollIntoView({ block: "center", behavior: "instant" });
    const rect = target?.getBoundingClientRect();
    bench.__benchFcp({
      fcp: entry.startTime,
      found: !!target,
      visible: shown(target),
      answeredAlready: answered(),
      x: rect ? rect.left + rect.width / 2 : -1,
      y: rect ? rect.top + rect.height / 2 : -1,
    });
  }).observe({ type: "paint", buffered: true });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A tap (touch on the phone, a left click on the desktop), both halves sent without waiting. */
async function tap(cdp: CDPSession, touch: boolean, x: number, y: number) {
  if (touch) {
    await Promise.all([
      cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] }),
      cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }),
    ]);
  } else {
    await Promise.all([
      cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount: 1 }),
      cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount: 1 }),
    ]);
  }
}

export interface DeadTimeSample {
  fcp: number;
  tap: number;
  answer: number;
  dead: number;
  inputDelay: number;
  scriptKb: number;
  scriptFiles: string[];
  hydratedIslands: number;
  /** Share of the machine's CPU idle just before the run (the machine is shared). */
  cpuIdleBefore: number;
}

async function measureOnce(browser: Browser, origin: string, control: Control): Promise<DeadTimeSample> {
  const url = `${origin}${control.path}`;
  assertLoopback(url);
  const { label: _label, ...contextOptions } = viewports[control.viewport];
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: "block" });
  const cpuIdleBefore = await waitForIdleCpu();
  try {
    const page = await context.newPage();
    const cdp = await emulateSlowPhone(page);

    const painted = deferred<FcpReport>();
    const answered = deferred<AnswerReport>();
    await page.exposeBinding("__benchFcp", (_source, report: FcpReport) => painted.resolve(report));
    await page.exposeBinding("__benchAnswer", (_source, report: AnswerReport) => answered.resolve(report));
    await page.addInitScript(probe, { target: control.target, answer: control.answer });

    await page.goto(url, { waitUntil: "commit", timeout: 30_000 });
    const paint = await withTimeout(painted.promise, 30_000, `first paint of ${url}`);
    if (!paint.found || !paint.visible)
      throw new Error(`bench: ${control.name} on ${control.path} is not on screen at first paint`);
    if (paint.answeredAlready)
      throw new Error(`bench: ${control.name} on ${control.path} shows its answer before the tap`);
    await tap(cdp, control.viewport === "phone", paint.x, paint.y);
    const answer = await withTimeout(answered.promise, 20_000, `the answer of ${control.name} on ${control.path}`);

    const scriptFiles = answer.scriptUrls.map((scriptUrl) => new URL(scriptUrl).pathname);
    const fetchedBytes = answer.scriptUrls.reduce((sum, scriptUrl) => sum + (servedFileGzipBytes(scriptUrl) ?? 0), 0);
    const inlineBytes = answer.inlineScripts.reduce((sum, text) => sum + gzipSize(text), 0);
    return {
      fcp: paint.fcp,
      tap: answer.tapAt,
      answer: answer.answerAt,
      dead: answer.answerAt - answer.tapAt,
      inputDelay: answer.inputHandledAt - answer.tapAt,
      scriptKb: kb(fetchedBytes + inlineBytes),
      scriptFiles,
      hydratedIslands: answer.hydratedIslands,
      cpuIdleBefore,
    };
  } finally {
    await context.close();
  }
}

export async function runDeadTime(options: { browser: Browser; origin: string; runs: number }) {
  const { browser, origin, runs } = options;
  const results: { control: string; path: string; viewport: string; samples: DeadTimeSample[] }[] = [];
  for (const control of controls) {
    const samples: DeadTimeSample[] = [];
    for (let run = 0; run < runs; run++) {
      const sample = await withTimeout(measureOnce(browser, origin, control), 90_000, `dead time of ${control.name}`);
      samples.push(sample);
      console.log(
        `bench: dead time ${control.path} ${control.name} run ${run + 1}/${runs}: first paint ${Math.round(sample.fcp)} ms, tap ${Math.round(sample.tap)} ms, answer ${Math.round(sample.answer)} ms, dead ${Math.round(sample.dead)} ms, CPU idle before ${Math.round(sample.cpuIdleBefore * 100)}%`,
      );
    }
    results.push({ control: control.name, path: control.path, viewport: viewports[control.viewport].label, samples });
  }

  const header = [
    "page, control",
    "viewport",
    "first paint ms",
    "tap ms",
    "answers at ms",
    "dead time ms",
    "worst dead ms",
    "input delay ms",
    "script loaded KB gz",
  ];
  const rows = results.map(({ control, path, viewport, samples }) => {
    const of = (key: "fcp" | "tap" | "answer" | "dead" | "inputDelay" | "scriptKb") =>
      median(samples.map((sample) => sample[key]));
    return [
      `${path}, ${control}`,
      viewport,
      Math.round(of("fcp")),
      Math.round(of("tap")),
      Math.round(of("answer")),
      Math.round(of("dead")),
      Math.round(Math.max(...samples.map((sample) => sample.dead))),
      Math.round(of("inputDelay")),
      of("scriptKb").toFixed(1),
    ].map(String);
  });

  const misses = results.flatMap(({ control, path, samples }) => {
    const dead = median(samples.map((sample) => sample.dead));
    return dead <= deadTimeBudgetMs
      ? []
      : [`${path}: ${control} answers ${Math.round(dead)} ms after the tap > ${deadTimeBudgetMs} ms`];
  });
  return {
    table: markdownTable(header, rows),
    misses,
    json: { runs, budgetMs: deadTimeBudgetMs, profile: slowPhone, results },
  };
}
