import { englishPath } from "#src/config/locales.ts";
import { landingPath } from "#src/config/pages.ts";
import { siteLandingPages } from "#src/content/read-content.ts";

/**
 * The script budgets, stated once: `tests/e2e/budgets.spec.ts` holds them on every `npm test` (from
 * what Chromium requests), `npm run bench` reports against them, and bench/README.md quotes them. Sizes
 * are gzip -9 bytes of the build's files plus inline script. The small budgets read 1 KB as 1,000
 * bytes; the any-page budget is the guide's "80 KB gzip" (shared guides, performance.md, "Targets
 * now") read as 80 KiB, 81,920 bytes, since the site has four languages: the calculator reading and writing four
 * languages' numbers (src/lib/locale-format.ts, 1.4 KB gzip) took `/` to 80,784 bytes, over the
 * stricter 80,000 it had kept until then (docs/performance-log.md, 2026-11-26).
 */
export const scriptBudgets = {
  /** Any page, scrolled to the end with every island loaded. */
  anyPageBytes: 81_920,
  /**
   * Pages that run no script of their own: no file, and nothing inline but the layout's next-page
   * line, which in Chromium imports nothing.
   */
  noScriptPaths: ["/features", "/about", "/pricing"] as readonly string[],
  /**
   * The next page on intent in engines without speculation rules (docs/decisions/021):
   * the line every page carries inline, and the module it imports after load in Firefox and WebKit
   * (never in Chromium), "under 1 KB". The module was held with the line until it came to name an
   * experiment's variant (0.68 KB, then 0.92 KB with the line's 0.13 KB beside it): what arrives
   * after load is the module, and the line is counted in every page's own budget.
   */
  nextPageBytes: { line: 200, module: 1_000 },
  /** Pages whose only script is a small module of their own (the FAQ's keys, no React). */
  smallPageBytes: { "/faq": 5_000 } as Readonly<Record<string, number>>,
  /**
   * A landing page without the calculator: the next-page line and, with questions, the
   * FAQ's keys. With the calculator it has any page's budget.
   */
  landingPageBytes: 1_000,
  /**
   * With counting on (a build with ANALYTICS_COLLECTOR), what it may add to every page, on top of
   * the page's own budget: the boot line and the module it requests after first paint
   * (docs/decisions/015). With counting off it adds nothing. 1 KB until experiments, when
   * the boot line grew from 0.09 KB to 0.43 KB to keep a click made before the module arrives
   * (and carry the landing's campaign on it): the module keeps its 1 KB, the line gets 0.5. 1.7 KB
   * since experiments (decision 022): the line and the module carry the variant a visit was drawn
   * and count every event with it, 0.09 KB gzip more in the line (0.52 KB) and 0.07 KB in the module.
   */
  countingBytes: 1_700,
};

/** Each landing page's path, and whether it has the calculator: read once, when first asked. */
let landings: Map<string, boolean> | undefined;

/**
 * A page's budget in bytes: the next-page line's where it runs no script of its own, its small budget, or the general one; plus the
 * counting script's where the build counts.
 */
export function scriptBudgetFor(localPath: string, { counting = false } = {}): number {
  // Every language's page has its English page's budget: /de/pricing runs none either.
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
   * round trip more for its last bytes (found on `/`, 2026-11-25: 14,641 B with counting on, LCP
   * 1.10× the floor).
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
   * 0.40 since experiments, judged on medians of 9 (decision 016's open question, settled): under
   * automation the tap's page is only prefetched, and what is left after the fetch is Chromium
   * drawing the page (quiet runs: 0.28–0.41× over medians of 3); a phone's own Chrome prerenders
   * the menu's pages, which automation cannot show.
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
 * by up to a few ms (system fonts' LCP 901–906 ms on 2026-11-25), so one round trip shows as
 * 146–152 ms and two as about 300.
 */
export const fontBudgets = {
  requests: 1,
  wireBytes: 21_000,
  lcpAboveSystemMs: 150,
  fcpAboveSystemMs: 0,
  simulationJitterMs: 16,
} as const;
