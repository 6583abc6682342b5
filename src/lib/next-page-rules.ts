/**
 * What the next page may be, and when it is fetched ahead: one source for the speculation rules
 * (speculation-rules.ts, Chromium) and the next-page module (components/page-scripts/next-page.ts,
 * engines without speculation rules; docs/decisions/021). Bundled for the browser: nothing here
 * may import more.
 */

/** Links that are never the next page: a new tab, a download, the page itself, another language. */
export const notTheNextPage = "[target], [download], [aria-current=page], [hreflang]";

/**
 * How long a page's HTML stays fresh in the browser's cache (`max-age` on every document,
 * config/http-rules.ts): what lets a click reuse the document fetched ahead in Firefox and WebKit,
 * and at most how long a reader who already has a page may see it after a publish.
 */
export const documentFreshSeconds = 60;

/**
 * The next-page module's timing: the rule set's "eager" (the header's links) and "moderate" (any
 * other link) as rests of the pointer or of keyboard focus, and how long a fetched document is
 * not fetched again (as long as it stays fresh).
 */
export const nextPageTiming = { headerRestMs: 50, otherRestMs: 200, freshForMs: documentFreshSeconds * 1000 };
