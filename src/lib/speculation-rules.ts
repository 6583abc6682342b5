/**
 * The Speculation Rules every page carries (`<script type="speculationrules">` in the layout,
 * allowed by its hash in the CSP: astro.config.ts). Browsers that know the API fetch the next
 * page before the click; others ignore the element. Document rules, matched against the links on
 * the page, so the list never repeats the navigation:
 * - the header's own pages are prefetched as soon as the page has parsed ("immediate"): a few
 *   small HTML files, the likeliest next step;
 * - any same-site link is prerendered when the visitor shows intent ("moderate": a short hover,
 *   or the start of a touch or a click), and prefetched then too, for engines or moments where a
 *   prerender is not allowed.
 * `href_matches: "/*"` is resolved against the page's URL, so only this origin matches; links that
 * open a new tab or a download are left alone.
 */
const sameSite = { href_matches: "/*" };
const leavesThePage = { not: { selector_matches: "[target], [download]" } };

export const speculationRules = {
  prefetch: [
    { where: { and: [sameSite, leavesThePage, { selector_matches: "header a" }] }, eagerness: "immediate" },
    { where: { and: [sameSite, leavesThePage] }, eagerness: "moderate" },
  ],
  prerender: [{ where: { and: [sameSite, leavesThePage] }, eagerness: "moderate" }],
} as const;

/** The element's exact text: its CSP hash is taken over these characters. */
export const speculationRulesText = JSON.stringify(speculationRules);
