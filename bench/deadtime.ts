import type { Browser, BrowserContextOptions, CDPSession } from "@playwright/test";
import { assertLoopback, withTimeout } from "./procs.ts";
import {
  gzipSize,
  kb,
  markdownTable,
  median,
  runningScriptTypes,
  servedFileGzipBytes,
  waitForIdleCpu,
} from "./util.ts";
import { emulateSlowPhone, slowerMachineCpuSlowdown, slowPhone } from "./slow-phone.ts";
import { calculatorBudgets } from "./budgets.ts";
import { readContent } from "#src/content/read-content.ts";

/**
 * "Dead time": how long a control stays unanswered when a visitor taps it as soon as the page
 * first paints, on the slow-phone profile (Lighthouse's mobile numbers: 150 ms RTT, 1.6 Mbps down,
 * 750 kbps up, CPU 4× slower), in real Chromium time rather than Lighthouse's simulation.
 *
 * For each run: a fresh browser context (empty cache, new connections), navigation with
 * `waitUntil: "commit"`, a probe injected before any page script that reports the
 * first-contentful-paint entry and where the control is, a tap or a keystroke sent at once over
 * CDP, and the time from the moment it was sent to the first animation frame in which the answer
 * is visible. The start is taken outside the page, as the reader's finger is: an event's own
 * timestamp is set when a busy page gets round to it (a keystroke's `beforeinput` fired 0.3–0.6 s
 * after it was sent while the calculator's code evaluated), and would leave that wait out.
 * Both ends are wall-clock times on this machine (Node's clock, and the page's time origin plus
 * `performance.now()`).
 */
const deadTimeBudgetMs = 200;

type Answer =
  | { kind: "popover"; id: string }
  | { kind: "details"; selector: string }
  | { kind: "text"; text: string }
  /** The visible text of `selector` differs from what it showed at first paint. */
  | { kind: "changed"; selector: string };

interface ProbeConfig {
  /** The element tapped: the first match of `selector` (whose text is `text`, when given). */
  target: { selector: string; text?: string; scrollIntoView: boolean };
  answer: Answer;
  /** Timed from the keystroke (`beforeinput`) rather than the tap, for a control that is typed into. */
  fromKeystroke?: boolean;
  /** What counts as inline script (bench/util.ts), handed in: the probe cannot import. */
  runningScriptTypes: readonly string[];
}

interface Control extends Omit<ProbeConfig, "runningScriptTypes"> {
  name: string;
  path: string;
  viewport: "phone" | "desktop";
  /** Typed right after the tap (the tap focuses a text field). */
  type?: string;
  /** A budget as a share of the page's first paint, in place of deadTimeBudgetMs. */
  budgetOfFirstPaint?: number;
  /** Runs judged, when more than the phase's own. */
  runs?: number;
  /** The CPU slowed this much rather than the slow phone's 4×: a slower machine. */
  cpuSlowdown?: number;
}

/** A control that opens a popover: tapping its button shows the panel (the header's menus). */
const popoverControl = (name: string, path: string, viewport: Control["viewport"], id: string): Control => ({
  name,
  path,
  viewport,
  target: { selector: `button[popovertarget="${id}"]`, scrollIntoView: false },
  answer: { kind: "popover", id },
});

// The words the bench taps and waits for, as the page shows them (the badge with its saving
// filled in), so a marketer's rewording keeps the bench measuring.
const { billingSwitch } = readContent("pricing");
const menuLabel = (id: string) =>
  readContent("navigation").header.menus.find((menu) => menu.id === id)?.label ?? id;

const controls: Control[] = [
  popoverControl("mobile menu", "/", "phone", "mobile-menu"),
  popoverControl(`${menuLabel("solutions")} menu`, "/features", "desktop", "nav-menu-solutions"),
  popoverControl(`${menuLabel("resources")} menu`, "/features", "desktop", "nav-menu-resources"),
  {
    name: "billing switch",
    path: "/pricing",
    viewport: "phone",
    target: { selector: "label", text: billingSwitch.annual, scrollIntoView: false },
    answer: { kind: "text", text: billingSwitch.saveBadge },
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
  ...[undefined, slowerMachineCpuSlowdown].map((cpuSlowdown): Control => ({
    name: cpuSlowdown ? `calculator, typed, CPU ${cpuSlowdown}×` : "calculator, typed",
    // Timed from the keystroke, the field focused at first paint.
    path: "/#roi-calculator",
    viewport: "phone",
    // A digit added to the team size changes the payback, which only the island computes.
    target: { selector: '#roi-calculator input[name="team"]', scrollIntoView: true },
    // Focus puts the caret first: "1" before the example's 5 makes 15.
    type: "1",
    answer: { kind: "changed", selector: "#roi-calculator dd" },
    budgetOfFirstPaint: calculatorBudgets.ofFirstPaint,
    runs: calculatorBudgets.runs,
    cpuSlowdown,
  })),
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
  /** When the control could first be used: first paint, or the frame a late field showed in. */
  shownAt: number;
  /** The page's time origin, epoch ms: where the page's clock starts on Node's. */
  timeOrigin: number;
  found: boolean;
  visible: boolean;
  answeredAlready: boolean;
  x: number;
  y: number;
}

interface AnswerReport {
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
  const changedText = () =>
    config.answer.kind === "changed"
      ? document.querySelector(config.answer.selector)?.textContent
      : undefined;
  let textAtPaint: string | null | undefined;
  const answered = (): boolean => {
    const answer = config.answer;
    if (answer.kind === "changed") {
      const element = document.querySelector(answer.selector);
      return textAtPaint !== undefined && element?.textContent !== textAtPaint && shown(element);
    }
    if (answer.kind === "popover") {
      const panel = document.getElementById(answer.id);
      return !!panel && panel.matches(":popover-open") && shown(panel);
    }
    if (answer.kind === "details") {
      const details = document.querySelector<HTMLDetailsElement>(answer.selector);
      return !!details?.open && shown(details.querySelector(":scope > :not(summary)"));
    }
    return [...document.querySelectorAll("body *")].some(
      (element) =>
        element.childElementCount === 0 && element.textContent?.trim() === answer.text && shown(element),
    );
  };

  let handled = false;
  const onInput = () => {
    if (handled) return;
    handled = true;
    const inputHandledAt = performance.now();
    // The results can be parsed after the field the reader types into (a slow phone paints the form
    // before the parser reaches its results): their text before any answer is then the one seen first
    // now, or as they arrive, since nothing can answer the keystroke before this listener has run.
    // Read only at the paint, a keystroke answered in such a page was counted as lost.
    textAtPaint ??= changedText();
    const poll = () => {
      textAtPaint ??= changedText();
      if (!answered()) {
        requestAnimationFrame(poll);
        return;
      }
      const answerAt = performance.now();
      bench.__benchAnswer({
        inputHandledAt,
        answerAt,
        scriptUrls: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter(
            (entry) =>
              /\.m?js(\?|$)/.test(entry.name) && entry.responseEnd > 0 && entry.responseEnd <= answerAt,
          )
          .map((entry) => entry.name),
        inlineScripts: [...document.scripts]
          .filter((script) => !script.src && config.runningScriptTypes.includes(script.type))
          .map((script) => script.text),
        hydratedIslands: document.querySelectorAll("astro-island:not([ssr])").length,
      });
    };
    requestAnimationFrame(poll);
  };
  for (const type of config.fromKeystroke
    ? ["beforeinput"]
    : ["pointerdown", "touchstart", "mousedown", "click"])
    window.addEventListener(type, onInput, { capture: true, passive: true });

  // The control as the reader first can use it: at first paint, or, for a field typed into that
  // is still streaming in then (the calculator on a slower machine), the first frame it shows in.
  const report = (fcp: number, shownAt: number) => {
    textAtPaint = changedText();
    const target = findTarget();
    if (target && config.target.scrollIntoView)
      target.scrollIntoView({ block: "center", behavior: "instant" });
    // A field typed into at first paint already has the caret: the keystroke follows at once.
    if (target && config.fromKeystroke) target.focus();
    const rect = target?.getBoundingClientRect();
    bench.__benchFcp({
      fcp,
      shownAt,
      timeOrigin: performance.timeOrigin,
      found: !!target,
      visible: shown(target),
      answeredAlready: answered(),
      x: rect ? rect.left + rect.width / 2 : -1,
      y: rect ? rect.top + rect.height / 2 : -1,
    });
  };
  let painted = false;
  const onPaint = (entry: PerformanceEntry) => {
    if (painted) return;
    painted = true;
    if (!config.fromKeystroke || shown(findTarget())) {
      report(entry.startTime, entry.startTime);
      return;
    }
    const waitForField = (time: number) => {
      if (shown(findTarget())) report(entry.startTime, time);
      else requestAnimationFrame(waitForField);
    };
    requestAnimationFrame(waitForField);
  };
  // The paint is learnt of at the first frame after it: a paint observer's callback is a task of
  // low priority, which on a busy page ran 0.4–1.0 s after the paint, and the keystroke with it.
  // The observer stays for a page that draws no further frame.
  const everyFrame = () => {
    const entry = performance.getEntriesByName("first-contentful-paint")[0];
    if (entry) onPaint(entry);
    else if (!painted) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName("first-contentful-paint")[0];
    if (!entry) return;
    observer.disconnect();
    onPaint(entry);
  }).observe({ type: "paint", buffered: true });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A key typed as a keyboard sends it: down with its text, then up. */
async function typeKey(cdp: CDPSession, key: string) {
  await Promise.all([
    cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text: key, unmodifiedText: key }),
    cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key }),
  ]);
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
    const cdp = await emulateSlowPhone(page, control.cpuSlowdown);

    const painted = deferred<FcpReport>();
    const answered = deferred<AnswerReport>();
    await page.exposeBinding("__benchFcp", (_source, report: FcpReport) => painted.resolve(report));
    await page.exposeBinding("__benchAnswer", (_source, report: AnswerReport) => answered.resolve(report));
    await page.addInitScript(probe, {
      target: control.target,
      answer: control.answer,
      fromKeystroke: !!control.type,
      runningScriptTypes,
    });

    await page.goto(url, { waitUntil: "commit", timeout: 30_000 });
    const paint = await withTimeout(painted.promise, 30_000, `first paint of ${url}`);
    if (!paint.found || !paint.visible)
      throw new Error(`bench: ${control.name} on ${control.path} is not on screen at first paint`);
    if (paint.answeredAlready)
      throw new Error(`bench: ${control.name} on ${control.path} shows its answer before the tap`);
    // A field is typed into (focused by the probe at first paint, as a tap would, without waiting
    // for the busy main thread to turn a touch into focus); any other control is tapped. The
    // reader's moment is when it is sent, on the page's clock.
    const sentAt = Date.now() - paint.timeOrigin;
    if (control.type) await typeKey(cdp, control.type);
    else await tap(cdp, control.viewport === "phone", paint.x, paint.y);
    const answer = await withTimeout(
      answered.promise,
      control.type ? 15_000 : 45_000,
      `the answer of ${control.name} on ${control.path}`,
    ).catch((error: unknown) => {
      // A keystroke the page never answered (the results never changed) is a reader's lost
      // input, not a broken run: it counts as an endless wait, and the misses say so.
      if (control.type) return undefined;
      throw error;
    });
    if (!answer)
      return {
        fcp: paint.fcp,
        tap: sentAt,
        answer: Infinity,
        dead: Infinity,
        inputDelay: Infinity,
        scriptKb: 0,
        scriptFiles: [],
        hydratedIslands: 0,
        cpuIdleBefore,
      };

    const scriptFiles = answer.scriptUrls.map((scriptUrl) => new URL(scriptUrl).pathname);
    const fetchedBytes = answer.scriptUrls.reduce(
      (sum, scriptUrl) => sum + (servedFileGzipBytes(scriptUrl) ?? 0),
      0,
    );
    const inlineBytes = answer.inlineScripts.reduce((sum, text) => sum + gzipSize(text), 0);
    return {
      fcp: paint.fcp,
      tap: sentAt,
      answer: answer.answerAt,
      // Typed at first paint (or as the field shows): the reader's wait runs from then. The driver learns of it
      // late (0.3–0.6 s here, while the page lays out), but the keystroke waits in the page's queue
      // for the island either way; sent later than a reader would, it can only lengthen the wait.
      dead: answer.answerAt - (control.type ? paint.shownAt : sentAt),
      inputDelay: answer.inputHandledAt - sentAt,
      scriptKb: kb(fetchedBytes + inlineBytes),
      scriptFiles,
      hydratedIslands: answer.hydratedIslands,
      cpuIdleBefore,
    };
  } finally {
    await context.close();
  }
}

export async function runDeadTime(options: {
  browser: Browser;
  origin: string;
  runs: number;
  only?: string;
}) {
  const { browser, origin, runs, only } = options;
  const results: {
    control: string;
    path: string;
    viewport: string;
    samples: DeadTimeSample[];
    budgetOfFirstPaint?: number;
  }[] = [];
  for (const control of controls.filter(({ name }) => !only || name.includes(only))) {
    const samples: DeadTimeSample[] = [];
    const controlRuns = Math.max(runs, control.runs ?? 0);
    for (let run = 0; run < controlRuns; run++) {
      const sample = await withTimeout(
        measureOnce(browser, origin, control),
        90_000,
        `dead time of ${control.name}`,
      );
      samples.push(sample);
      console.log(
        `bench: dead time ${control.path} ${control.name} run ${run + 1}/${controlRuns}: first paint ${Math.round(sample.fcp)} ms, tap ${Math.round(sample.tap)} ms, answer ${Math.round(sample.answer)} ms, dead ${Math.round(sample.dead)} ms, CPU idle before ${Math.round(sample.cpuIdleBefore * 100)}%`,
      );
    }
    results.push({
      control: control.name,
      path: control.path,
      viewport: viewports[control.viewport].label,
      samples,
      budgetOfFirstPaint: control.budgetOfFirstPaint,
    });
  }

  const header = [
    "page, control",
    "viewport",
    "first paint ms",
    "sent ms",
    "answers at ms",
    "dead time ms",
    "dead / first paint",
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
      median(samples.map((sample) => sample.dead / sample.fcp)).toFixed(2),
      Math.round(Math.max(...samples.map((sample) => sample.dead))),
      Math.round(of("inputDelay")),
      of("scriptKb").toFixed(1),
    ].map(String);
  });

  const misses = results.flatMap(({ control, path, samples, budgetOfFirstPaint }) => {
    const lost = samples.filter((sample) => sample.dead === Infinity).length;
    const lostLine = lost
      ? [
          `${path}: ${control}: ${lost} of ${samples.length} keystrokes at first paint never changed the results`,
        ]
      : [];
    const dead = median(samples.map((sample) => sample.dead));
    if (budgetOfFirstPaint !== undefined) {
      const ratio = median(samples.map((sample) => sample.dead / sample.fcp));
      return ratio <= budgetOfFirstPaint
        ? lostLine
        : [
            ...lostLine,
            `${path}: ${control} answers a keystroke at first paint after ${ratio.toFixed(2)}× its first paint > ${budgetOfFirstPaint}× (median of ${samples.length})`,
          ];
    }
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
