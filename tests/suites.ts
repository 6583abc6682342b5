/**
 * The suites by what can break them, so `npm test` runs each where it catches something and no
 * spec twice for nothing, and `npm run test:content` runs what a content change can break
 * (docs/testing.md, "What runs where"). The specs are file names under tests/e2e/.
 *
 * - `pageSpecs` check what a page shows and does, with the words and figures they read from
 *   content/. Any valid content must pass them, so in `npm test` their behaviour runs once, on
 *   content nobody wrote (test:content-edits), which also proves they pin nothing. Their axe
 *   checks run on today's content, in both themes, where today's colours and words are.
 * - `layoutSpecs` hold what content changes directly: every page at every width in every language,
 *   the script budgets, valid HTML. What they hold of the code, any content shows: in `npm test`
 *   they run on the rewritten content, whose words run shorter and half again as long as today's.
 *   What they hold of today's words is a content change's to break, and `npm run test:content`
 *   runs them on content/ as a marketer left it: the GitHub workflow runs it for every pull request
 *   that changes content/, with the whole suite too when it changes code as well.
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
  "languages.spec.ts",
];

export const layoutSpecs = ["widths.spec.ts", "budgets.spec.ts", "html-valid.spec.ts"];

/** Test titles that run axe: they hold colours as well as words, so they stay on today's content. */
export const axeTitles = /axe/;

/**
 * The command (`npx` and these arguments) for the unit tests that read content/: the schema's
 * rules, parity between languages, the editor's checks, the figures the pages derive. The build's
 * own refusals are not among them: they build broken copies of today's content, which says nothing
 * about a new one.
 */
export const contentUnitTestArgs = [
  "vitest",
  "run",
  "src/content/",
  "src/lib/",
  "src/components/",
  "src/config/one-source.test.ts",
  "--exclude",
  "src/content/build-errors.test.ts",
];

/**
 * The Playwright projects `npm test` runs on today's content (tests/all.ts); `pages`, the page
 * specs' behaviour, and `layout` run on rewritten content instead (test:content-edits).
 */
export const e2eProjects = ["chromium", "speculation", "pages-a11y", "nginx", "cloudflare"];
