import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dump } from "js-yaml";
import { experimentRules, sectionOrderOf, variantsOf, withVariant, wordsAt, type PageData } from "./experiments.ts";
import { readExperiments } from "./read-experiments.ts";
import { pageDataOf, readContentAsWritten, readSite, siteLandingPages } from "./read-content.ts";
import { locales } from "#src/config/locales.ts";
import { homeSectionNames } from "#src/config/pages.ts";
import type { LandingPage } from "./schema/landing-pages.ts";

/**
 * Experiments' files: what the build refuses, in the editor's words with the file and
 * the field named, and what it makes of a valid one. Each case writes its own file into a scratch
 * content folder; the pages' words are the site's own.
 */
const scratch = mkdtempSync(join(tmpdir(), "experiments-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const site = readSite();
const pageData = pageDataOf(site.pages, site.landingPages);
const landingPages = site.landingPages.map((landing) => landing.slug);

let cases = 0;
function read(files: Record<string, unknown>, words: PageData = pageData) {
  const root = join(scratch, String(cases++));
  mkdirSync(join(root, "experiments"), { recursive: true });
  for (const [name, data] of Object.entries(files))
    writeFileSync(join(root, "experiments", `${name}.yaml`), typeof data === "string" ? data : dump(data));
  return () => readExperiments(words, landingPages, root);
}

const valid = {
  name: "Sharper lead",
  page: "features",
  status: "running",
  smallestLift: 10,
  languages: ["en", "de"],
  variants: [
    { name: "As it is", share: 50 },
    {
      name: "Sharper",
      share: 50,
      changes: [{ field: "hero.lead", words: { en: "A sharper lead.", de: "Eine schärfere Einleitung." } }],
    },
  ],
};
const variant = (changes: unknown, more: object = {}) => ({
  ...valid,
  ...more,
  variants: [valid.variants[0], { ...valid.variants[1], changes }],
});

describe("an experiment's file", () => {
  it("takes an optional start and end in UTC into the servers' rule, and refuses an end at or before the start", () => {
    const dates = { start: "2026-12-01T09:00:00Z", end: "2026-12-15T17:00:00Z" };
    const [rule] = experimentRules(read({ "sharper-lead": { ...valid, ...dates } })());
    expect(rule).toMatchObject(dates);
    expect(experimentRules(read({ "sharper-lead": valid })())[0]).not.toHaveProperty("start");
    expect(read({ "sharper-lead": { ...valid, ...dates, end: dates.start } })).toThrow(
      /end: The end must come after the start\./,
    );
    expect(read({ "sharper-lead": { ...valid, start: "1 December" } })).toThrow(
      /start: Write a date and time in UTC, e\.g\. 2026-11-15T17:00:00Z/,
    );
  });

  it("reads a valid one into the servers' rule, a file per variant in each language", () => {
    const experiments = read({ "sharper-lead": valid })();
    expect(experimentRules(experiments)).toEqual([
      {
        name: "sharper-lead",
        param: "xp-sharper-lead",
        variants: ["a", "b"],
        shares: [50, 50],
        pages: [
          {
            path: "/features",
            pageFile: "/features.html",
            files: ["/experiments/sharper-lead/a/features.html", "/experiments/sharper-lead/b/features.html"],
          },
          {
            path: "/de/features",
            pageFile: "/de/features.html",
            files: ["/experiments/sharper-lead/a/de/features.html", "/experiments/sharper-lead/b/de/features.html"],
          },
        ],
      },
    ]);
    expect(variantsOf(experiments, "features", "fr")).toEqual([]);
    expect(variantsOf(experiments, "pricing", "en")).toEqual([]);
  });

  it("changes only the named field, in the page's language", () => {
    const [found] = read({ lead: valid })();
    const english = readContentAsWritten("features", "en");
    const changed = withVariant(english, found!.variants[1], "de");
    expect(changed.hero.lead).toBe("Eine schärfere Einleitung.");
    expect({ ...changed, hero: { ...changed.hero, lead: english.hero.lead } }).toEqual(english);
    expect(withVariant(english, found!.variants[0], "en")).toBe(english);
  });

  it("takes a call to action's label by its position, counted from 1", () => {
    const words = { en: "See it live", de: "Live ansehen" };
    const [found] = read({ cta: variant([{ field: "hero.ctas[1].label", words }]) })();
    expect(withVariant(readContentAsWritten("features", "en"), found!.variants[1], "en").hero.ctas[0]!.label).toBe("See it live");
  });

  it("reads a field's words as the page holds them, and none where it names no text", () => {
    const english = readContentAsWritten("features", "en");
    expect(wordsAt(english, "hero.lead")).toBe(english.hero.lead);
    expect(wordsAt(english, "hero.ctas[1].label")).toBe(english.hero.ctas[0]!.label);
    expect(wordsAt(english, "hero.ctas")).toBeUndefined();
    expect(wordsAt(english, "hero.leed")).toBeUndefined();
    expect(wordsAt(english, "hero lead")).toBeUndefined();
  });

  it("draws the home page's sections in a variant's order, else in the page's", () => {
    const order = [...homeSectionNames].toReversed();
    expect(sectionOrderOf({ name: "Reversed", share: 50, order })).toEqual(order);
    expect(sectionOrderOf({ name: "Words only", share: 50 })).toEqual(homeSectionNames);
    expect(sectionOrderOf(undefined)).toEqual(homeSectionNames);
  });

  it("builds nothing for a draft, and refuses nothing in it", () => {
    const experiments = read({ later: variant([{ field: "nope", words: { en: "x" } }], { status: "draft" }) })();
    expect(experimentRules(experiments)).toEqual([]);
  });

  const refusals: [string, unknown, RegExp][] = [
    [
      "a field the page does not have",
      variant([{ field: "hero.leed", words: { en: "x", de: "y" } }]),
      /Variants → Sharper \(2\) → Changes of words → Field "hero\.leed": the Features page has no such field\. Its text fields are: .*hero\.lead/,
    ],
    [
      "a field of the wrong kind",
      variant([{ field: "hero.ctas", words: { en: "x", de: "y" } }]),
      /Field "hero\.ctas": this is not a text field of the Features page/,
    ],
    [
      "a language without its words",
      variant([{ field: "hero.lead", words: { en: "x" } }]),
      /Field "hero\.lead" → Words → Deutsch: missing/,
    ],
    [
      "words the field does not allow",
      variant([{ field: "hero.lead", words: { en: "Only {nonsense}", de: "y" } }]),
      /variants\[2\]\.changes\[1\]\.words\.en: "\{nonsense\}" is not a figure the site can fill in/,
    ],
    [
      "shares that do not add up to 100",
      { ...valid, variants: [{ ...valid.variants[0], share: 60 }, valid.variants[1]] },
      /Share of visits: the shares add up to 110, not 100/,
    ],
    ["an unknown page", { ...valid, page: "blog" }, /page: Choose one of the pages: home, features/],
    ["one variant", { ...valid, variants: [valid.variants[0]] }, /two to four variants/],
    [
      "a reordering off the home page",
      { ...valid, variants: [valid.variants[0], { ...valid.variants[1], order: ["hero"] }] },
      /only the home page's sections can be reordered/,
    ],
    [
      "changes in the first variant",
      { ...valid, variants: [valid.variants[1], valid.variants[0]] },
      /the first variant is the page as it is/,
    ],
  ];
  for (const [what, data, message] of refusals)
    it(`refuses ${what}, naming the file`, () => {
      const load = read({ refused: data });
      expect(load).toThrow(message);
      expect(load).toThrow(/experiments\/refused\.yaml/);
    });

  it("refuses a home order that leaves out a section", () => {
    const order = ["stats", "hero", "valueProps", "calculator", "testimonials", "security"];
    const load = read({ order: { ...valid, page: "home", variants: [valid.variants[0], { name: "B", share: 50, order }] } });
    expect(load).toThrow(/Order of the sections: name every section once/);
  });

  it("refuses two running experiments on one page, naming both files", () => {
    const load = read({ first: valid, second: valid });
    expect(load).toThrow(/first\.yaml and .*second\.yaml both run on the Features page/);
    expect(read({ first: valid, second: { ...valid, status: "ended" } })).not.toThrow();
  });

  describe("on a landing page", () => {
    // The site's first landing page, in the languages it has; a section with a title of its own.
    const landing = siteLandingPages()[0]!;
    const english = landing.data.en!;
    const position = english.sections.findIndex((section) => "title" in section && typeof section.title === "string");
    const field = `sections[${position + 1}].title`;
    const onLanding = (more: object = {}) => ({
      ...valid,
      page: "landing",
      landingPage: landing.slug,
      languages: landing.languages,
      variants: [
        valid.variants[0],
        {
          ...valid.variants[1],
          changes: [{ field, words: Object.fromEntries(landing.languages.map((code) => [code, `Title in ${code}`])) }],
        },
      ],
      ...more,
    });

    it("reads one into the servers' rule at the page's address in each of its languages, and changes its words", () => {
      const experiments = read({ "lp-title": onLanding() })();
      const [rule] = experimentRules(experiments);
      expect(rule!.pages.map((page) => page.path)).toEqual(
        landing.languages.map((code) => (code === "en" ? `/lp/${landing.slug}` : `/${code}/lp/${landing.slug}`)),
      );
      expect(rule!.pages[0]!.files).toEqual([
        `/experiments/lp-title/a/lp/${landing.slug}.html`,
        `/experiments/lp-title/b/lp/${landing.slug}.html`,
      ]);
      const [, b] = variantsOf(experiments, `lp/${landing.slug}`, "en");
      const changed = withVariant(english, b!.variant, "en") as LandingPage;
      expect((changed.sections[position] as { title: string }).title).toBe("Title in en");
      expect(variantsOf(experiments, "features", "en")).toEqual([]);
    });

    it("refuses a landing page that does not exist, or none named", () => {
      expect(read({ refused: onLanding({ landingPage: "no-such-page" }) })).toThrow(
        new RegExp(`Landing page: there is no landing page "no-such-page"\\. The landing pages are: ${landing.slug}`),
      );
      expect(read({ refused: onLanding({ landingPage: undefined }) })).toThrow(/Landing page: Page is landing, so name the landing page/);
      expect(read({ refused: { ...valid, landingPage: landing.slug } })).toThrow(/Landing page: only for Page landing/);
    });

    it("refuses a field the landing page does not have, listing its sections' fields", () => {
      const load = read({ refused: onLanding({ variants: [valid.variants[0], { ...valid.variants[1], changes: [{ field: "hero.lead", words: { en: "x" } }] }] }) });
      expect(load).toThrow(new RegExp(`the ${landing.slug} landing page has no such field\\. Its text fields are: .*sections\\[1\\]`));
    });

    it("refuses a language the landing page is not in", () => {
      const withoutGerman: PageData = (target, code) => (code === "de" ? undefined : pageData(target, code));
      const words = { en: "Title", de: "Titel" };
      const both = onLanding({
        languages: ["en", "de"],
        variants: [valid.variants[0], { ...valid.variants[1], changes: [{ field, words }] }],
      });
      expect(read({ refused: both }, withoutGerman)).toThrow(
        new RegExp(`Languages: the ${landing.slug} landing page is not in ${locales.de.name}\\. Run the experiment in the languages the page has`),
      );
    });
  });

  it("refuses a file name that cannot go into a link", () => {
    expect(read({ Sharper_Lead: valid })).toThrow(/lowercase letters, digits and single dashes/);
  });
});
