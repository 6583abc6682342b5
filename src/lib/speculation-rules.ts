/**
 * The Speculation Rules every page carries (`<script type="speculationrules">` in the layout,
 * allowed by its hash in the CSP: astro.config.ts). Browsers that know the API fetch the next
 * page before the click; others ignore the element.
 * - Any same-site link is prerendered when the visitor shows intent ("moderate": a short hover,
 *   or the start of a touch or a click), and prefetched then too, for engines or moments where a
 *   prerender is not allowed. A document rule, matched against the links on the page.
 *   `href_matches: "/*"` is resolved against the page's URL, so only this origin matches; links
 *   that open a new tab or a download are left alone.
 * - Nothing is fetched before that intent. Prefetching the header's pages as the page parsed (a
 *   list rule, "immediate") was measured and dropped: on the slow-phone profile those four HTML
 *   files compete with the page's own stylesheet, and Lighthouse put every page's LCP at
 *   1.15–1.36× the script-free floor (docs/decisions/013).
 */
const sameSite = { href_matches: "/*" };
const leavesThePage = { not: { selector_matches: "[target], [download]" } };
const onIntent = { where: { and: [sameSite, leavesThePage] }, eagerness: "moderate" } as const;

const speculationRules = { prefetch: [onIntent], prerender: [onIntent] };

/** The element's exact text: its CSP hash is taken over these characters. */
export const speculationRulesText = JSON.stringify(speculationRules);
