import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dump, load } from "js-yaml";
import { prefixedLocales } from "#src/config/locales.ts";
import { copyProject } from "#tests/support/copy-project.ts";
import { rewriteContent } from "#tests/support/rewrite-content.ts";
import { besideRunner, stepRunner } from "#tests/support/step.ts";
import { contentUnitTestArgs } from "#tests/suites.ts";

/**
 * `npm run test:content-edits` (in `npm test`): proves that valid content needs no developer, in
 * two steps on a copy of the project (node_modules linked, not copied); nothing in this working
 * tree is touched. KEEP_CONTENT_EDITS=1 keeps the copy for a look.
 *
 * 1. A marketer's edits. The copy's pages as they stand (this tree's build, which `npm test` has
 *    just made, or a build of the copy), then the copy is edited as a marketing team edits
 *    content/, and built again: every page must show the new values and none of the old prices.
 *    The edits are worked out from the content as it stands, never fixed figures: a new price is
 *    one that is neither today's nor shown anywhere on the pages before the edit. A change that is
 *    not words (the trial's terms, a quote removed) is made in every language's file at once, as
 *    docs/editing.md asks; a translation's words are edited alone (the German headline), and must
 *    show on that language's page and nowhere else.
 * 2. Content nobody wrote. Every file is rewritten from the schema by a seed
 *    (tests/support/rewrite-content.ts): other words in every language, shorter and half again as
 *    long, with German-length compounds and no dash; every number moved within its bounds; lists
 *    shortened, lengthened and shuffled. The copy is built again, and the unit tests that read
 *    content, the cross-browser suite, and the Chromium specs of the pages and of the layout
 *    (tests/suites.ts) run against it. A test that pinned today's words, figures or lists fails here. The seed is
 *    printed; CONTENT_SEED=<seed> replays it (the default is fixed, so CI sees the same content).
 */
const seed = process.env.CONTENT_SEED ?? "43";

const copy = copyProject("content-edits-");
const content = join(copy, "content");

/** Edits one file as data; the fields touched are typed at each edit below. */
function edit<T>(file: string, change: (data: T) => void) {
  const path = join(content, file);
  const data = load(readFileSync(path, "utf8")) as T;
  change(data);
  writeFileSync(path, dump(data, { lineWidth: 100 }));
}

const steps = { cwd: copy, keptOnFailure: `the edited copy is kept at ${copy}` };
const run = stepRunner("content-edits", steps);
const beside = besideRunner("content-edits", steps);

/** The built pages, by name ("index", "pricing", …). */
const pages = () =>
  readdirSync(join(copy, "build/client"))
    .filter((name) => name.endsWith(".html"))
    .map((name) => name.replace(/\.html$/, ""));
const html = (page: string) => readFileSync(join(copy, "build/client", `${page}.html`), "utf8");
const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;
/** Whether the text shows this whole-dollar figure ("$109", not the start of "$1,090" or "$109.50"). */
const shows = (text: string, amount: number) =>
  new RegExp(`${usd(amount).replace("$", "\\$")}(?![\\d,]|\\.\\d)`).test(text);

// ---- the pages before the edits: what a new figure or word must differ from ----
// `npm test` has just built this tree from the same content: its pages are copied, not built
// again, which would only take time. Run alone without a build, the copy is built.
if (existsSync("build/client/index.html"))
  cpSync("build/client", join(copy, "build/client"), { recursive: true });
else run("npm", ["run", "--silent", "build"]);
const pagesBefore = pages().map(html).join("\n");

// ---- the edits, as a marketer makes them (any that passes the schema must keep tests green) ----
type Price = { monthly: number; annual: number };
const starterBefore = (load(readFileSync(join(content, "plans/starter.yaml"), "utf8")) as { price: Price })
  .price;

/**
 * A new Starter price, worked out from the one it replaces: whole dollars above it, annual about a
 * fifth off (the schema wants it below the monthly), such that none of the figures it makes (the
 * two prices, the yearly total, the yearly saving) is shown on any page yet or is one of today's.
 */
function unseenPrice(before: Price): Price {
  const today = new Set([before.monthly, before.annual, before.annual * 12]);
  for (let monthly = Math.floor(before.monthly) + 10; ; monthly += 1) {
    const annual = Math.round(monthly * 0.8);
    const figures = [monthly, annual, annual * 12, (monthly - annual) * 12];
    if (figures.every((figure) => !today.has(figure) && !shows(pagesBefore, figure)))
      return { monthly, annual };
  }
}
const starterAfter = unseenPrice(starterBefore);
console.log(
  `content-edits: Starter ${usd(starterBefore.monthly)}/${usd(starterBefore.annual)} → ${usd(starterAfter.monthly)}/${usd(starterAfter.annual)}`,
);
edit<{ price: Price }>("plans/starter.yaml", (plan) => {
  plan.price = { ...starterAfter };
});

// A longer trial with more credits: every page that states the terms follows.
type Trial = { days: number; credits: number };
const trialBefore = (load(readFileSync(join(content, "pricing.yaml"), "utf8")) as { trial: Trial }).trial;
const trialAfter = { days: trialBefore.days + 7, credits: trialBefore.credits * 2 };
/** The same file in English and in every other language (content/<code>/): a change that is not words. */
const inEveryLanguage = (file: string) => [file, ...prefixedLocales.map((code) => `${code}/${file}`)];
for (const file of inEveryLanguage("pricing.yaml"))
  edit<{ trial: Trial }>(file, (pricing) => {
    pricing.trial = { ...trialAfter };
  });

const headline = "Verified contacts for every pipeline, in minutes";
let removedQuote = "";
edit<{ hero: { title: string }; testimonials: { items: { quote: string }[] } }>("home.yaml", (home) => {
  home.hero.title = headline;
  const items = home.testimonials.items;
  if (items.length < 2) throw new Error("content-edits: home.yaml needs two testimonials to remove one");
  removedQuote = items.pop()!.quote;
});
// The same quote leaves every translation: lists keep English's length.
for (const file of inEveryLanguage("home.yaml").slice(1))
  edit<{ testimonials: { items: unknown[] } }>(file, (home) => {
    home.testimonials.items.pop();
  });

// A translation's words alone: the German home page's headline, on no page yet.
const germanHeadline = [
  "Verifizierte Kontakte für jede Pipeline, in Minuten",
  "Geprüfte Kontakte für jedes Vertriebsteam",
].find((title) => !pagesBefore.includes(title))!;
edit<{ hero: { title: string } }>("de/home.yaml", (home) => {
  home.hero.title = germanHeadline;
});

const renamed = "Account Engagement Hub";
let renamedFrom = "";
edit<{ integrations: { name: string; monogram: string }[] }>("features.yaml", (features) => {
  const integrations = features.integrations;
  const target = integrations.at(-2) ?? integrations[0]!;
  renamedFrom = target.name;
  target.name = renamed;
  target.monogram = "AE";
});

const answer =
  "One credit reveals one verified email address or phone number. Searching and browsing stay free, and your credits renew on the first day of each billing month. Most teams spend under a hundred dollars a month.";
edit<{ categories: { items: { answer: string }[] }[] }>("faq.yaml", (faq) => {
  const item = faq.categories[1]?.items[0] ?? faq.categories[0]!.items[0]!;
  item.answer = answer;
});

// The chart's name for the expected case, read out in its description: a word on no page yet.
type ChartWords = { chart: { description: { expected: string } } };
const caseName = ["Likely outcome", "Probable outcome", "Central estimate"].find(
  (name) => !pagesBefore.includes(name),
)!;
edit<ChartWords>("roi-calculator.yaml", (roi) => {
  roi.chart.description.expected = caseName;
});

// Words screen readers hear on every page, once written in components: the note after a link that
// opens a new tab and the mobile menu's button. Specs find links and the menu by them.
type ChromeWords = { newTabNote: string; header: { menuButton: string } };
const newTabNote = ["(opens in a new window)", "(new tab)", "(leaves this site)"].find(
  (note) => !pagesBefore.includes(note),
)!;
const menuButton = ["Site menu", "Open menu", "Navigation menu"].find(
  (name) => !pagesBefore.includes(`>${name}<`),
)!;
edit<ChromeWords>("navigation.yaml", (navigation) => {
  navigation.newTabNote = newTabNote;
  navigation.header.menuButton = menuButton;
});

// ---- build the edited copy ----
run("npm", ["run", "--silent", "build"]);

// ---- every page shows the new values, and no page keeps an old Starter price ----
const problems: string[] = [];
const expectIn = (page: string, text: string, why: string) => {
  if (!html(page).includes(text)) problems.push(`${page}.html lacks ${why}: ${text}`);
};
expectIn("pricing", usd(starterAfter.monthly), "the new monthly price");
expectIn("pricing", usd(starterAfter.annual), "the new annual price");
expectIn("pricing", usd(starterAfter.annual * 12), "the new yearly total");
// The new figures were on no page before the edit, so finding them anywhere shows the edit followed.
if (
  !new RegExp(`<meta name="description" content="[^"]*\\${usd(starterAfter.monthly)}(?![\\d,])`).test(
    html("pricing"),
  )
)
  problems.push(`pricing.html lacks the new price in the meta description: ${usd(starterAfter.monthly)}`);
expectIn("pricing", `"price":${starterAfter.monthly},`, "the new price in the JSON-LD");
if (!shows(html("index"), starterAfter.monthly))
  problems.push(`index.html lacks the calculator's new seat price: ${usd(starterAfter.monthly)}`);
expectIn("index", `seatPricePerMonth&quot;:[0,${starterAfter.monthly}]`, "the calculator's formula price");
expectIn("index", headline, "the new headline");
// The German edit shows on the German home page, and on no other language's.
expectIn("de", germanHeadline, "the new German headline");
for (const page of ["index", ...prefixedLocales.filter((code) => code !== "de")])
  if (html(page).includes(germanHeadline)) problems.push(`${page}.html shows the German headline`);
if (html("de").includes(headline)) problems.push("de.html shows the English headline");
expectIn("features", renamed, "the renamed integration");
if (!new RegExp(`role="img" aria-label="[^"]*${caseName}`).test(html("index")))
  problems.push(`index.html lacks the chart's new word in its description: ${caseName}`);
expectIn("faq", answer, "the new FAQ answer");
for (const page of ["index", "pricing", "404"])
  expectIn(page, `<span class="sr-only">${menuButton}</span>`, "the menu button's new name");
expectIn(
  "index",
  `<span class="sr-only"> ${newTabNote}</span>`,
  "the new note after a link that opens a new tab",
);
const trialDays = (days: number) => new RegExp(`\\b${days}[- ]days?\\b`);
const trialCredits = new RegExp(
  `\\b${trialAfter.credits.toLocaleString("en-US")} (?:free )?contact credits\\b`,
);
for (const page of ["index", "pricing", "features", "faq"]) {
  if (!trialDays(trialAfter.days).test(html(page))) problems.push(`${page}.html lacks the new trial length`);
  if (!trialCredits.test(html(page))) problems.push(`${page}.html lacks the new trial credits`);
}
for (const page of pages())
  if (trialDays(trialBefore.days).test(html(page)))
    problems.push(`${page}.html still states the old trial length`);
if (html("index").includes(removedQuote.slice(0, 60)))
  problems.push("index.html still shows the removed testimonial");
if (html("features").includes(`>${renamedFrom}<`)) problems.push(`features.html still lists ${renamedFrom}`);
// An old Starter figure may stay only where another plan shows the same figure of its own.
const otherPlansFigures = new Set(
  readdirSync(join(content, "plans"))
    .filter((file) => file !== "starter.yaml" && file.endsWith(".yaml"))
    .flatMap((file) => {
      const price = (load(readFileSync(join(content, "plans", file), "utf8")) as { price?: Price }).price;
      return price
        ? [price.monthly, price.annual, price.annual * 12, (price.monthly - price.annual) * 12]
        : [];
    }),
);
const oldFigures = [starterBefore.monthly, starterBefore.annual, starterBefore.annual * 12].filter(
  (figure) => !otherPlansFigures.has(figure),
);
for (const page of pages())
  for (const figure of oldFigures)
    if (shows(html(page), figure))
      problems.push(`${page}.html still shows the old Starter figure ${usd(figure)}`);
if (problems.length > 0) {
  console.error(`content-edits: the build does not follow the edits:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("content-edits: every page shows the edited values and no old Starter price");

// ---- content nobody wrote: every field rewritten from the schema, then the suites that read it ----
console.log(
  `content-edits: rewriting every content file from seed ${seed} (replay: CONTENT_SEED=${seed} npm run test:content-edits)`,
);
rewriteContent(content, seed);
// The unit tests read content/, not the build: they run beside it.
const unitTests = beside("npx", contentUnitTestArgs);
run("npm", ["run", "--silent", "build"]);
await unitTests();
// Firefox and WebKit first: their run ends with WebKit alone on one core, which the Chromium specs
// after it keep busy. Chromium's behaviour on this content is what those specs check.
// Pictures for people only of a scenario that failed: nobody looks at a passing run's here.
run("npm", ["run", "--silent", "test:browsers"], { BROWSERS: "firefox,webkit", BROWSERS_SHOTS: "failures" });
// Colours and contrast do not follow the words, so the axe checks are left to test:e2e.
run("npx", ["playwright", "test", "--config", "tests/content.config.ts"]);

if (process.env.KEEP_CONTENT_EDITS) console.log(`content-edits: the edited copy is at ${copy}`);
else rmSync(copy, { recursive: true, force: true });
console.log("content-edits: passed");
