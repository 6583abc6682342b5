import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dump, load } from "js-yaml";
import { localeCodes, localePath, prefixedLocales } from "#src/config/locales.ts";
import { readContent, readPlans } from "./read-content.ts";
import { ContentError, fieldName } from "./content-errors.ts";
import { parityIssues } from "./parity.ts";
import { singles } from "./schema/singles.ts";
import { type HomeContent } from "./schema/pages.ts";
import { type Navigation } from "./schema/navigation.ts";
import { type PricingContent } from "./schema/pricing.ts";

/**
 * A translation is built only when it is true to English: every failure names the file, the line
 * and the field. Each case breaks a scratch copy of content/, never the working tree.
 */
const scratch = mkdtempSync(join(tmpdir(), "parity-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/**
 * A copy of content/ with one German file edited as data (`edit` changes what it is given, the
 * file as it stands today, whatever its words); what reading German from it throws.
 */
function germanWith<T>(
  file: string,
  edit: (data: T) => void,
  read: (dir: string) => unknown = (dir) => readContent("home", "de", dir),
) {
  const dir = join(scratch, String(copies++));
  cpSync("content", dir, { recursive: true });
  const path = join(dir, "de", file);
  const before = readFileSync(path, "utf8");
  const data = load(before) as T;
  edit(data);
  const after = dump(data);
  expect(after).not.toBe(dump(load(before)));
  writeFileSync(path, after);
  let thrown: unknown;
  try {
    read(dir);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ContentError);
  return (thrown as Error).message;
}

describe("every language's content", () => {
  it("is complete and true to English in every language the site lists", () => {
    for (const locale of localeCodes) {
      for (const name of Object.keys(singles) as (keyof typeof singles)[])
        expect(() => readContent(name, locale)).not.toThrow();
      expect(readPlans(locale).map((plan) => [plan.id, plan.price])).toEqual(
        readPlans("en").map((plan) => [plan.id, plan.price]),
      );
    }
  });

  it("shares each plan's price and order from English, and takes its words from the language", () => {
    for (const locale of prefixedLocales) {
      const [english, translated] = [readPlans("en"), readPlans(locale)];
      expect(translated.map((plan) => plan.order)).toEqual(english.map((plan) => plan.order));
      expect(translated.map((plan) => plan.popular)).toEqual(english.map((plan) => plan.popular));
      expect(translated.map((plan) => plan.description)).not.toEqual(english.map((plan) => plan.description));
    }
  });

  it("links each language's pages to the same pages in that language", () => {
    const links = readContent("navigation", "de").header.links.map((link) => link.to);
    expect(links).toEqual(readContent("navigation", "en").header.links.map((link) => localePath("de", link.to)));
    expect(readContent("notFound", "fr").content.homePath).toBe("/fr");
  });
});

describe("a translation that strays from English stops the build, naming the file, line and field", () => {
  it("a missing file", () => {
    const dir = join(scratch, String(copies++));
    cpSync("content", dir, { recursive: true });
    unlinkSync(join(dir, "de", "faq.yaml"));
    expect(() => readContent("faq", "de", dir)).toThrow(/de\/faq\.yaml is missing\. Every language has every file: copy .*faq\.yaml there/);
  });

  it("a missing key", () => {
    const message = germanWith<HomeContent>("home.yaml", (home) => {
      delete (home.hero as Partial<HomeContent["hero"]>).note;
    });
    expect(message).toMatch(/de\/home\.yaml has a mistake/);
    expect(message).toMatch(/hero\.note: This field is missing/);
  });

  it("a list of another length", () => {
    // One link fewer, or one more when there is a single one: a length the schema allows.
    const count = readContent("navigation", "en").header.links.length;
    const changed = count > 1 ? count - 1 : count + 1;
    const message = germanWith<Navigation>(
      "navigation.yaml",
      ({ header: { links } }) => void (count > 1 ? links.pop() : links.push(structuredClone(links[0]!))),
      (dir) => readContent("navigation", "de", dir),
    );
    expect(message).toMatch(/de\/navigation\.yaml does not match .*navigation\.yaml/);
    expect(message).toMatch(
      new RegExp(`line \\d+, header\\.links: This list has ${changed} items?; the English one has ${count}\\.`),
    );
  });

  it("a destination that differs from English", () => {
    const { ctas } = readContent("home", "en").hero;
    const index = ctas.length - 1;
    const english = ctas[index]!.destination;
    const other = english === "liveChat" ? "careers" : "liveChat";
    const message = germanWith<HomeContent>("home.yaml", (home) => {
      home.hero.ctas[index]!.destination = other;
    });
    expect(message).toContain(
      `${fieldName(["hero", "ctas", index, "destination"])}: This is "${other}"; it must be "${english}", as in the English file`,
    );
  });

  it("a figure of another plan", () => {
    // A figure the English text does not quote, added to whatever the German text says.
    const message = germanWith<PricingContent>(
      "pricing.yaml",
      (pricing) => {
        pricing.hero.title = `${pricing.hero.title} {professional.monthly}`;
      },
      (dir) => readContent("pricing", "de", dir),
    );
    expect(message).toMatch(/line \d+, hero\.title: This text quotes .*\{professional\.monthly\}.*; the English text quotes /);
  });

  it("a plan's words for a plan English does not have, or a price copied into them", () => {
    const priced = readPlans("en").find((plan) => plan.id === "starter")!.price!;
    const copy = join(scratch, String(copies++));
    cpSync("content", copy, { recursive: true });
    cpSync(join(copy, "de", "plans", "starter.yaml"), join(copy, "de", "plans", "team.yaml"));
    expect(() => readPlans("de", copy)).toThrow(/de\/plans\/team\.yaml is the words of a plan that content\/plans\/ does not have/);
    const message = germanWith<Record<string, unknown>>(
      "plans/starter.yaml",
      // English's own price, copied: a translation may not hold one at all.
      (words) => {
        words["price"] = { monthly: priced.monthly, annual: priced.annual };
      },
      (dir) => readPlans("de", dir),
    );
    expect(message).toMatch(/line \d+, price: "price" is not a field here/);
  });
});

describe("parityIssues", () => {
  it("holds fixed values and list lengths, and lets words differ", () => {
    const english = readContent("home", "en");
    expect(parityIssues(singles.home, english, english)).toEqual([]);
    const changed = structuredClone(english);
    changed.hero.title = "Anders";
    expect(parityIssues(singles.home, english, changed)).toEqual([]);
    changed.hero.ctas[0]!.destination = "careers";
    expect(parityIssues(singles.home, english, changed).map((issue) => issue.path)).toEqual([
      ["hero", "ctas", 0, "destination"],
    ]);
  });
});
