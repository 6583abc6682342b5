import { experimentRules } from "#src/content/experiments.ts";
import { readContent, readPlans, servedLandingPages, siteExperiments } from "#src/content/read-content.ts";
import { localeCodes, localePath, locales, type Locale } from "#src/config/locales.ts";
import { landingPath, notFoundPath, pagePaths } from "#src/config/pages.ts";
import { site } from "#src/config/site.ts";
import { formatEditable, formatPercent, formatUsd as formatUsdIn } from "#src/lib/locale-format.ts";
import { yearlyTotal, formatUsd } from "#src/lib/pricing.ts";
import { roiDisplay } from "#src/lib/roi/display.ts";
import { calculateRoi, type RoiInputs } from "#src/lib/roi/formula.ts";
import { rawFromSearch } from "#src/lib/roi/url.ts";
import { roiAssumptionsFor, roiFieldsWith } from "#src/lib/roi/model.ts";
import type { Driver, Engine, Feature } from "./driver.ts";
import { bodyOf, readRecorded, resetStandIn } from "#tests/analytics/stand-in.ts";

/**
 * What a visitor does, written once and run in every engine through the Driver adapter. Every
 * expected word and number comes from content/ or the site config. Each scenario fails by
 * throwing; the runner also fails it on any console error or CSP report it caused.
 */

export interface Context {
  d: Driver;
  /** Saves a screenshot under the engine's folder, for a check to read: the viewport, or the whole page. */
  shot: (name: string, wholePage?: boolean) => Promise<string>;
  /**
   * A screenshot for people to look at, as `shot` takes it; none when BROWSERS_SHOTS=failures
   * (npm test, where nobody does: a whole page in WebKit takes a window the page's height).
   */
  look: (name: string, wholePage?: boolean) => Promise<void>;
  /** The smallest viewport width this engine's window reaches (MiniBrowser: 447 px). */
  phoneWidth: number;
}

export interface Scenario {
  name: string;
  /** Console errors the scenario causes on purpose (the 404 page logs the path it was asked for). */
  expectedErrors?: RegExp;
  /** Launch with the system in dark mode. */
  dark?: boolean;
  /** Launch with these features switched off; engines that cannot do that skip the scenario. */
  without?: Feature[];
  /** Engines this scenario leaves unfit for the next (a second tab: MiniBrowser then mixes them up). */
  closeAfter?: Engine[];
  /**
   * A failure known and owned elsewhere, by engine: reported as such and not failing the run, but a
   * pass turns it red so the note is removed.
   */
  knownFailure?: Partial<Record<Engine, string>>;
  /** Only in these engines (the others hold it in another suite); all three when absent. */
  engines?: Engine[];
  run: (context: Context) => Promise<void>;
}

const headerNav = readContent("navigation").header;
const faq = readContent("faq");
const faqItems = faq.categories.flatMap((category) => category.items);
const roiCopy = readContent("roi");
const roiAssumptions = roiAssumptionsFor(readPlans());
const notFound = readContent("notFound");

/** What the 404 page logs on purpose: the path it was asked for, and (Chromium) the status. */
export const notFoundLogs =
  /404 Error: User attempted to access non-existent route|the server responded with a status of 404/;

class Failure extends Error {}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Failure(message);
}

function equal<T>(actual: T, expected: T, message: string) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  check(a === e, `${message}: expected ${e}, got ${a}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` returns a truthy value; fails with `message` and the last value. */
export async function until<T>(probe: () => Promise<T>, message: string, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!last && Date.now() < deadline) {
    await sleep(50);
    last = await probe();
  }
  check(last, `${message} (after ${timeoutMs} ms, last: ${JSON.stringify(last)})`);
  return last;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const centre = (rect: Box) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });

/**
 * The element's box, scrolled into view first when it is not (at once: smooth scrolling would
 * still be moving it under the pointer). Elements in the sticky header are always in view.
 */
async function box(d: Driver, selector: string): Promise<Box> {
  const found = await d.run(async (sel: string) => {
    const element = document.querySelector(sel);
    if (!element) return null;
    const before = element.getBoundingClientRect();
    // Below the sticky header and above the bottom edge: leave the page where it is.
    if (before.top < 64 || before.bottom > window.innerHeight) {
      element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
      // The sections the jump brought near are laid out a frame or more later, at their own
      // height rather than their stand-in's (`section-y`), and can move the element: measured
      // before, a click landed beside a footer link. Until it holds still for three frames (at
      // most about a second).
      let last = "";
      for (let same = 0, frames = 0; same < 3 && frames < 60; frames++) {
        await new Promise((done) => requestAnimationFrame(done));
        const { x, y } = element.getBoundingClientRect();
        same = `${x},${y}` === last ? same + 1 : 0;
        last = `${x},${y}`;
      }
    }
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, selector);
  check(found, `no element matches ${selector}`);
  return found;
}

export async function click(d: Driver, selector: string) {
  const { x, y } = centre(await box(d, selector));
  await d.clickAt(x, y);
}

async function hover(d: Driver, selector: string) {
  const { x, y } = centre(await box(d, selector));
  await d.moveTo(x, y);
}

async function focus(d: Driver, selector: string) {
  await d.run((sel: string) => (document.querySelector(sel) as HTMLElement | null)?.focus(), selector);
}

/** Selects an input's text, so what is typed next replaces it. */
async function selectField(d: Driver, selector: string) {
  await box(d, selector);
  await d.run((sel: string) => {
    const input = document.querySelector(sel) as HTMLInputElement;
    input.focus();
    input.select();
  }, selector);
}

const activeMatches = (d: Driver, selector: string) =>
  d.run((sel: string) => document.activeElement?.matches(sel) ?? false, selector);

/** Somewhere in the page body, well away from the header and its menus. */
const away = { x: 5, y: 600 };

// ——— header menus ———

const panelSelector = (id: string) => `#nav-menu-${id}`;
const buttonSelector = (id: string) => `nav [popovertarget="nav-menu-${id}"]`;
const menuIds = headerNav.menus.map((menu) => menu.id);

/**
 * Shown means painted and hit by the pointer: laid out, visible, and the topmost element at the
 * centre of its first link. WebKit once kept a closed menu painted; only a hit test sees that.
 */
function panelStates(ids: string[]) {
  return ids.map((id) => {
    const panel = document.getElementById(`nav-menu-${id}`);
    if (!panel) return { id, shown: false, open: false, hit: false };
    const style = getComputedStyle(panel);
    const link = panel.querySelector("a");
    const rect = link?.getBoundingClientRect();
    const hitElement =
      rect && rect.width > 0
        ? document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
        : null;
    return {
      id,
      shown: style.display !== "none" && style.visibility === "visible" && (rect?.width ?? 0) > 0,
      // An engine without popovers has no such selector either.
      open: CSS.supports("selector(:popover-open)") && panel.matches(":popover-open"),
      hit: !!hitElement && panel.contains(hitElement),
    };
  });
}

const states = (d: Driver) => d.run(panelStates, menuIds);

async function shownMenus(d: Driver) {
  return (await states(d)).filter((state) => state.shown || state.hit).map((state) => state.id);
}

async function expectShown(d: Driver, expected: string[], message: string, timeoutMs = 5000) {
  await until(
    async () => JSON.stringify(await shownMenus(d)) === JSON.stringify(expected),
    `${message}: expected ${JSON.stringify(expected)} shown, got ${JSON.stringify(await shownMenus(d))}`,
    timeoutMs,
  );
}

/**
 * A log, kept in the page every animation frame, of which panels are shown, and of the pointer
 * entering and leaving each menu: the delays are measured where they happen, not through the
 * automation's round trips.
 */
function startMenuLog(ids: string[]) {
  const log: { t: number; shown?: string[]; enter?: string; leave?: string }[] = [];
  (window as unknown as { menuLog: typeof log }).menuLog = log;
  const panels = ids.map((id) => document.getElementById(`nav-menu-${id}`)!);
  let previous = "";
  const frame = () => {
    const shown = panels
      .filter((panel) => {
        const style = getComputedStyle(panel);
        return style.display !== "none" && style.visibility === "visible";
      })
      .map((panel) => panel.id.replace("nav-menu-", ""));
    if (shown.join() !== previous) log.push({ t: performance.now(), shown });
    previous = shown.join();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  for (const id of ids) {
    const menu = document.querySelector(`[popovertarget="nav-menu-${id}"]`)!.parentElement!;
    menu.addEventListener("pointerenter", () => log.push({ t: performance.now(), enter: id }));
    menu.addEventListener("pointerleave", () => log.push({ t: performance.now(), leave: id }));
  }
}

type MenuLog = { t: number; shown?: string[]; enter?: string; leave?: string }[];
const readMenuLog = (d: Driver) => d.run(() => (window as unknown as { menuLog: MenuLog }).menuLog);

function neverTwo(log: MenuLog) {
  const most = Math.max(0, ...log.map((entry) => entry.shown?.length ?? 0));
  check(most <= 1, `two menus were shown at once: ${JSON.stringify(log)}`);
}

/** Resolves after ten rendered frames: a page still busy loading draws late, and timings with it. */
function framesSettled() {
  return new Promise<boolean>((resolve) => {
    let frames = 0;
    const frame = () => (++frames >= 10 ? resolve(true) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  });
}

async function openHeaderPage(d: Driver) {
  await d.resize(1280, 800);
  await d.goto("/features");
  await d.moveTo(away.x, away.y);
  await expectShown(d, [], "no menu is shown on arrival");
  await d.run(framesSettled);
}

const betweenMenus = "header: moving the pointer from one menu to the other never shows both";
const clickOutside =
  "header: a click opens a menu that stays; a click outside closes it and leaves nothing painted";
/** Scenarios that go from one menu to another: a header with a single menu has no second. */
const needsTwoMenus = new Set([betweenMenus, clickOutside]);

const headerScenarios: Scenario[] = [
  ...headerNav.menus.map((menu): Scenario => ({
    name: `header: ${menu.label} opens on hover after a delay, stays for the way to its links, closes after a grace`,
    async run({ d, look }) {
      await openHeaderPage(d);
      await d.run(startMenuLog, menuIds);
      await hover(d, buttonSelector(menu.id));
      await expectShown(d, [menu.id], "shown by a resting pointer");
      await sleep(300);
      const links = await d.run(
        (sel: string) => [...document.querySelectorAll(`${sel} a`)].map((a) => a.textContent?.trim()),
        panelSelector(menu.id),
      );
      equal(links.length, menu.links.length, "the panel lists every link");
      menu.links.forEach((link, index) =>
        check(links[index]?.startsWith(link.label), `link ${index + 1} is ${link.label}: ${links[index]}`),
      );
      await hover(d, `${panelSelector(menu.id)} li:last-child a`);
      await sleep(400);
      await expectShown(d, [menu.id], "still shown with the pointer on its last link", 100);
      await look(`menu-${menu.id}-hover`);
      await d.moveTo(away.x, away.y);
      await expectShown(d, [], "gone once the pointer has left");
      await sleep(200);
      const log = await readMenuLog(d);
      const enter = log.find((entry) => entry.enter === menu.id)!;
      const shownAt = log.find((entry) => entry.t >= enter.t && entry.shown?.includes(menu.id));
      const leave = log.findLast((entry) => entry.leave === menu.id)!;
      const hiddenAt = log.find(
        (entry) => entry.t >= leave.t && entry.shown && !entry.shown.includes(menu.id),
      );
      check(shownAt && hiddenAt, `the log has the panel shown and hidden: ${JSON.stringify(log)}`);
      const openDelay = shownAt.t - enter.t;
      const grace = hiddenAt.t - leave.t;
      // Nominal 80 ms and 160 ms, measured to the first frame that paints the change: later on a
      // loaded machine, never sooner.
      check(
        openDelay >= 50 && openDelay <= 3000,
        `opens ${openDelay.toFixed(0)} ms after the pointer arrives`,
      );
      check(grace >= 120 && grace <= 3000, `closes ${grace.toFixed(0)} ms after the pointer leaves`);
      console.log(
        `    ${d.engine} ${menu.id}: shown ${openDelay.toFixed(0)} ms after the pointer arrived, hidden ${grace.toFixed(0)} ms after it left`,
      );
      neverTwo(log);
    },
  })),
  {
    name: betweenMenus,
    async run({ d }) {
      await openHeaderPage(d);
      await d.run(startMenuLog, menuIds);
      const [first, second] = menuIds;
      check(first && second, "the header has two menus");
      await hover(d, buttonSelector(first));
      await expectShown(d, [first], "the first menu by hover");
      await hover(d, buttonSelector(second));
      await expectShown(d, [second], "the second menu replaces it");
      await hover(d, buttonSelector(first));
      await expectShown(d, [first], "and back");
      await d.moveTo(away.x, away.y);
      await expectShown(d, [], "nothing left once the pointer has gone");
      neverTwo(await readMenuLog(d));
    },
  },
  {
    name: clickOutside,
    async run({ d, look }) {
      await openHeaderPage(d);
      const [first, second] = menuIds;
      check(first && second, "the header has two menus");
      await d.run(startMenuLog, menuIds);
      await click(d, buttonSelector(first));
      await until(async () => (await states(d))[0]?.open, "a click opens the popover");
      await d.moveTo(away.x, away.y);
      await sleep(500);
      await expectShown(d, [first], "a clicked menu stays when the pointer leaves", 100);
      // Resting on the other menu does not show it beside the open one.
      await hover(d, buttonSelector(second));
      await sleep(500);
      await expectShown(d, [first], "the pointer on the other menu does not add it", 100);
      await look("menu-click-open-other-hovered");
      // Clicking the other one switches.
      await click(d, buttonSelector(second));
      await until(async () => (await states(d))[1]?.open, "a click on the other menu opens it");
      await expectShown(d, [second], "and closes the first");
      // A second click on its button closes it.
      await click(d, buttonSelector(second));
      await d.moveTo(away.x, away.y);
      await expectShown(d, [], "a second click closes it");
      // A click outside.
      await click(d, buttonSelector(first));
      await until(async () => (await states(d))[0]?.open, "opens again");
      await d.clickAt(away.x, away.y);
      await expectShown(d, [], "a click outside closes it");
      equal(
        (await states(d)).map((state) => state.open),
        [false, false],
        "no popover is left open",
      );
      await sleep(500);
      await expectShown(d, [], "and nothing is painted a moment later", 100);
      neverTwo(await readMenuLog(d));
    },
  },
  ...headerNav.menus.map((menu): Scenario => ({
    name: `header: ${menu.label} by keyboard: Enter and Space open, Tab reaches its links, Escape closes and returns focus`,
    async run({ d }) {
      await openHeaderPage(d);
      const button = buttonSelector(menu.id);
      const index = menuIds.indexOf(menu.id);
      await focus(d, button);
      await d.press("Enter");
      await until(async () => (await states(d))[index]?.open, "Enter opens it");
      await expectShown(d, [menu.id], "and it is shown");
      await d.press("Escape");
      await expectShown(d, [], "Escape closes it");
      check(await activeMatches(d, button), "focus is back on its button");
      await d.press("Space");
      await until(async () => (await states(d))[index]?.open, "Space opens it");
      await d.press("Tab");
      check(
        await activeMatches(d, `${panelSelector(menu.id)} li:first-child a`),
        "Tab moves into its first link",
      );
      await d.press("Escape");
      await expectShown(d, [], "Escape from a link closes it");
      check(await activeMatches(d, button), "focus returns to its button");
    },
  })),
];

// ——— header menus in an older engine ———

/** Which of the header's features the page really has: a scenario with them off checks first. */
const features = () => ({
  "anchor-positioning": CSS.supports("anchor-name: --a"),
  popover: Object.hasOwn(HTMLElement.prototype, "popover"),
});

async function expectWithout(d: Driver, without: Feature[]) {
  const has = await d.run(features);
  for (const feature of without) check(!has[feature], `${feature} is switched off (${JSON.stringify(has)})`);
}

/** Under the header and inside the viewport: where a panel must sit without anchor positioning. */
async function expectPlaced(d: Driver, id: string) {
  const placed = await d.run((sel: string) => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    const list = document.querySelector(`${sel} ul`)!.getBoundingClientRect();
    return { header: header.bottom, top: list.top, left: list.left, right: list.right, width: innerWidth };
  }, panelSelector(id));
  check(
    placed.top >= placed.header - 12 && placed.top <= placed.header + 16,
    `the panel sits just under the header: ${JSON.stringify(placed)}`,
  );
  check(
    placed.left >= 0 && placed.right <= placed.width,
    `the panel is inside the viewport: ${JSON.stringify(placed)}`,
  );
}

const olderEngineScenarios: Scenario[] = [
  {
    name: "older engine, no anchor positioning: a menu shows under the header by hover and by click, and closes",
    without: ["anchor-positioning"],
    async run({ d, look }) {
      const [first] = menuIds;
      check(first, "the header has a menu");
      await openHeaderPage(d);
      await expectWithout(d, ["anchor-positioning"]);
      await hover(d, buttonSelector(first));
      await expectShown(d, [first], "a resting pointer shows it");
      await expectPlaced(d, first);
      await d.moveTo(away.x, away.y);
      await expectShown(d, [], "leaving hides it");
      await click(d, buttonSelector(first));
      await d.moveTo(away.x, away.y);
      await sleep(400);
      await expectShown(d, [first], "a click opens it, and it stays", 100);
      await expectPlaced(d, first);
      await look("older-no-anchor-menu-open");
      await d.press("Escape");
      await expectShown(d, [], "Escape closes it");
      check(await activeMatches(d, buttonSelector(first)), "focus is back on its button");
      await click(d, buttonSelector(first));
      await expectShown(d, [first], "opens again");
      await d.clickAt(away.x, away.y);
      await expectShown(d, [], "a click outside closes it");
    },
  },
  {
    name: "older engine, no popover nor anchor positioning: menus by hover and focus, the mobile menu by tap",
    without: ["anchor-positioning", "popover"],
    async run({ d, look, phoneWidth }) {
      const [first, second] = menuIds;
      const menu = headerNav.menus[0];
      check(first && menu, "the header has a menu");
      await openHeaderPage(d);
      await expectWithout(d, ["anchor-positioning", "popover"]);
      await hover(d, buttonSelector(first));
      await expectShown(d, [first], "a resting pointer shows it");
      await expectPlaced(d, first);
      await hover(d, `${panelSelector(first)} li:last-child a`);
      await expectShown(d, [first], "it stays on the way to its last link");
      await look("older-no-popover-menu-hover");
      await d.moveTo(away.x, away.y);
      await expectShown(d, [], "leaving hides it");
      // The keyboard: focus on the button shows it, Tab walks its links, Tab past them closes it.
      await focus(d, buttonSelector(first));
      await expectShown(d, [first], "focus on its button shows it");
      for (const [index] of menu.links.entries()) {
        await d.press("Tab");
        check(
          await activeMatches(d, `${panelSelector(first)} li:nth-child(${index + 1}) a`),
          `Tab reaches link ${index + 1}`,
        );
      }
      await d.press("Tab");
      // The next focusable thing is the other menu's button, which shows its own menu instead.
      await expectShown(d, second ? [second] : [], "Tab past its links closes it");
      // A phone: the mobile menu is closed on arrival, opens by a tap on its button.
      const width = await d.resize(phoneWidth, 800);
      await d.goto("/");
      check(width < 768, `a phone-sized viewport (${width} px)`);
      const mobileShown = () =>
        d.run(() => (document.getElementById("mobile-menu")?.getClientRects().length ?? 0) > 0);
      check(!(await mobileShown()), "the mobile menu is closed on arrival");
      await click(d, "[popovertarget='mobile-menu']");
      await until(mobileShown, "a tap on its button opens it");
      await look("older-no-popover-mobile-menu");
      const height = await d.run(() => window.innerHeight);
      await d.clickAt(10, height - 10);
      await until(async () => !(await mobileShown()), "a tap outside closes it");
    },
  },
];

// ——— mobile menu ———

const mobileScenario: Scenario = {
  name: "mobile menu: opens by tap with every entry, closes by Escape, a tap outside and its button",
  async run({ d, look, phoneWidth }) {
    const width = await d.resize(phoneWidth, 800);
    await d.goto("/");
    check(width < 768, `a phone-sized viewport (${width} px)`);
    const toggle = "[popovertarget='mobile-menu']";
    const isOpen = () =>
      d.run(() => document.getElementById("mobile-menu")?.matches(":popover-open") ?? false);
    const main = await d.run(
      (label: string) =>
        [...document.querySelectorAll("nav")]
          .find((nav) => nav.getAttribute("aria-label") === label)
          ?.getClientRects().length,
      headerNav.navLabel,
    );
    equal(main, 0, "the desktop navigation is hidden");
    await click(d, toggle);
    await until(isOpen, "a tap opens it");
    const entries = await d.run(() =>
      [...document.querySelectorAll("#mobile-menu a")].map((a) => (a as HTMLElement).innerText.trim()),
    );
    const expected = [
      ...headerNav.links.map((link) => link.label),
      ...headerNav.ctas.map((cta) => cta.label),
    ];
    for (const label of expected) {
      check(
        entries.some((entry) => entry.startsWith(label)),
        `the menu lists ${label} (has ${entries.join(", ")})`,
      );
    }
    await look("mobile-menu-open");
    await d.press("Escape");
    await until(async () => !(await isOpen()), "Escape closes it");
    check(await activeMatches(d, toggle), "focus returns to its button");
    await click(d, toggle);
    await until(isOpen, "opens again");
    const height = await d.run(() => window.innerHeight);
    await d.clickAt(10, height - 10);
    await until(async () => !(await isOpen()), "a tap outside closes it");
    await click(d, toggle);
    await until(isOpen, "opens again");
    await click(d, toggle);
    await until(async () => !(await isOpen()), "its button closes it");
  },
};

// ——— pricing ———

const billingScenario: Scenario = {
  name: "pricing: the billing switch shows yearly prices and back",
  async run({ d, look }) {
    await d.resize(1280, 800);
    await d.goto("/pricing");
    const priced = readPlans().filter((plan) => plan.price);
    check(priced.length > 0, "some plans have prices");
    const visible = () =>
      d.run(() => (document.querySelector("main") as HTMLElement).innerText.replace(/\s+/g, " "));
    const yearly = priced.map((plan) => formatUsd(yearlyTotal(plan.price!, "annual")));
    const checked = () =>
      d.run(() => (document.querySelector("input[name='billing']:checked") as HTMLInputElement).value);
    equal(await checked(), "monthly", "monthly is chosen at first");
    for (const total of yearly)
      check(!(await visible()).includes(total), `no yearly total ${total} shown yet`);
    await click(d, "label:has(input[name='billing'][value='annual'])");
    await until(async () => (await checked()) === "annual", "a click chooses annual");
    for (const total of yearly) {
      await until(async () => (await visible()).includes(total), `the yearly total ${total} is shown`);
    }
    await look("pricing-annual");
    await click(d, "label:has(input[name='billing'][value='monthly'])");
    await until(async () => (await checked()) === "monthly", "and monthly again");
    for (const total of yearly) check(!(await visible()).includes(total), `${total} hidden again`);
  },
};

// ——— FAQ ———

const summaryOf = (id: string) => `details:has([id="${id}"]) > summary`;
const openIds = (d: Driver) =>
  d.run(() =>
    [...document.querySelectorAll("details[open]")].map(
      (details) => details.querySelector("[id]:not(summary)")?.id ?? details.id,
    ),
  );

async function faqReady(d: Driver) {
  await d.resize(1280, 800);
  await d.goto("/faq");
  // The FAQ's keys are a module script in the page: it has run once the document has loaded.
  await until(() => d.run(() => document.readyState === "complete"), "the FAQ's script has run", 10_000);
}

// One further down: the fifth, or the last when there are fewer.
const [firstItem, secondItem] = faqItems;
const fifthItem = faqItems[Math.min(4, faqItems.length - 1)];
const lastItem = faqItems.at(-1);

const faqScenarios: Scenario[] = [
  {
    name: "faq: one answer open at a time by mouse",
    async run({ d }) {
      check(firstItem && fifthItem && fifthItem !== firstItem, "the FAQ has two questions or more");
      await faqReady(d);
      equal(await openIds(d), [], "all closed at first");
      await click(d, summaryOf(firstItem.id));
      await until(
        async () => JSON.stringify(await openIds(d)) === JSON.stringify([firstItem.id]),
        "the first opens",
      );
      await click(d, summaryOf(fifthItem.id));
      await until(
        async () => JSON.stringify(await openIds(d)) === JSON.stringify([fifthItem.id]),
        "a later one opens and the first closes",
      );
      // The open question's chevron turns (after its short transition); a closed one's does not.
      const chevron = (id: string) =>
        d.run((sel: string) => getComputedStyle(document.querySelector(`${sel} svg`)!).rotate, summaryOf(id));
      await until(
        async () => (await chevron(fifthItem.id)) === "180deg",
        "the open question's chevron turns",
      );
      await until(
        async () => ["none", "0deg"].includes(await chevron(firstItem.id)),
        "the closed one's turns back",
      );
      await click(d, summaryOf(fifthItem.id));
      await until(async () => (await openIds(d)).length === 0, "a second click closes it");
    },
  },
  {
    name: "faq: arrow keys, Home and End move between questions",
    async run({ d }) {
      check(firstItem && secondItem && lastItem, "the FAQ has questions");
      await faqReady(d);
      await focus(d, summaryOf(firstItem.id));
      await d.press("ArrowDown");
      await until(() => activeMatches(d, summaryOf(secondItem.id)), "ArrowDown moves to the second question");
      await d.press("ArrowUp");
      await until(() => activeMatches(d, summaryOf(firstItem.id)), "ArrowUp moves back");
      await d.press("ArrowUp");
      await until(() => activeMatches(d, summaryOf(lastItem.id)), "ArrowUp from the first wraps to the last");
      await d.press("Home");
      await until(() => activeMatches(d, summaryOf(firstItem.id)), "Home moves to the first");
      await d.press("End");
      await until(() => activeMatches(d, summaryOf(lastItem.id)), "End moves to the last");
      equal(await openIds(d), [], "the keys open nothing");
      await d.press("Enter");
      await until(
        async () => JSON.stringify(await openIds(d)) === JSON.stringify([lastItem.id]),
        "Enter opens it",
      );
    },
  },
  {
    name: "faq: a focus ring shows after arrow keys, also when a question was clicked first",
    async run({ d, look }) {
      check(firstItem && secondItem, "the FAQ has questions");
      await faqReady(d);
      await click(d, summaryOf(firstItem.id));
      await d.press("ArrowDown");
      await until(() => activeMatches(d, summaryOf(secondItem.id)), "ArrowDown moves to the second question");
      await look("faq-focus-after-arrow");
      const ring = await d.run(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          focusVisible: element.matches(":focus-visible"),
          outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
        };
      });
      check(ring.focusVisible && ring.outline, `the focused question shows a ring: ${JSON.stringify(ring)}`);
    },
  },
  {
    name: "faq: a deep link opens its question and brings it into view",
    async run({ d }) {
      check(lastItem, "the FAQ has questions");
      await d.resize(1280, 800);
      await d.goto(`/faq#${lastItem.id}`);
      await until(
        async () => JSON.stringify(await openIds(d)) === JSON.stringify([lastItem.id]),
        "only the linked question is open",
      );
      const inView = await until(
        () =>
          d.run((sel: string) => {
            const rect = document.querySelector(sel)!.getBoundingClientRect();
            return rect.top >= 0 && rect.bottom <= window.innerHeight;
          }, summaryOf(lastItem.id)),
        "the linked question is in view",
      );
      check(inView, "in view");
    },
  },
];

// ——— calculator ———

const fields = roiFieldsWith(roiCopy.fields);
const inputOf = (key: string) => `#roi-calculator input[name="${key}"]`;

async function calculatorReady(d: Driver, path = "/") {
  await d.resize(1280, 800);
  await d.goto(path);
  await box(d, "#roi-calculator form");
  await until(
    () => d.run(() => !document.querySelector("#roi-calculator astro-island[ssr]")),
    "the calculator's script has run",
    10_000,
  );
}

const chartLabel = (d: Driver) =>
  d.run(() => document.querySelector("#roi-calculator [role='img']")?.getAttribute("aria-label") ?? null);
const calculatorText = (d: Driver) =>
  d.run(() => (document.querySelector("#roi-calculator") as HTMLElement).innerText.replace(/\s+/g, " "));

const calculatorScenario: Scenario = {
  name: "calculator: defaults, live recompute, blanks show no NaN, the chart follows",
  async run({ d, look }) {
    await calculatorReady(d);
    const defaults = rawFromSearch(new URLSearchParams(), fields);
    const values = await d.run(
      (keys: string[]) =>
        keys.map(
          (key) => (document.querySelector(`#roi-calculator input[name="${key}"]`) as HTMLInputElement).value,
        ),
      Object.keys(defaults),
    );
    equal(values, Object.values(defaults), "the fields hold their defaults");
    const start = roiDisplay(defaults, fields, roiAssumptions, roiCopy).result!;
    equal(await chartLabel(d), start.chart.label, "the chart says what the defaults give");
    const text = await calculatorText(d);
    check(
      text.includes(`${start.expected.payback.amount} ${start.expected.payback.unit}`),
      "the payback is shown",
    );
    await look("calculator-defaults");

    const changed = { ...defaults, team: "30" };
    await selectField(d, inputOf("team"));
    await d.type(changed.team);
    const next = roiDisplay(changed, fields, roiAssumptions, roiCopy).result!;
    check(next.chart.label !== start.chart.label, "the new team size changes the figures");
    await until(
      async () => (await chartLabel(d)) === next.chart.label,
      "the chart and figures follow as you type",
    );
    check(
      (await calculatorText(d)).includes(`${next.expected.payback.amount} ${next.expected.payback.unit}`),
      "the new payback is shown",
    );
    const paths = await d.run(
      () => document.querySelectorAll("#roi-calculator [role='img'] svg path").length,
    );
    check(paths > 0, "the chart draws its lines");

    await selectField(d, inputOf("deal"));
    await d.press("Backspace");
    const blank = roiDisplay({ ...changed, deal: "" }, fields, roiAssumptions, roiCopy);
    const message = blank.errors.deal;
    check(message, "a blank deal value is an error");
    await until(
      async () => (await calculatorText(d)).includes(message),
      "the blank field says what is wrong",
    );
    const after = await calculatorText(d);
    check(!/NaN|Infinity|undefined/.test(after), `no NaN, Infinity or undefined: ${after}`);
    equal(
      await d.run(
        (sel: string) => document.querySelector(sel)?.getAttribute("aria-invalid"),
        inputOf("deal"),
      ),
      "true",
      "the blank field is marked invalid",
    );
    await look("calculator-blank");
  },
};

// ——— the calculator in the page's language ———

/** Spaces of every kind as one, as `calculatorText` reads the panel. */
const spaced = (text: string) => text.replace(/\s+/g, " ");

/** The comparison's figures for these inputs (the rest at their defaults), the language's way. */
function figuresIn(locale: Locale, inputs: Partial<RoiInputs>) {
  const values = {
    ...(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.default])) as RoiInputs),
    ...inputs,
  };
  const result = calculateRoi(values, roiAssumptionsFor(readPlans(locale)));
  return [
    formatPercent(values.rate, locale),
    formatPercent(result.improvedRate, locale),
    formatUsdIn(result.monthlyRevenue, locale),
    formatUsdIn(result.annualRevenue, locale),
    formatUsdIn(result.annualCost, locale),
    formatPercent(result.roiPercent, locale, { maximumFractionDigits: 0 }),
  ];
}

async function expectFiguresIn(d: Driver, locale: Locale, inputs: Partial<RoiInputs>) {
  const expected = figuresIn(locale, inputs);
  let text = "";
  await until(
    async () => {
      text = await calculatorText(d);
      return expected.every((figure) => text.includes(spaced(figure)));
    },
    `the calculator shows ${JSON.stringify(expected)} in ${locale}`,
  ).catch((error: unknown) => {
    throw new Failure(`${error instanceof Error ? error.message : String(error)}; it reads: ${text}`);
  });
  check(!/NaN|Infinity|undefined/.test(text), `no NaN, Infinity or undefined: ${text}`);
  return expected;
}

const fieldValues = (d: Driver) =>
  d.run(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>("#roi-calculator input[name]")].map((input) => [
        input.name,
        input.value,
      ]),
    ),
  );

async function expectFieldValues(d: Driver, expected: Record<string, string>, message: string) {
  let values: Record<string, string> = {};
  await until(async () => {
    values = await fieldValues(d);
    return Object.entries(expected).every(([key, value]) => values[key] === value);
  }, message).catch(() => {
    throw new Failure(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(values)}`);
  });
}

async function typeInto(d: Driver, key: string, text: string) {
  await selectField(d, inputOf(key));
  await d.type(text);
}

const locationSearch = (d: Driver) => d.run(() => location.search);

/**
 * Types German numbers (a point groups, a comma is the decimal mark) and then French ones (a space
 * groups) into the calculator of each language's home; each shows its figures its own way, and
 * each writes a link with plain numbers that opens the same figures in the other language.
 */
const localisedCalculatorScenarios: Scenario[] = [
  {
    name: "calculator in German: reads 25.000 and 15,5, writes 1.234 $ and 15,5 %; its link opens the same on /fr",
    async run({ d, look }) {
      await calculatorReady(d, "/de");
      equal(
        (await fieldValues(d)).deal,
        formatEditable(fields.deal.default, "de"),
        "the deal value's default, as a German types it",
      );
      await typeInto(d, "deal", "25.000");
      await typeInto(d, "rate", "15,5");
      const shown = await expectFiguresIn(d, "de", { deal: 25_000, rate: 15.5 });
      check(/^\d{1,3}(\.\d{3})*\u00a0\$$/.test(shown[2]!), `German dollars read "… $": ${shown[2]}`);
      await until(
        async () => (await locationSearch(d)) === "?deal=25000&rate=15.5",
        "the link carries plain numbers",
        // The page replaces the address as it takes each figure, but WebKit's driver, beside
        // Firefox on two busy cores, once read the old one for over 3 s (alone, 5 s in all).
        10_000,
      );
      await look("calculator-de");

      await calculatorReady(d, `/fr${await locationSearch(d)}`);
      await expectFieldValues(
        d,
        { deal: formatEditable(25_000, "fr"), rate: formatEditable(15.5, "fr") },
        "the French page shows the link's numbers the French way",
      );
      await expectFiguresIn(d, "fr", { deal: 25_000, rate: 15.5 });
    },
  },
  {
    name: "calculator in French: reads 30 000 and 12,5, writes 1 234 $US; its link opens the same on /de",
    async run({ d, look }) {
      await calculatorReady(d, "/fr");
      // A space between the groups, as typed on any keyboard (the page writes U+00A0).
      await typeInto(d, "deal", "30 000");
      await typeInto(d, "rate", "12,5");
      const shown = await expectFiguresIn(d, "fr", { deal: 30_000, rate: 12.5 });
      check(/^\d{1,3}(\u00a0\d{3})*\u00a0\$US$/.test(shown[2]!), `French dollars read "… $US": ${shown[2]}`);
      await until(
        async () => (await locationSearch(d)) === "?deal=30000&rate=12.5",
        "the link carries plain numbers",
        // The page replaces the address as it takes each figure, but WebKit's driver, beside
        // Firefox on two busy cores, once read the old one for over 3 s (alone, 5 s in all).
        10_000,
      );
      await look("calculator-fr");
      await calculatorReady(d, `/de${await locationSearch(d)}`);
      await expectFieldValues(
        d,
        { deal: formatEditable(30_000, "de"), rate: formatEditable(12.5, "de") },
        "the German page shows the link's numbers the German way",
      );
      await expectFiguresIn(d, "de", { deal: 30_000, rate: 12.5 });
    },
  },
];

// ——— the language switcher ———

const languagePanel = "#nav-menu-languages";
const languageButton = `header [popovertarget="nav-menu-languages"]`;

/** The language links inside `container`: name, href, hreflang, lang, aria-current. */
const languageLinksIn = (d: Driver, container: string) =>
  d.run(
    (sel: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${sel} a[hreflang]`)].map((a) => [
        a.textContent?.trim() ?? "",
        a.getAttribute("href"),
        a.getAttribute("hreflang"),
        a.getAttribute("lang"),
        a.getAttribute("aria-current"),
      ]),
    container,
  );

function expectLanguageLinks(
  links: Awaited<ReturnType<typeof languageLinksIn>>,
  path: string,
  current: Locale,
  where: string,
) {
  equal(
    links,
    // Name, href, hreflang, lang and aria-current (a list: WebKit's driver reorders an object's keys).
    localeCodes.map((code) => [
      locales[code].name,
      localePath(code, path),
      code,
      code,
      code === current ? "page" : null,
    ]),
    `${where}: the page in every language`,
  );
}

/** Clicks the link and waits until the browser has loaded `path` (its load event past). */
async function follow(d: Driver, link: string, path: string) {
  await click(d, link);
  await until(
    () =>
      d
        .run(() => [location.pathname, document.readyState, document.documentElement.lang])
        .then(([pathname, state]) => pathname === path && state === "complete")
        .catch(() => false),
    `the link leads to ${path}`,
    10_000,
  );
}

const pageLang = (d: Driver) => d.run(() => document.documentElement.lang);

const languageSwitcherScenario: Scenario = {
  name: "language switcher: the header's menu, the phone's menu and the footer lead to the same page in another language",
  async run({ d, look, phoneWidth }) {
    // The header's menu, at a desktop's width: closed on arrival, opened by a click.
    await d.resize(1280, 800);
    await d.goto("/de/pricing");
    await d.moveTo(away.x, away.y);
    const panelShown = () =>
      d.run((sel: string) => {
        const link = document.querySelector(`${sel} a`);
        const rect = link?.getBoundingClientRect();
        if (!rect || rect.width === 0) return false;
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return getComputedStyle(link!).visibility === "visible" && !!hit && link!.contains(hit);
      }, languagePanel);
    check(!(await panelShown()), "the language menu is closed on arrival");
    await click(d, languageButton);
    await until(panelShown, "a click on the globe opens the language menu");
    expectLanguageLinks(await languageLinksIn(d, languagePanel), "/pricing", "de", "the header's menu");
    await look("language-menu-open");
    await follow(d, `${languagePanel} a[hreflang="fr"]`, localePath("fr", "/pricing"));
    equal(await pageLang(d), "fr", "the French page's language");
    check(!(await panelShown()), "the new page starts with the menu closed");

    // The footer's list, on the page reached.
    expectLanguageLinks(await languageLinksIn(d, "footer"), "/pricing", "fr", "the footer");
    await follow(d, `footer a[hreflang="en"]`, localePath("en", "/pricing"));
    equal(await pageLang(d), "en", "the English page's language");

    // The phone: the header folds into the menu, which lists the languages too.
    const width = await d.resize(phoneWidth, 800);
    await d.goto("/es/faq");
    check(width < 1024, `a viewport where the header folds (${width} px)`);
    const headerButton = await d.run(
      (sel: string) => document.querySelector(sel)?.getClientRects().length ?? 0,
      languageButton,
    );
    equal(headerButton, 0, "the header's language button is folded away");
    await click(d, "[popovertarget='mobile-menu']");
    await until(
      () => d.run(() => document.getElementById("mobile-menu")?.matches(":popover-open") ?? false),
      "a tap opens the menu",
    );
    expectLanguageLinks(await languageLinksIn(d, "#mobile-menu"), "/faq", "es", "the phone's menu");
    await look("mobile-menu-languages");
    await follow(d, `#mobile-menu a[hreflang="de"]`, localePath("de", "/faq"));
    equal(await pageLang(d), "de", "the German page's language");
  },
};

// ——— contact hand-off ———

const contactScenario: Scenario = {
  name: "contact: the form hands off by GET to the external host, exactly as typed",
  closeAfter: ["webkit"],
  async run({ d }) {
    await d.resize(1280, 800);
    await d.goto("/contact");
    const names = await d.run(() =>
      [...document.querySelectorAll("form[method='get'] :is(input:not([type='hidden']), textarea)")].map(
        (field) => (field as HTMLInputElement).name,
      ),
    );
    check(names.length >= 3, `the form has its fields: ${names.join(", ")}`);
    const typed: Record<string, string> = {};
    for (const name of names) {
      typed[name] = name.toLowerCase().includes("email")
        ? "tom+jerry@example.org"
        : `Tom & Jerry = 100% café ${name}`;
      await selectField(d, `form[method='get'] [name="${name}"]`);
      await d.type(typed[name]);
    }
    const action = await d.run(
      () => (document.querySelector("form[method='get']") as HTMLFormElement).action,
    );
    const expected = new URL(site.destinations.contact, site.externalHost);
    equal(action, expected.href, "the form posts to the external host's contact page");
    const url = await d.newTabAfter(async () => click(d, "form[method='get'] button[type='submit']"));
    const sent = new URL(url);
    equal(sent.origin + sent.pathname, expected.href, "the new tab opens the external contact page");
    equal(Object.fromEntries(sent.searchParams), typed, "with every field as typed");
  },
};

// ——— 404 ———

const notFoundScenario: Scenario = {
  name: "404: an unknown path answers 404 with the not-found page",
  expectedErrors: notFoundLogs,
  async run({ d, look }) {
    await d.resize(1280, 800);
    await d.goto("/no-such-page");
    // The document's own status where the engine reports it (Navigation Timing), and the same
    // address asked again, past any cache, where it does not.
    const status = await d.run(async () => {
      const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const reported = (entry as { responseStatus?: number } | undefined)?.responseStatus;
      return reported || (await fetch(location.href, { cache: "no-store" })).status;
    });
    equal(status, 404, `the status (${await d.run(() => location.href)})`);
    const page = await d.run(() => ({
      h1: document.querySelector("h1")?.textContent?.trim(),
      text: document.body.innerText,
      title: document.title,
    }));
    equal(page.h1, notFound.content.code, "the heading");
    check(page.text.includes(notFound.content.message), "the message");
    check(page.title.startsWith(notFound.meta.title), `the title: ${page.title}`);
    // WebKit's errors are recorded only after load (driver.ts), and the page logs during it.
    if (d.engine !== "webkit") {
      const errors = await d.errors();
      check(
        errors.some((error) => error.includes("/no-such-page")),
        `the page logs the path it was asked for: ${JSON.stringify(errors)}`,
      );
    }
    await look("404");
  },
};

// ——— every page, dark ———
// Light, every page at phone and desktop width is the visual suite's in these engines: its shots
// load each one and check it first (tests/browsers/visual.ts, `settle`).

const notFoundPage = `${notFoundPath}-not-here`;
const pageName = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));
// The fixed pages, each landing page (made of their sections) and the not-found page.
const allPaths = [...pagePaths, ...servedLandingPages().map(({ slug }) => landingPath(slug)), notFoundPage];

/** Relative luminance of the page's background, 0 (black) to 1 (white). */
function backgroundLuminance() {
  const color = getComputedStyle(document.body).backgroundColor;
  const probe = document.createElement("canvas").getContext("2d")!;
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = [...probe.getImageData(0, 0, 1, 1).data].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Scrolls through the page a window at a time, so that every island that waits to be seen wakes,
 * then waits for each to hydrate and goes back to the top. Whether none is left unhydrated: one
 * whose script failed stays so, whether or not it said so in the console.
 */
export async function everyIslandWoken() {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: self-contained
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // A window at a time rather than to each island: an island is laid out as its contents
  // (display: contents), with no box of its own to scroll to.
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
    window.scrollTo({ top: y, behavior: "instant" });
    await frame();
  }
  const deadline = performance.now() + 10_000;
  while (document.querySelector("astro-island[ssr]") && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  window.scrollTo({ top: 0, behavior: "instant" });
  return !document.querySelector("astro-island[ssr]");
}

const pagesScenarios: Scenario[] = [
  {
    name: "dark mode: every page follows the system's dark theme",
    dark: true,
    expectedErrors: notFoundLogs,
    async run({ d, look }) {
      await d.resize(1280, 800);
      for (const path of allPaths) {
        await d.goto(path);
        check(await d.run(() => matchMedia("(prefers-color-scheme: dark)").matches), "the system is dark");
        const luminance = await d.run(backgroundLuminance);
        check(luminance < 0.05, `${path} is dark (${luminance.toFixed(3)})`);
        check(await d.run(everyIslandWoken), `${path}: every island hydrated`);
        await look(`dark-${pageName(path)}`, true);
        const errors = (await d.errors()).filter(
          (error) => !(path === notFoundPage && notFoundLogs.test(error)),
        );
        equal(errors, [], `${path}: console errors and CSP reports`);
      }
      // An open menu in the dark theme.
      const [first] = menuIds;
      check(first, "a menu");
      await d.goto("/features");
      await click(d, buttonSelector(first));
      await expectShown(d, [first], "a menu opens in the dark theme");
      await look("dark-menu-open");
    },
  },
];

// ——— Counting (docs/decisions/015) ———

/** The placements of the `CTA click` events the stand-in collector has, once it has any. */
async function countedClicks(deadline: number): Promise<string[]> {
  for (;;) {
    check(Date.now() < deadline, "the collector receives the click");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const clicks = (await readRecorded())
      .map((event) => JSON.parse(bodyOf(event).toString("utf8")) as { n: string; p?: { cta?: string } })
      .filter((event) => event.n === "CTA click")
      .map((event) => event.p?.cta ?? "");
    if (clicks.length > 0) return clicks;
  }
}

/**
 * Only in the counting run (npm run test:analytics), whose build sends events to a stand-in
 * collector that the runner names in ANALYTICS_STAND_IN: a campaign's landing, a call to action
 * clicked, the tab it opens and the event the collector received.
 */
const countingScenario: Scenario = {
  name: "counting: a call to action is counted, and its tab carries the placement and the landing's campaign",
  closeAfter: ["webkit"],
  async run({ d }) {
    const campaign = { utm_source: "linkedin", utm_campaign: "q1" };
    await resetStandIn();
    await d.resize(1280, 800);
    await d.goto(`/?${new URLSearchParams({ ...campaign, gclid: "click-id" })}`);
    // The module arrives after the load event; until then links are as built.
    const cta = "main a[target='_blank']";
    const deadline = Date.now() + 15_000;
    while (
      !(await d.run(
        (sel: string) => document.querySelector<HTMLAnchorElement>(sel)!.href.includes("utm_"),
        cta,
      ))
    ) {
      check(Date.now() < deadline, "the counting module carries the campaign into the hero's call to action");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const internal = await d.run(
      () => document.querySelector<HTMLAnchorElement>("nav a[href*='/pricing']")!.href,
    );
    equal(
      Object.fromEntries(new URL(internal).searchParams),
      campaign,
      "an internal link carries the campaign",
    );

    const opened = new URL(await d.newTabAfter(async () => click(d, cta)));
    const query = Object.fromEntries(opened.searchParams);
    const placement = query[site.analytics.placementParam] ?? "";
    check(placement.startsWith("home.hero."), `the tab carries the hero's placement (${opened.href})`);
    equal({ utm_source: query.utm_source, utm_campaign: query.utm_campaign }, campaign, "and the campaign");
    check(!("gclid" in query), "and no click id");

    equal(
      await countedClicks(deadline + 10_000),
      [placement],
      "the click is counted once, with its placement",
    );
  },
};

/**
 * Only in the counting run, as above: a call to action clicked right after the load
 * event, a second before the module is asked for, still carries the landing's campaign to its tab
 * and is counted when the module comes. Should a slow run find the module already there, the page
 * is loaded again, so the click is always a click before it.
 */
const earlyCountingScenario: Scenario = {
  name: "counting: a call to action clicked before the module has arrived carries the campaign and is counted",
  closeAfter: ["webkit"],
  async run({ d }) {
    const campaign = { utm_source: "newsletter", utm_campaign: "q4" };
    const cta = "main a[target='_blank']";
    const moduleThere = () =>
      d.run(() => performance.getEntriesByType("resource").some((entry) => /analytics\./.test(entry.name)));
    await d.resize(1280, 800);
    let opened: URL | undefined;
    for (let attempt = 1; attempt <= 3 && !opened; attempt++) {
      await resetStandIn();
      await d.goto(`/?${new URLSearchParams(campaign)}`);
      if (await moduleThere()) continue;
      opened = new URL(await d.newTabAfter(async () => click(d, cta)));
    }
    check(opened !== undefined, "a click made before the module arrived, in one of three loads");
    const query = Object.fromEntries(opened!.searchParams);
    const placement = query[site.analytics.placementParam] ?? "";
    check(placement.startsWith("home.hero."), `the tab carries the hero's placement (${opened!.href})`);
    equal({ utm_source: query.utm_source, utm_campaign: query.utm_campaign }, campaign, "and the campaign");

    equal(
      await countedClicks(Date.now() + 15_000),
      [placement],
      "the click is counted once, with its placement",
    );
  },
};

/** The header's own pages other than the home page, read from the content. */
const headerPages = headerNav.links
  .filter((link) => link.kind === "internal" && link.to !== "/")
  .map((link) => (link as { to: string }).to);

/** The site's documents fetched by the page so far (Resource Timing), by path, ended ones only. */
const documentsFetched = (d: Driver, paths: string[]) =>
  d.run(
    (wanted: string[]) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => wanted.includes(path)),
    paths,
  );
const nextPageModuleThere = (d: Driver) =>
  d.run(() => performance.getEntriesByType("resource").some((entry) => /\/next-page\./.test(entry.name)));

/**
 * The next page on intent (docs/decisions/021): the next page ready before the click where speculation rules
 * are not. Checks the mechanism, not the timing (the bench times it): in Chromium the module is
 * never fetched (its speculation rules do the work, so nothing is fetched twice); in Firefox and
 * WebKit nothing is fetched until the reader shows intent, nothing while the browser asks to save
 * data (stood in for: neither engine has the setting), a header link's document once the pointer
 * rests on it (with a variant drawn and named in the link when the page runs an experiment, so
 * the URL fetched is the URL followed), the menu's pages when the phone's menu opens, and the click
 * then takes the page from the cache (Firefox; WebKitGTK under WebDriver runs with no HTTP cache at
 * all, so there the second request is what it can show, not a reuse).
 */
const nextPageScenario: Scenario = {
  name: "next page: fetched on intent where speculation rules are not, none with Save-Data; in Firefox the click reuses it",
  async run({ d, phoneWidth }) {
    await d.resize(1280, 800);
    await d.goto("/");
    // The rested-on page runs an experiment when one of the header's does: its variant is named.
    const experiments = experimentRules(siteExperiments());
    const first =
      headerPages.find((path) => experiments.some(({ pages }) => pages.some((page) => page.path === path))) ??
      headerPages[0];
    const second = headerPages.find((path) => path !== first);
    check(first && second, "the header links to two pages besides the home page");
    if (d.engine === "chromium") {
      await hover(d, `header nav a[href="${first}"]`);
      await sleep(1000);
      check(!(await nextPageModuleThere(d)), "Chromium never fetches the next-page module");
      return;
    }
    await until(() => nextPageModuleThere(d), "the module arrives after load", 10_000);
    equal(await documentsFetched(d, headerPages), [], "no page is fetched before the reader shows intent");

    // Save-Data: the module asks at every intent.
    await d.run(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    });
    await hover(d, `header nav a[href="${second}"]`);
    await sleep(600);
    equal(await documentsFetched(d, headerPages), [], "nothing is fetched while the browser saves data");
    await d.run(() => {
      delete (navigator as { connection?: unknown }).connection;
    });
    await d.moveTo(5, 790);

    // Where the link is: its address changes once a variant is named in it.
    const link = centre(await box(d, `header nav a[href="${first}"]`));
    await d.moveTo(link.x, link.y);
    await until(
      async () => (await documentsFetched(d, headerPages)).includes(first),
      `resting on the header's link fetches ${first}`,
    );
    await sleep(300);
    equal(await documentsFetched(d, headerPages), [first], "that page's document alone, once");
    // The URL fetched is the one the link now follows: on a running experiment's page, with a
    // variant drawn and named in it (a drawn answer is never kept; a named one may be).
    const fetchedUrl = await d.run(
      (path: string) =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .find((url) => url.pathname === path)!.href,
      first,
    );
    const followed = await d.run(
      (path: string) =>
        [...document.querySelectorAll<HTMLAnchorElement>("header nav a[href]")]
          .map((anchor) => anchor.href)
          .find((href) => new URL(href).pathname === path),
      first,
    );
    equal(followed, fetchedUrl, "the link follows the URL fetched");
    const experiment = experiments.find(({ pages }) => pages.some(({ path }) => path === first));
    if (experiment)
      check(
        experiment.variants.some((id) => new URL(fetchedUrl).searchParams.get(experiment.param) === id),
        `${first} runs ${experiment.name}: the URL fetched names one of its variants (${fetchedUrl})`,
      );

    await d.clickAt(link.x, link.y);
    await until(
      async () => (await d.run(() => location.href).catch(() => "")) === fetchedUrl,
      `the click opens ${fetchedUrl}`,
    );
    await until(
      () => d.run(() => document.readyState === "complete").catch(() => false),
      "the page loads",
      10_000,
    );
    const transfer = await d.run(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).transferSize,
    );
    if (d.engine === "firefox") equal(transfer, 0, "the page comes from the cache, with no request");

    // The phone's menu: opening it fetches the pages it lists.
    await d.resize(phoneWidth, 800);
    await d.goto("/");
    await until(() => nextPageModuleThere(d), "the module arrives after load (phone)", 10_000);
    equal(await documentsFetched(d, headerPages), [], "no page is fetched before the menu opens");
    await click(d, "[popovertarget='mobile-menu']");
    await until(
      async () => (await documentsFetched(d, headerPages)).length === headerPages.length,
      "opening the menu fetches every page it lists",
    );
  },
};

export const scenarios: Scenario[] = [
  ...pagesScenarios,
  ...headerScenarios.filter((scenario) => headerNav.menus.length >= 2 || !needsTwoMenus.has(scenario.name)),
  ...olderEngineScenarios,
  mobileScenario,
  billingScenario,
  ...faqScenarios,
  calculatorScenario,
  ...localisedCalculatorScenarios,
  languageSwitcherScenario,
  contactScenario,
  notFoundScenario,
  nextPageScenario,
  ...(process.env.ANALYTICS_STAND_IN ? [countingScenario, earlyCountingScenario] : []),
];
