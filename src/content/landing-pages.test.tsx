import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dump } from "js-yaml";
import { LandingSection } from "#src/components/sections/landing-page.tsx";
import { landingPageId } from "#src/config/pages.ts";
import { formatUsd } from "#src/lib/pricing.ts";
import { serverHtml, testPage } from "#src/test-utils.ts";
import { readContent, readLandingSections, readPlans, siteLandingPages } from "./read-content.ts";
import { readLandingPages } from "./landing-pages.ts";
import type { Pickable } from "./landing-sections.ts";
import { contentDir } from "./dir.ts";
import { landingFolder } from "./schema/landing-pages.ts";

/**
 * Landing pages' files: what the build refuses, in the editor's words with the file and
 * the field named, and that a page with every section type is drawn from the site's own sections.
 * Each case writes its own files into a scratch content folder; what sections pick from is the
 * site's own content.
 */
const scratch = mkdtempSync(join(tmpdir(), "landing-pages-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const home = readContent("home");
const faq = readContent("faq");
const plans = readPlans();
const pickable: Pickable = {
  stories: home.testimonials.items.map((story) => story.name),
  questions: faq.categories.flatMap((category) => category.items.map((item) => item.id)),
  plans: plans.map((plan) => plan.id),
};
const firstQuestion = faq.categories[0]!.items[0]!;
const firstStory = home.testimonials.items[0]!;

let cases = 0;
/** A translation's file: its words, after the English page it translates (its file's name). */
const translation = (data: object, englishPage = "revops") => ({ englishPage, ...data });

/** Writes `files` (`revops` for English, `de/revops` for a translation) and reads them as the build does. */
function read(files: Record<string, unknown>, prefix?: string) {
  const root = join(scratch, String(cases++));
  for (const [name, data] of Object.entries(files)) {
    const [locale, slug] = name.includes("/") ? name.split("/") : [undefined, name];
    const folder = locale ? join(root, locale, landingFolder) : join(root, landingFolder);
    mkdirSync(folder, { recursive: true });
    // An English page's address is its file's name: written for it unless the case says otherwise.
    const withAddress = locale || typeof data !== "object" || data === null || "address" in data ? data : { ...data, address: slug };
    writeFileSync(join(folder, `${slug}.yaml`), typeof withAddress === "string" ? withAddress : dump(withAddress));
  }
  return () => readLandingPages(() => pickable, root, prefix);
}

const cta = { label: "Start Free Trial", destination: "freeTrial" };
const header = { eyebrow: "Eyebrow", title: "Section title" };
/** One section of every type but the calculator, each with its own words. */
const everySection = [
  { type: "hero", eyebrow: "For RevOps", title: "Hero title", lead: "Hero lead.", ctas: [cta] },
  { type: "stats", header, items: [{ value: "95%", label: "Stat label" }] },
  {
    type: "valueProps",
    header,
    items: [{ icon: "verification", title: "Reason title", description: "Why.", detail: { kind: "figure", value: "1", label: "one" } }],
  },
  { type: "testimonials", header, picked: [firstStory.name], own: [{ quote: "Own quote.", name: "Own Name", role: "Role", company: "Co" }] },
  { type: "security", title: "Security title", lead: "Security lead.", items: [{ icon: "soc2", label: "SOC 2 mark" }] },
  {
    type: "integrations",
    eyebrow: "Integrations",
    title: "Integrations title",
    lead: "Integrations lead.",
    cta: { label: "All integrations", destination: "integrations" },
    items: [{ name: "Salesforce", monogram: "SF", category: "CRM" }],
  },
  {
    type: "faq",
    title: "FAQ title",
    lead: "FAQ lead.",
    questions: [firstQuestion.id],
    topic: "Own topic",
    own: [{ question: "Own question?", answer: "Own answer, {trial.days} days." }],
  },
  { type: "plans", eyebrow: "Pricing", title: "Plans title", lead: "Plans lead.", plans: [plans[0]!.id] },
  { type: "closingCta", title: "Closing title", lead: "Closing lead.", ctas: [cta] },
  {
    type: "pictureText",
    eyebrow: "Picture eyebrow",
    title: "Picture title",
    lead: "Picture lead.",
    points: ["First point", "Second point"],
    cta,
    image: { src: "images/revops-dashboard.png", alt: "The dashboard." },
    pictureSide: "left",
  },
];
const page = (sections: unknown[], more: object = {}) => ({ title: "RevOps", description: "For RevOps teams.", sections, ...more });
const valid = page(everySection);
const withSection = (index: number, change: object) =>
  page(everySection.map((section, at) => (at === index ? { ...section, ...change } : section)));

describe("a landing page's file", () => {
  it("accepts every landing page shipped in content/, in each language it has", () => {
    for (const landing of siteLandingPages())
      for (const locale of landing.languages) expect(readLandingSections(landing, locale).length).toBeGreaterThan(0);
  });

  it("reads a page in the languages it has, not indexed unless it says so", () => {
    const [found] = read({ revops: valid, "de/revops": translation(valid) })();
    expect(found).toMatchObject({ slug: "revops", languages: ["en", "de"] });
    expect(found!.data.en!.index).toBeUndefined();
  });

  it("draws every section type from the site's own sections, picking from shared content", () => {
    const [found] = read({ revops: valid })();
    const sections = readLandingSections(found!);
    expect(sections.map((section) => section.type)).toEqual(everySection.map((section) => section.type));
    const html = sections.map((section, position) =>
      section.type === "calculator"
        ? ""
        : serverHtml(<LandingSection section={section} position={position} page={testPage(landingPageId("revops"))} />),
    );
    const [hero, stats, reasons, stories, security, integrations, questions, plansHtml, closing, pictureText] = html;
    expect(hero).toContain("Hero title");
    expect(hero).toContain(`cta=lp-revops.hero.${cta.destination}`);
    expect(stats).toContain("Stat label");
    expect(reasons).toContain("Reason title");
    expect(stories).toContain(firstStory.quote.slice(0, 40));
    expect(stories).toContain("Own quote.");
    expect(security).toContain("SOC 2 mark");
    expect(integrations).toContain("Salesforce");
    expect(questions).toContain(firstQuestion.question);
    expect(questions).toContain('name="faq"');
    // Its own question after the picked one, under its own topic, its figure filled in.
    expect(questions!.indexOf(firstQuestion.question)).toBeLessThan(questions!.indexOf("Own topic"));
    expect(questions!.indexOf("Own topic")).toBeLessThan(questions!.indexOf("Own question?"));
    expect(questions).toContain(`Own answer, ${readContent("pricing").trial.days} days.`);
    expect(questions!.match(/<details name="faq"/g)).toHaveLength(2);
    expect(plansHtml).toContain(plans[0]!.name);
    expect(plansHtml).toContain('name="billing"');
    expect(plansHtml).not.toContain("<h1");
    expect(closing).toContain("Closing title");
    expect(pictureText).toContain("Picture title");
    expect(pictureText).toContain("Second point");
    expect(pictureText).toContain(`cta=lp-revops.pictureText.${cta.destination}`);
  });

  it("refuses a file name that is not an address", () => {
    expect(read({ RevOps: valid })).toThrow(/RevOps\.yaml: a landing page's file name is its address \(\/lp\/revops\), so it is lowercase letters/);
  });

  it("refuses an address the site already has", () => {
    expect(read({ index: valid })).toThrow(/index\.yaml: its address, \/lp\/index, is already a page of the site/);
    // Were the prefix empty, a page named after a route would take it, in any language.
    expect(read({ pricing: valid }, "")).toThrow(/pricing\.yaml: its address, \/pricing, is already a page of the site/);
    expect(read({ de: valid }, "")).toThrow(/de\.yaml: its address, \/de, is already a page of the site/);
  });

  it("refuses a section type the site does not have", () => {
    expect(read({ revops: page([{ type: "carousel", title: "Spin" }]) })).toThrow(
      /line 4, sections\[1\]\.type: This is not one of the sections a landing page can have\. Write its type as one of: hero, logos, stats/,
    );
  });

  it("refuses the calculator twice, and each section that is the page's one of something", () => {
    expect(read({ revops: page([{ type: "calculator" }, everySection[0], { type: "calculator" }]) })).toThrow(
      /Sections: “ROI calculator” is on this page 2 times \(sections 1 and 3\)\. A page can have it once/,
    );
    for (const section of everySection.filter((each) => ["hero", "security", "faq", "plans", "closingCta"].includes(each.type)))
      expect(read({ revops: page([section, everySection[1]!, section]) })).toThrow(
        /Sections: “[^”]+” is on this page 2 times \(sections 1 and 3\)\. A page can have it once/,
      );
    // Figures, reasons, stories and integrations may repeat: their ids are their own.
    for (const section of everySection.filter((each) => ["stats", "valueProps", "testimonials", "integrations"].includes(each.type)))
      expect(read({ revops: page([everySection[0]!, section, section]) })).not.toThrow();
  });

  it("refuses a story, a question or a plan the site does not have", () => {
    expect(read({ revops: withSection(3, { picked: ["Nobody Known"] }) })).toThrow(
      new RegExp(`Sections → Customer stories \\(4\\) → Stories from the home page: the home page has no story by "Nobody Known"\\. Its stories are by: ${firstStory.name}`),
    );
    expect(read({ revops: withSection(6, { questions: ["is-it-magic"] }) })).toThrow(
      /Sections → Questions \(7\) → Questions from the FAQ: the FAQ has no question "is-it-magic"/,
    );
    expect(read({ revops: withSection(7, { plans: ["platinum"] }) })).toThrow(
      /Sections → Plans \(8\) → Plans: there is no plan "platinum"\. The plans are: /,
    );
  });

  it("refuses stories that pick nothing", () => {
    expect(read({ revops: withSection(3, { picked: undefined, own: undefined }) })).toThrow(
      /sections\[4\]\.picked: Pick stories from the home page by name, write stories of its own, or both\./,
    );
  });

  it("takes questions picked from the FAQ, or of its own, or both, and refuses neither", () => {
    expect(read({ revops: withSection(6, { topic: undefined, own: undefined }) })).not.toThrow();
    expect(read({ revops: withSection(6, { questions: undefined }) })).not.toThrow();
    // The editor writes an emptied topic as "" and a list emptied of its last item as []: absent.
    expect(read({ revops: withSection(6, { topic: "", own: [] }) })).not.toThrow();
    expect(read({ revops: withSection(6, { questions: undefined, topic: undefined, own: undefined }) })).toThrow(
      /sections\[7\]\.questions: Pick questions from the FAQ by their link id, write questions of its own, or both\./,
    );
  });

  it("refuses its own questions without a topic to list them under, a topic without them, and a question picked twice", () => {
    expect(read({ revops: withSection(6, { topic: undefined }) })).toThrow(
      /sections\[7\]\.topic: Name the topic its own questions are listed under/,
    );
    expect(read({ revops: withSection(6, { own: undefined }) })).toThrow(
      /sections\[7\]\.topic: Write questions of its own under this topic, or leave the topic empty\./,
    );
    expect(read({ revops: withSection(6, { questions: [firstQuestion.id, firstQuestion.id] }) })).toThrow(
      /sections\[7\]\.questions\[2\]: "[^"]+" is picked above already: pick each question once\./,
    );
  });

  it("refuses an own question or answer left empty, naming its line and field", () => {
    expect(read({ revops: withSection(6, { own: [{ question: "Own question?", answer: " " }] }) })).toThrow(
      /line \d+, sections\[7\]\.own\[1\]\.answer: Write some text here; it cannot be empty\./,
    );
    expect(read({ revops: withSection(6, { own: [{ question: "", answer: "Own answer." }] }) })).toThrow(
      /line \d+, sections\[7\]\.own\[1\]\.question: Write some text here; it cannot be empty\./,
    );
  });

  it("refuses a price typed out in an own answer where its placeholder belongs, naming the file and the field", () => {
    // The whole site's content beside the page, as the build reads it.
    const root = join(scratch, "typed");
    cpSync(contentDir(), root, { recursive: true });
    const priced = plans.find((each) => each.price)!;
    const own = [{ question: "What does it cost?", answer: `${priced.name} is ${formatUsd(priced.price!.monthly)} a month.` }];
    writeFileSync(join(root, landingFolder, "typed.yaml"), dump(page([{ ...everySection[6]!, own }], { address: "typed" })));
    const typed = siteLandingPages(root).find((landing) => landing.slug === "typed")!;
    expect(() => readLandingSections(typed, "en", root)).toThrow(
      `content/${landingFolder}/typed.yaml sections → 0 → own → 0 → answer: "${formatUsd(priced.price!.monthly)}" types out the plan's price; write {${priced.id}.monthly} in its place`,
    );
  });

  it("keeps the address the file's name: a changed address is refused in the editor's words", () => {
    expect(read({ revops: { ...valid, address: "revops" } })).not.toThrow();
    expect(read({ revops: { ...valid, address: "revops-2027" } })).toThrow(
      /revops\.yaml has a mistake[\s\S]*Address: this page is at \/lp\/revops \(its file is revops\.yaml\), but the field says "revops-2027"\. An address stays once the page is made/,
    );
    expect(read({ revops: { ...valid, address: "RevOps Q4" } })).toThrow(/address: Lowercase letters, digits and single dashes only/);
  });

  it("takes a start and an end in UTC, refuses an end at or before the start, and gives every language the English dates", () => {
    const dated = { ...valid, start: "2026-11-01T09:00:00Z", end: "2026-11-15T17:00:00Z", sendsTo: "/pricing" };
    const [found] = read({ revops: dated, "de/revops": translation(valid) })();
    expect(found!.data.de).toMatchObject({ address: "revops", start: dated.start, end: dated.end, sendsTo: "/pricing" });
    // Unquoted in YAML, a date-time is read as a date: the same instant, taken back to its written form.
    const [unquoted] = read({ revops: `${dump(valid)}start: 2026-11-01T09:00:00Z\nend: 2026-11-15T18:00:00+01:00\naddress: revops\n` })();
    expect(unquoted!.data.en).toMatchObject({ start: "2026-11-01T09:00:00Z", end: "2026-11-15T17:00:00Z" });
    expect(read({ revops: { ...dated, end: dated.start } })).toThrow(/end: The end must come after the start\./);
    expect(read({ revops: { ...dated, end: "2026-10-31T09:00:00Z" } })).toThrow(/end: The end must come after the start\./);
    for (const written of ["15.11.2026 17:00", "2026-11-15T17:00", "2026-11-15T17:00:00+01:00", "2026-02-30T09:00:00Z"])
      expect(read({ revops: { ...dated, end: written } })).toThrow(/end: (?:This date does not exist\. )?Write a date and time in UTC, e\.g\. 2026-11-15T17:00:00Z/);
    expect(read({ revops: { ...dated, sendsTo: "/nowhere" } })).toThrow(/sendsTo: Choose one of the site's pages/);
    // A translation keeps the English page's: it cannot write its own.
    expect(read({ revops: dated, "de/revops": translation({ ...valid, end: dated.end }) })).toThrow(/de\/landing-pages\/revops\.yaml[\s\S]*end/);
  });

  it("refuses a translation of a page English does not have", () => {
    expect(read({ revops: valid, "de/webinar": translation(valid, "webinar") })).toThrow(
      /de\/landing-pages\/webinar\.yaml translates a landing page that content\/landing-pages\/ does not have/,
    );
  });

  it("refuses a translation whose sections differ from English's", () => {
    const reordered = page([everySection[1], everySection[0], ...everySection.slice(2)]);
    expect(read({ revops: valid, "fr/revops": translation(reordered) })).toThrow(
      /fr\/landing-pages\/revops\.yaml has a mistake[\s\S]*Sections: this translation has Figures, Top of the page, .*; the English page has Top of the page, Figures, .*\. A translation has the English page's sections, in the same order/,
    );
    expect(read({ revops: valid, "es/revops": translation(page(everySection.slice(1))) })).toThrow(/es\/landing-pages\/revops\.yaml has a mistake/);
    // Past the sections, the rest of the file is held to English as every translation is.
    expect(read({ revops: valid, "de/revops": translation(withSection(7, { plans: [plans[1]!.id] })) })).toThrow(
      /de\/landing-pages\/revops\.yaml does not match/,
    );
  });

  it("refuses a translation that does not name its English page, or names another", () => {
    expect(read({ revops: valid, "de/revops": valid })).toThrow(/de\/landing-pages\/revops\.yaml[\s\S]*englishPage/);
    expect(read({ revops: valid, "de/revops": translation(valid, "webinar") })).toThrow(
      /English page: this translation names "webinar", but its file is revops\.yaml[\s\S]*Write revops here/,
    );
  });
});
