import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Driver } from "./driver.ts";
import {
  check,
  click,
  everyIslandWoken,
  notFoundLogs,
  until,
  type Context,
  type Scenario,
} from "./scenarios.ts";
import { notFoundPath } from "#src/config/pages.ts";
import { compareShot, type Rect } from "#tests/visual/compare.ts";
import {
  drawEverySection,
  masksFor,
  otherEnginesMatrix,
  pictureShots,
  shotName,
  states,
  viewportHeight,
  visualPages,
  uploadedPicture,
  type Mask,
} from "#tests/visual/matrix.ts";

/**
 * The visual suite's Firefox ESR and WebKitGTK half: every page whole, light, at phone and desktop
 * width, and every state a click reaches, against the baselines in tests/visual/baselines/<engine>/
 * (tests/visual/matrix.ts says which; Chromium's are Playwright's, `npm run test:visual`). A shot
 * that differs fails its scenario, naming engine, page, theme and width, with its diff image under
 * test-results/browsers/<engine>/visual/.
 */

const root = join(import.meta.dirname, "../..");

/**
 * The rest of what Playwright does before its shots, done by hand for engines it cannot drive once
 * every island is woken (`everyIslandWoken`): the fonts in, transitions, animations and the caret
 * off, and the animations already running finished (infinite ones cancelled).
 */
async function stillPage(drawSections: string) {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: self-contained
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await document.fonts.ready;
  // A constructed sheet, not a <style> element: the pages' CSP allows only hashed inline styles.
  const still = new CSSStyleSheet();
  still.replaceSync(
    `*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; } ${drawSections}`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
    else animation.finish();
  }
  await frame();
  await frame();
}

/** The boxes of the masked elements, relative to the page's top (or the window's, `inWindow`). */
function maskRects(masks: Mask[], inWindow: boolean) {
  return masks.flatMap(({ selector, text }) =>
    [...document.querySelectorAll(selector)]
      .filter((element) => !text || (element.textContent ?? "").includes(text))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return inWindow
          ? { x, y, width, height }
          : { x: x + window.scrollX, y: y + window.scrollY, width, height };
      }),
  );
}

function elementRect(selector: string) {
  const element = document.querySelector(selector);
  if (!element) return null;
  const { x, y, width, height } = element.getBoundingClientRect();
  return { x: x + window.scrollX, y: y + window.scrollY, width, height };
}

/**
 * A page just loaded, made still for its shot. It must hold first, as every page must in every
 * engine: every island hydrated, nothing scrolling sideways, and no console error or CSP report
 * (bar what the not-found page logs on purpose). These shots load every page at both widths in
 * both engines, so these checks are made here rather than by a page-by-page scenario of their own.
 */
async function settle(d: Driver, path: string) {
  check(await d.run(everyIslandWoken), `${path}: every island hydrated before the shot`);
  const overflow = await d.run(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 0, `${path} scrolls sideways (${overflow} px)`);
  const errors = (await d.errors()).filter(
    (error) => !(path.startsWith(notFoundPath) && notFoundLogs.test(error)),
  );
  check(errors.length === 0, `${path}: console errors and CSP reports: ${errors.join(" | ")}`);
  await d.run(stillPage, drawEverySection);
  // The pointer to the corner, on no control, so no hover style is in the picture.
  await d.moveTo(0, 0);
}

/** Takes the shot and compares it; returns what differs, or null. */
async function shoot(
  { d, shot }: Context,
  name: string,
  what: "viewport" | "page" | { element: string },
  masks: Mask[],
) {
  const inWindow = what === "viewport";
  const rects: Rect[] = await d.run(maskRects, masks, inWindow);
  let clip: Rect | undefined;
  if (typeof what === "object") {
    const found = await d.run(elementRect, what.element);
    check(found, `no element matches ${what.element}`);
    clip = found;
  }
  const compared = async () =>
    compareShot({
      engine: d.engine,
      name,
      screenshot: await readFile(await shot(`visual-${name}`, !inWindow)),
      masks: rects,
      clip,
      outDir: join(root, "test-results/browsers", d.engine, "visual"),
    });
  const first = await compared();
  // WebKitGTK's whole-page snapshot now and then leaves a part of the page unpainted, black (a fresh
  // clone's run: the logos strip at 447 px, 149,816 pixels). It takes a second look; a page that
  // really changed differs in both, and the second's diff is the one reported.
  return first === null || d.engine !== "webkit" ? first : compared();
}

function report(failures: (string | null)[]) {
  const found = failures.filter((failure): failure is string => failure !== null);
  check(
    found.length === 0,
    `${found.length} shot(s) differ from the baselines:\n      ${found.join("\n      ")}`,
  );
}

const [theme] = otherEnginesMatrix.themes;

/** Scrolls the section to the window and waits until each of its pictures is drawn (they load lazily). */
async function picturesIn(selector: string) {
  const section = document.querySelector(selector);
  if (!section) return false;
  section.scrollIntoView({ behavior: "instant" });
  const deadline = performance.now() + 10_000;
  const images = [...section.querySelectorAll("img")];
  while (images.some((image) => !image.complete || image.naturalWidth === 0) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  window.scrollTo({ top: 0, behavior: "instant" });
  return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
}

export const visualScenarios: Scenario[] = [
  {
    name: `visual: each landing page's pictured sections and customer logos at phone width and 1280 px, ${theme}, match their baselines`,
    engines: ["firefox", "webkit"],
    expectedErrors: notFoundLogs,
    async run(context) {
      const { d, phoneWidth } = context;
      const failures = [];
      for (const width of otherEnginesMatrix.widths) {
        const actual = await d.resize(width === 375 ? phoneWidth : width, viewportHeight);
        for (const { name, path, section } of pictureShots) {
          await d.goto(path);
          await settle(d, path);
          check(
            await d.run(picturesIn, section),
            `${path}: the pictures of ${section} were not drawn within 10 s`,
          );
          failures.push(
            await shoot(context, shotName(name, theme, actual), { element: section }, [uploadedPicture]),
          );
        }
      }
      report(failures);
    },
  },
  ...otherEnginesMatrix.widths.map((width): Scenario => ({
    name: `visual: every page whole at ${width === 375 ? "phone width" : `${width} px`}, ${theme}, matches its baseline`,
    engines: ["firefox", "webkit"],
    expectedErrors: notFoundLogs,
    async run(context) {
      const { d, phoneWidth } = context;
      const actual = await d.resize(width === 375 ? phoneWidth : width, viewportHeight);
      const failures = [];
      for (const { name, path } of visualPages) {
        await d.goto(path);
        await settle(d, path);
        failures.push(await shoot(context, shotName(name, theme, actual), "page", masksFor(name)));
      }
      report(failures);
    },
  })),
  {
    name: `visual: every state a click reaches, ${theme}, matches its baseline`,
    engines: ["firefox", "webkit"],
    async run(context) {
      const { d, phoneWidth } = context;
      const failures = [];
      for (const state of states) {
        const actual = await d.resize(state.width === 375 ? phoneWidth : state.width, viewportHeight);
        await d.goto(state.path);
        await settle(d, state.path);
        await click(d, state.click);
        await until(
          () => d.run((selector: string) => !!document.querySelector(selector), state.shows),
          `${state.name}: ${state.shows} shows after a click on ${state.click}`,
        );
        await d.moveTo(0, 0);
        if (state.capture !== "viewport") await d.run(() => window.scrollTo({ top: 0, behavior: "instant" }));
        failures.push(
          await shoot(context, shotName(state.name, theme, actual), state.capture, masksFor(state.name)),
        );
      }
      report(failures);
    },
  },
];
