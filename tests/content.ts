import { contentUnitTestArgs } from "#tests/suites.ts";
import { besideRunner, stepRunner } from "#tests/support/step.ts";

/**
 * `npm run test:content`: a change under content/ alone, checked in minutes rather than by the
 * whole suite. It runs what a change of words, figures or lists can break, on content/ as it is:
 * - the build, every page in every language, which refuses what the schema and the build's checks
 *   refuse (the editor refuses the same, in the same words);
 * - the unit tests that read content: the pricing rules, parity between languages, the editor's
 *   checks letting every file through;
 * - in Chromium, every page at every width in every language, the language switcher and links,
 *   the script budgets and valid HTML (tests/content.config.ts, project "layout").
 * A change to code needs `npm test`, which runs all of this and the rest (tests/suites.ts).
 */
const run = stepRunner("test:content");

const started = Date.now();
// The unit tests read content/, not the build: they run beside it.
const unitTests = besideRunner("test:content")("npx", contentUnitTestArgs);
run("npm", ["run", "--silent", "build"]);
await unitTests();
run("npx", ["playwright", "test", "--config", "tests/content.config.ts", "--project", "layout"]);
console.log(`test:content: passed in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
