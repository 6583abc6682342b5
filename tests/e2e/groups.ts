/**
 * The Chromium specs by what can break them, so `npm test` runs each where it catches something
 * and no spec twice for nothing (docs/testing.md, "What runs where").
 *
 * - `pageSpecs` check what a page shows and does, with the words and figures they read from
 *   content/. Any valid content must pass them, so in `npm test` their behaviour runs once, on
 *   content nobody wrote (test:content-edits), which also proves they pin nothing. Their axe
 *   checks run on today's content, in both themes, where today's colours and words are.
 * - `layoutSpecs` hold what content changes directly: every page at every width, every language
 *   beside English, budgets, valid HTML. They run on today's content and on the rewritten one.
 * - The rest hold the site's machinery (HTTP, servers, islands, the editor, counting), which reads
 *   no words; they run on today's content.
 */
export const pageSpecs = [
  "home.spec.ts",
  "pricing.spec.ts",
  "faq.spec.ts",
  "features-about.spec.ts",
  "footer.spec.ts",
  "header.spec.ts",
  "contact.spec.ts",
  "landing-pages.spec.ts",
  "not-found-and-blog.spec.ts",
  "seo.spec.ts",
  "roi-calculator.spec.ts",
];

export const layoutSpecs = ["widths.spec.ts", "languages.spec.ts", "budgets.spec.ts", "html-valid.spec.ts"];

/** Test titles that run axe: they hold colours as well as words, so they stay on today's content. */
export const axeTitles = /axe/;
