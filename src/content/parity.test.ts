import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localeCodes, prefixedLocales } from "#src/config/locales.ts";
import { readContent, readPlans } from "./for-scripts.ts";
import { ContentError } from "./friendly.ts";
import { parityIssues } from "./parity.ts";
import { singles } from "./schema.ts";

/**
 * A translation is built only when it is true to English: every failure names the file, the line
 * and the field. Each case breaks a scratch copy of content/, never the working tree.
 */
const scratch = mkdtempSync(join(tmpdir(), "parity-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** A copy of content/ with one German file edited; what reading German from it throws. */
function germanWith(
  file: string,
  edit: (text: string) => string,
  read: (dir: string) => unknown = (dir) => readContent("home", "de", dir),
) {
  const dir = join(scratch, String(copies++));
  cpSync("content", dir, { recursive: true });
  const path = join(dir, "de", file);
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
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
    expect(links).toEqual(["/de", "/de/features", "/de/pricing", "/de/contact"]);
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
    const message = germanWith("home.yaml", (text) => text.replace(/^  note: .*\n/m, ""));
    expect(message).toMatch(/de\/home\.yaml has a mistake/);
    expect(message).toMatch(/hero\.note: This field is missing/);
  });

  it("a list of another length", () => {
    const message = germanWith(
      "navigation.yaml",
      (text) => text.replace(/^    - kind: internal\n      label: Kontakt\n      to: \/contact\n/m, ""),
      (dir) => readContent("navigation", "de", dir),
    );
    expect(message).toMatch(/de\/navigation\.yaml does not match .*navigation\.yaml/);
    expect(message).toMatch(/line \d+, header\.links: This list has 3 items; the English one has 4/);
  });

  it("a destination that differs from English", () => {
    const message = germanWith("home.yaml", (text) => text.replace("destination: bookDemo", "destination: liveChat"));
    expect(message).toMatch(/line \d+, hero\.ctas\[2\]\.destination: This is "liveChat"; it must be "bookDemo", as in the English file/);
  });

  it("a figure of another plan", () => {
    const message = germanWith(
      "pricing.yaml",
      (text) => text.replace("{starter.monthly}", "{professional.monthly}"),
      (dir) => readContent("pricing", "de", dir),
    );
    expect(message).toMatch(/line \d+, meta\.description: This text quotes .*\{professional\.monthly\}.*; the English text quotes .*\{starter\.monthly\}/);
  });

  it("a plan's words for a plan English does not have, or a price copied into them", () => {
    const priced = readPlans("en").find((plan) => plan.id === "starter")!.price!;
    const copy = join(scratch, String(copies++));
    cpSync("content", copy, { recursive: true });
    cpSync(join(copy, "de", "plans", "starter.yaml"), join(copy, "de", "plans", "team.yaml"));
    expect(() => readPlans("de", copy)).toThrow(/de\/plans\/team\.yaml is the words of a plan that content\/plans\/ does not have/);
    const message = germanWith(
      "plans/starter.yaml",
      // English's own price, copied: a translation may not hold one at all.
      (text) => `${text}price:\n  monthly: ${priced.monthly}\n  annual: ${priced.annual}\n`,
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
