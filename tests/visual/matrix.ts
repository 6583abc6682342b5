import { join } from "node:path";
import { localePath, type defaultLocale, type Locale } from "#src/config/locales.ts";
import { landingPath, notFoundPath, pagePaths } from "#src/config/pages.ts";
import {
  readContent,
  readLandingSections,
  servedLandingPages,
  siteExperiments,
  siteLandingPages,
} from "#src/content/read-content.ts";
import { experimentRules } from "#src/content/experiments.ts";
import { sectionPicture } from "#src/content/pictures.ts";
import { countedOnPage, type Counts } from "#tests/support/any-count.ts";

/**
 * What the visual suite photographs, stated once for both of its runners: Playwright's Chromium
 * (tests/visual/visual.spec.ts) and Firefox ESR and WebKitGTK through the cross-browser suite's
 * visual scenarios (tests/browsers/visual.ts), both run by `npm run test:visual` (tests/visual/run.ts). A baseline's file name
 * is its shot's name: page or state, theme, width, e.g. `pricing-dark-768.png` (Chromium) or `.webp` (Firefox, WebKit).
 */

export type Theme = "light" | "dark";
type Width = 375 | 768 | 1280;

/**
 * The content the baselines show: a copy of content/ that `npm run visual:update` writes beside
 * them, and that every visual run builds the site from (CONTENT_DIR). The suite holds the look, so
 * a marketer's edit to content/ (a price, a headline) moves no shot and never turns CI red; a
 * change to a component, a style or a token does. Re-baselining takes the content as it then is.
 */
export const visualContentDir = join(import.meta.dirname, "content");

/** The experiments running in that content (docs/experiments.md): their pages are drawn per request. */
const experiments = experimentRules(siteExperiments(visualContentDir));

/**
 * A page's address as a shot asks for it: on a running experiment's page, its variant named (the
 * first, the page as it is, unless told), so every engine's shot shows the same page, never a draw.
 */
function visualPath(path: string, variant = 0): string {
  const rule = experiments.find(({ pages }) => pages.some((page) => page.path === path));
  return rule ? `${path}?${rule.param}=${rule.variants[variant]}` : path;
}

/** Every page of the site (the page list), and the 404 page as an unknown path shows it. */
export const visualPages = [
  ...pagePaths.map((path) => ({ name: path === "/" ? "home" : path.slice(1), path: visualPath(path) })),
  { name: "404", path: `${notFoundPath}-not-here` },
];

/**
 * One shot per other variant of each running experiment, Chromium, light, on a phone,
 * its first screen (`features-variant-b-light-375.png`): a variant changes words, so one width
 * shows it, and the rest of the page is its whole page's shot. The baselines have a budget.
 */
export const variantPages = experiments.flatMap(({ pages: [page], variants }) =>
  variants.slice(1).map((variant, index) => ({
    name: `${page!.path === "/" ? "home" : page!.path.slice(1).replaceAll("/", "-")}-variant-${variant}`,
    path: visualPath(page!.path, index + 1),
    width: 375 as const,
    theme: "light" as Theme,
    whole: false,
  })),
);

/**
 * One page in each language but English, at one width each, light, in Chromium only: the
 * languages' own layout (longer words in the header, the menu and the buttons, figures written the
 * language's way) at a phone's, a tablet's and a desktop's width. Whole pages but the German home
 * page on a phone, whose first screen (the longest headline) is shot: whole, it alone was 0.57 MB,
 * past the baselines' budget. The shot's name is the language and the page: `de-home-light-375.png`.
 */
const languageShots: Record<
  Exclude<Locale, typeof defaultLocale>,
  { page: (typeof pagePaths)[number]; width: Width; whole: boolean }
> = {
  de: { page: "/", width: 375, whole: false },
  fr: { page: "/pricing", width: 1280, whole: true },
  es: { page: "/contact", width: 768, whole: true },
};
export const languagePages = Object.entries(languageShots).map(([locale, { page, width, whole }]) => ({
  whole,
  name: `${locale}-${page === "/" ? "home" : page.slice(1)}`,
  path: visualPath(localePath(locale as Locale, page)),
  width,
  theme: "light" as Theme,
}));

/**
 * The landing page in that content whose sections hold a number of items each, one section type
 * at each count that shows how a section lays out any number (tests/support/any-count.ts writes
 * it from the content's own words; `npm run visual:update` writes it again after copying content/):
 * a lone story as a wide quote, two plans centred, a last row centred under full ones (four reasons
 * in rows of three; five integrations in rows of four; five figures; five customer logos), three
 * security marks.
 */
export const countedPage = {
  slug: "any-count",
  counts: { testimonials: 1, plans: 2, valueProps: 4, stats: 5, integrations: 5, security: 3, logos: 5 },
} as const satisfies { slug: string; counts: Counts };

/**
 * Each section of the counted page on its own, found by its heading, Chromium, light, on a phone
 * and at 1280 px: `lp-any-count-testimonials-1-light-375.png`. A section rather than the whole
 * page: the rest is the site's sections, shot whole elsewhere, and the baselines have a budget.
 * A function, read when the suite runs: visual:update imports this file before it writes the page.
 */
export function countedShots() {
  const landing = siteLandingPages(visualContentDir).find(({ slug }) => slug === countedPage.slug);
  if (!landing)
    throw new Error(
      `${visualContentDir}: no landing page ${countedPage.slug}; npm run visual:update writes it`,
    );
  return readLandingSections(landing, "en", visualContentDir).flatMap((section) => {
    const counted = countedOnPage(section);
    return counted
      ? ([375, 1280] as const).map((width) => ({
          name: `lp-${countedPage.slug}-${counted.type}-${counted.items}`,
          path: landingPath(countedPage.slug),
          heading: counted.heading,
          width,
          theme: "light" as Theme,
        }))
      : [];
  });
}

/**
 * Each other landing page in that content, English, Chromium, light, whole, on a phone and at
 * 1280 px: `lp-revops-light-375.png`. Made of the site's own sections, shot whole elsewhere.
 */
export const landingShots = servedLandingPages(visualContentDir)
  .filter(({ slug }) => slug !== countedPage.slug)
  .flatMap(({ slug }) =>
    ([375, 1280] as const).map((width) => ({
      name: `lp-${slug}`,
      path: landingPath(slug),
      width,
      theme: "light" as Theme,
      whole: true,
    })),
  );

/** Whole pages: which themes and widths, per runner. The other engines' dark runs are left to behaviour tests. */
export const chromiumMatrix = { themes: ["light", "dark"], widths: [375, 768, 1280] } as const satisfies {
  themes: readonly Theme[];
  widths: readonly Width[];
};
export const otherEnginesMatrix = { themes: ["light"], widths: [375, 1280] } as const satisfies {
  themes: readonly Theme[];
  widths: readonly Width[];
};

/** The height of the window a page is laid out in before the whole page is taken. */
export const viewportHeight = 800;

/**
 * A style that draws every section: the pages draw a section only as it nears the screen
 * (`content-visibility: auto`, app.css), so a shot of the whole page would show the ones far from
 * the window empty, at a stand-in height. Drawn, each is laid out as a visitor who scrolls to it
 * sees it (what one holds that runs over it is widths.spec.ts's to find).
 */
export const drawEverySection = "* { content-visibility: visible !important; }";

/** What a shot holds: the window as a visitor sees it, the whole page, or one element of it. */
type Capture = "viewport" | "page" | { element: string };

/** A state that shows only after a visitor's click: where, what is clicked, and what then shows. */
export interface State {
  name: string;
  path: string;
  width: Width;
  click: string;
  /** Matches once the state shows. */
  shows: string;
  capture: Capture;
}

const [firstMenu] = readContent("navigation").header.menus;
const [firstQuestion] = readContent("faq").categories.flatMap((category) => category.items);
if (!firstMenu || !firstQuestion)
  throw new Error("visual states: the header has no menu or the FAQ no question");
const question = `details:has([id="${firstQuestion.id}"])`;

export const states: State[] = [
  {
    name: "mobile-menu-open",
    path: visualPath("/"),
    width: 375,
    click: "[popovertarget='mobile-menu']",
    shows: "#mobile-menu:popover-open",
    capture: "viewport",
  },
  {
    name: "faq-answer-open",
    path: visualPath("/faq"),
    width: 375,
    click: `${question} > summary`,
    shows: `${question}[open]`,
    capture: { element: question },
  },
  {
    name: "pricing-annual",
    path: visualPath("/pricing"),
    width: 1280,
    click: "label:has(input[name='billing'][value='annual'])",
    shows: "input[name='billing'][value='annual']:checked",
    capture: { element: ".billing" },
  },
  {
    name: `menu-${firstMenu.id}-open`,
    path: visualPath("/features"),
    width: 1280,
    click: `nav [popovertarget="nav-menu-${firstMenu.id}"]`,
    shows: `#nav-menu-${firstMenu.id}:popover-open`,
    capture: "viewport",
  },
];

/** An element hidden under a box of one colour in a shot: those matching `selector` (and holding `text`). */
export interface Mask {
  selector: string;
  text?: string;
}

/**
 * What changes between two builds of the same source: the copyright year, set when the site is
 * built (site-footer.tsx). No other text or picture on the pages depends on the date, the build or
 * chance.
 */
const copyrightYear: Mask = { selector: "footer p", text: "©" };

/**
 * A picture the team uploaded, on a landing page: its pixels are the upload's, not the site's look,
 * and a picture compresses far worse than flat colour (two pictured sections in three
 * engines took the baselines 0.6 MB past their budget). Masked, its box (place, size, the words
 * beside or above it) is still compared; what the browser is sent is held by pictures.spec.ts.
 */
export const uploadedPicture: Mask = { selector: "main picture img" };

/**
 * The masks of a shot. The footer is the same on every page: it is compared whole on the home page
 * and masked elsewhere, where its box (and so its height and place) is still compared. It holds a
 * fifth of a page's bytes, and the baselines have a budget.
 */
export const masksFor = (shot: string): Mask[] => [
  ...(shot === "home" ? [copyrightYear] : [copyrightYear, { selector: "footer" }]),
  ...(shot.startsWith("lp-") ? [uploadedPicture] : []),
];

/**
 * How different a shot may be and still pass, the same in every engine. Per pixel: pixelmatch's YIQ
 * colour distance (Playwright's comparison uses it too) past 0.02 of its range, about five levels
 * of grey; anti-aliased edges are told apart and not counted. Its default, 0.1, let the accent
 * #1d4ed8 become #305fe3 (6 points lighter) unseen; at 0.02, 4 points (#2758e2) fail. The same
 * build in the same engine draws the same pixels, so this spends nothing on noise. Per shot: at
 * most 100 such pixels, a couple of glyphs' edges (e.g. the year's digits under its mask differ in
 * width from year to year); a section moved by 1 px, or a colour token changed, moves thousands.
 */
export const tolerance = { threshold: 0.02, maxDiffPixels: 100 };

/**
 * Each picture a landing page in that content shows (its top's, a picture-and-text section's), and
 * each strip of customers' logos, its section alone, light, at a phone's width and 1280 px, in
 * Firefox and WebKit, whose whole-page shots hold the six pages only:
 * `lp-revops-picture-2-light-1280.webp`, `lp-revops-logos-1-light-1280.webp`. A section is found by
 * its place on the page (the sections are the page's <main>'s children, one element each), not by
 * holding a <picture>: customer logos hold pictures too. The uploads are masked (uploadedPicture):
 * what is compared is the layout around them, the logos' tiles, rows and wrapping among it.
 */
export const pictureShots = servedLandingPages(visualContentDir)
  .filter(({ slug }) => slug !== countedPage.slug)
  .flatMap((landing) => {
    const sections = readLandingSections(landing, "en", visualContentDir);
    const shots = (kind: string, positions: number[]) =>
      positions.map((position, index) => ({
        name: `lp-${landing.slug}-${kind}-${index + 1}`,
        path: landingPath(landing.slug),
        section: `main > :nth-child(${position + 1})`,
      }));
    const where = (test: (section: (typeof sections)[number]) => boolean) =>
      sections.flatMap((section, position) => (test(section) ? [position] : []));
    return [
      ...shots(
        "picture",
        where((section) => sectionPicture(section) !== undefined),
      ),
      ...shots(
        "logos",
        where((section) => section.type === "logos"),
      ),
    ];
  });

/**
 * WebKitGTK draws some edges (rounded corners, icons) a little differently from one run to the next:
 * 106 to 527 such pixels on 6 of 14 whole pages between two runs of the same build. A colour token
 * changed still moves thousands there (every button and link).
 */
export const maxDiffPixelsFor = (engine: string) => (engine === "webkit" ? 1000 : tolerance.maxDiffPixels);

/** Baselines, committed, one folder per engine. */
export const baselinesDir = join(import.meta.dirname, "baselines");

/**
 * All baselines together stay under this (15.7 MB): a clone should not grow by much per change.
 * It was 15.5 MB until the first content picture: /lp/revops's product dashboard made its two
 * shots 160 KB larger (a picture compresses less than flat colour), taking the total to 15.53 MB.
 */
export const baselinesBudgetBytes = 15_700_000;

/** A baseline file: Chromium's PNGs (Playwright's format), Firefox's and WebKit's lossless WebP. */
export const isBaseline = (file: string) => /\.(png|webp)$/.test(file);

export const shotName = (what: string, theme: Theme, width: number) => `${what}-${theme}-${width}`;
