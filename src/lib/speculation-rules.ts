import { notTheNextPage } from "#src/lib/next-page-rules.ts";

/**
 * The Speculation Rules every page carries (`<script type="speculationrules">` in the layout,
 * allowed by its hash in the CSP: astro.config.ts). Browsers that know the API fetch the next
 * page before the click; others ignore the element. Decision: docs/decisions/016.
 * - Any same-site link is prerendered when the reader shows intent ("moderate": a 200 ms hover,
 *   or the start of a touch or a click), and prefetched then too, for engines or moments where a
 *   prerender is not allowed.
 * - A header link's page is prefetched on "eager" intent: in Chromium (141+) on a desktop, a
 *   pointer resting on the link for less than "moderate"'s 200 ms (here the fetch started 50–90
 *   ms after it arrived); on Android, the link in view for a short time. A reader who rests 300 ms
 *   then clicks leaves time for the slow phone's round trip and the 7–10 KB document.
 * - A link in a popover (the phone's menu) is prefetched as soon as the popover opens
 *   ("immediate"): a closed popover is not rendered, and document rules pass over links that are
 *   not, so nothing is fetched until the reader opens the menu, and then its pages are.
 * - Nothing is fetched while the page loads. Prefetching the header's pages as the page parsed
 *   (a list rule, "immediate") pushed LCP to 1.15–1.36× the script-free floor (decision 013); a
 *   rule set added once the page is idle needs a script, which /features, /about and /pricing
 *   must not carry (bench/budgets.ts).
 * Only documents are prefetched (a prefetch fetches no subresources); the prerender on intent is
 * what fetches a page's images, as before. Chromium skips all of it under its Data Saver (the
 * setting that makes it send `Save-Data`).
 * A link to another language (`hreflang`, the language switcher) is left alone: a reader reads on
 * in one language, and the phone's menu would otherwise fetch every language's page as it opens.
 * `href_matches: "/*"` is resolved against the page's URL, so only this origin matches; links that
 * open a new tab or a download, and the link to the page itself, are left alone.
 */
const sameSite = { href_matches: "/*" };
const leavesThePage = { not: { selector_matches: notTheNextPage } };
const linkTo = (selector?: string) => ({
  and: [sameSite, leavesThePage, ...(selector ? [{ selector_matches: selector }] : [])],
});

const onIntent = { where: linkTo(), eagerness: "moderate" } as const;
const onHeaderGlance = { where: linkTo("header a"), eagerness: "eager" } as const;
const onMenuOpen = { where: linkTo("[popover] a"), eagerness: "immediate" } as const;

const speculationRules = { prefetch: [onIntent, onHeaderGlance, onMenuOpen], prerender: [onIntent] };

/** The element's exact text: its CSP hash is taken over these characters. */
export const speculationRulesText = JSON.stringify(speculationRules);
