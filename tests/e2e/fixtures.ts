import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { pagePaths } from "#src/config/pages.ts";
import { site } from "#src/config/site.ts";
import { readContent } from "#src/content/read-content.ts";
import { drawEverySection } from "#tests/visual/matrix.ts";

export { expect };
export const pages = pagePaths;

/** Each page's content file (content/<name>.yaml, and the same name in each language's folder). */
export const contentOf = {
  "/": "home",
  "/features": "features",
  "/pricing": "pricing",
  "/about": "about",
  "/contact": "contact",
  "/faq": "faq",
} as const satisfies Record<(typeof pagePaths)[number], string>;
export { site };

const navigation = readContent("navigation");
const footerLinks = navigation.footer.columns.flatMap((column) => column.links);

/** The names screen readers give the site's own parts, as content/navigation.yaml words them. */
export const chrome = {
  mainNav: navigation.header.navLabel,
  mobileNav: navigation.header.mobileNavLabel,
  menuButton: navigation.header.menuButton,
  socialProfiles: navigation.footer.socialLabel,
  islandError: navigation.islandError,
  /** A quote's stars, with `{rating}` for their number. */
  rating: navigation.ratingLabel,
  newTabNote: navigation.newTabNote,
};

/** A link that opens a new tab, by its accessible name: its words, then the note (ExternalLink). */
export const newTab = (label: string) => `${label} ${navigation.newTabNote}`;

/**
 * A page the header links to other than `from`, the first it lists, as content/navigation.yaml
 * gives it: for a test that follows a header link, whichever pages the header has.
 */
export function headerLinkAway(from: string) {
  const link = navigation.header.links.find((candidate) => candidate.to !== from);
  const why = `content/navigation.yaml: the header links to no page but ${from}`;
  test.skip(!link, why);
  if (!link) throw new Error(why);
  return link;
}

/** A page's address as the browser shows it, as a pattern its URL ends with. */
export const endsWithPath = (path: string) => new RegExp(`${path}$`);

/** The header's menus as content/navigation.yaml gives them, in order: each button's label and its links. */
export const headerMenus = navigation.header.menus;

/** The site's own links in the footer, in order, as content/navigation.yaml gives them. */
export const footerLinkList = footerLinks;

/**
 * A text the site completes as it draws (a `{placeholder}` template from content/) as a pattern
 * its drawn form matches from the start, whatever fills the placeholders.
 */
export const templatePattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{[^{}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}`,
  );

/** The external host as the built site knows it; never reachable from the test browser. */
export const externalOrigin = site.externalHost;
export const external = (destination: keyof typeof site.destinations) =>
  new URL(site.destinations[destination], site.externalHost).href;

/**
 * What a link to the external host must be: the destination with its own parameters, then the
 * placement the build adds (docs/decisions/015; placement.spec.ts holds its form).
 */
export function hostLink(destination: keyof typeof site.destinations, params: Record<string, string> = {}) {
  const url = new URL(site.destinations[destination], site.externalHost);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const escaped = url.href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}[?&]${site.analytics.placementParam}=[a-z-]+\\.[a-z]+\\.[A-Za-z]+$`);
}

/**
 * What a content button's link must be: its address on another site exactly as content writes it
 * (none of the site's parameters added), or its destination on the host as `hostLink` has it.
 */
export function ctaHref(cta: {
  destination?: keyof typeof site.destinations | undefined;
  url?: string | undefined;
}): string | RegExp {
  if (cta.url !== undefined) return cta.url;
  if (cta.destination === undefined) throw new Error("A button from content leads nowhere");
  return hostLink(cta.destination);
}

/**
 * Every test collects console errors and page errors; `consoleErrors` lets a test that
 * expects one (the 404 page) read them, and the rest assert there are none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Every browser test, through every interaction it performs, fails on a CSP violation. The guard
  // is the page's own, so a test that asks only for HTTP answers (`request`) opens no browser page.
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await use(page);
    if (page.isClosed() || !page.url().startsWith("http://127.0.0.1")) return;
    const seen = await page
      .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
      .catch(() => []);
    expect(seen, "Content-Security-Policy violations").toEqual([]);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await use(errors);
  },
});

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** In the page: draws every section (`css`), or, given null, puts the page back as it was. */
function drawForAxe(css: string | null) {
  const marked = window as unknown as { drawnForAxe?: CSSStyleSheet };
  if (css === null) {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== marked.drawnForAxe);
    return;
  }
  marked.drawnForAxe = new CSSStyleSheet();
  marked.drawnForAxe.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, marked.drawnForAxe];
}

/**
 * Every section drawn, and every colour at its end: a theme switched just before (emulateMedia)
 * fades buttons' and links' colours for 150–200 ms (`transition-colors`), and axe read a button
 * halfway between its light and dark colours as a contrast failure. Without transitions, each
 * element takes its final colour at once.
 */
const drawnSettled = `${drawEverySection}\n*, *::before, *::after { transition: none !important; }`;

/**
 * WCAG violations axe finds on the page, or only within `selector` where a test looks at one part
 * in several states (themes.spec.ts checks every whole page, in both themes, at both widths). A
 * list of selectors reaches into frames: ["iframe", "main"] is the main element inside the iframe.
 */
export async function axeViolations(page: Page, selector?: string | string[]) {
  // Legacy mode runs axe in the page and its frames and gathers the results there. The default
  // opens a blank page per run to gather them, which took half of each run's time here (4 pages:
  // 17.7 s against 7.7 s). It differs only for frames of another origin, which it reports as
  // untested rather than testing them: the site's CSP lets no page hold one. The same violations
  // came back in both modes from a page given a nameless button, an image without alt text and a
  // frame with its own such image.
  // Only violations are read: axe then describes one node of each passing rule rather than every
  // node (their selectors are the slow end of a run), and finds the same violations.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (selector) builder.include(selector);
  // axe reads colours from what is drawn, and the pages draw a section only as it nears the window
  // (content-visibility): every section is drawn while it looks, as a reader who scrolls to each
  // sees it, in every frame (the editor's previews).
  const inEveryFrame = (css: string | null) =>
    Promise.all(page.frames().map((frame) => frame.evaluate(drawForAxe, css).catch(() => undefined)));
  await inEveryFrame(drawnSettled);
  const results = await builder.analyze().finally(() => inEveryFrame(null));
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * Waits until the island holding `element` has hydrated. Astro marks an island's server-rendered
 * markup with the `ssr` attribute and removes it once the component has hydrated; before that the
 * markup works as plain HTML, but React's handlers are not attached yet.
 */
export async function islandReady(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect(element.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr", /.*/);
}

/**
 * Brings `element` into view and waits until the page around it has stopped moving. A page's
 * sections stand in at an estimated height until they near the window (`section-y` in app.css):
 * after a jump far down the page, the ones laid out then can move what is below them by their
 * difference, a frame or more after Playwright's own two-frame check, and a click sent meanwhile
 * lands beside its target. For a click far down a page: then the click needs no scroll of its own.
 */
export async function settledInView(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  let last = "";
  for (let same = 0; same < 3;) {
    const box = JSON.stringify(await element.boundingBox());
    same = box === last ? same + 1 : 0;
    last = box;
    await element.page().evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
  await expect(element).toBeInViewport();
}

/**
 * Wakes every island on the page and waits until each has hydrated: `client:visible` islands
 * only load once scrolled into view, so each is brought into view first. A page without
 * islands returns at once.
 */
export async function islandsReady(page: Page) {
  const roots = page.locator("astro-island > :not(template)");
  const count = await roots.count();
  for (let index = 0; index < count; index++) await islandReady(roots.nth(index));
}

/**
 * A popover panel is `:popover-open` only when opened by its button (click, tap, Enter, Space);
 * a resting pointer merely displays it with CSS. The locator query needs no page script, so this
 * works with JavaScript disabled too.
 */
export function openPopover(panel: Locator) {
  return panel.and(panel.page().locator(":popover-open"));
}
