import type { Navigation } from "../content/schema.ts";

/**
 * The Speculation Rules every page carries (`<script type="speculationrules">` in the layout,
 * allowed by its hash in the CSP: astro.config.ts). Browsers that know the API fetch the next
 * page before the click; others ignore the element.
 * - The header's own pages are prefetched as soon as the page has parsed: a few small HTML files,
 *   the likeliest next step. A list rule, whose default eagerness is "immediate" in every engine
 *   that has the API; the validators we run (W3C Nu) do not yet know that value by name.
 * - Any same-site link is prerendered when the visitor shows intent ("moderate": a short hover,
 *   or the start of a touch or a click), and prefetched then too, for engines or moments where a
 *   prerender is not allowed. A document rule, matched against the links on the page, so the list
 *   never repeats the navigation. `href_matches: "/*"` is resolved against the page's URL, so only
 *   this origin matches; links that open a new tab or a download are left alone.
 */
const sameSite = { href_matches: "/*" };
const leavesThePage = { not: { selector_matches: "[target], [download]" } };
const onIntent = { where: { and: [sameSite, leavesThePage] }, eagerness: "moderate" } as const;

/** The internal paths of the header's links (content/navigation.yaml), the page's own included. */
export function speculationRules(headerPaths: readonly string[]) {
  return {
    prefetch: [{ urls: [...headerPaths] }, onIntent],
    prerender: [onIntent],
  };
}

/** The element's exact text: its CSP hash is taken over these characters. */
export const speculationRulesText = (headerPaths: readonly string[]) =>
  JSON.stringify(speculationRules(headerPaths));

/** The header's internal paths, from content/navigation.yaml (as the build or a test reads it). */
export const headerPaths = (navigation: Navigation) =>
  navigation.header.links.flatMap((link) => (link.kind === "internal" ? [link.to] : []));
