import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dump, load } from "js-yaml";
import { prefixedLocales } from "#src/config/locales.ts";
import { languageDir } from "#src/content/dir.ts";
import type { DrawnSection } from "#src/content/landing-sections.ts";
import { readContentAsWritten, readSite } from "#src/content/read-content.ts";
import { landingFolder, type LandingPage } from "#src/content/schema/landing-pages.ts";
import { plansFolder } from "#src/content/schema/plans.ts";

/**
 * Landing pages whose sections hold a chosen number of items each, made from a content folder's
 * own words (the home page's figures, reasons, stories and security marks, the features page's
 * integrations, the plans, the first landing page's customer logos), for the tests that hold how a section lays out any number of items:
 * the e2e spec's copy of content/ (tests/e2e/any-count.spec.ts) and the visual suite's content
 * (tests/visual/update.ts). Nothing here names a word: a list shorter than the count is taken
 * again from its start, each copy told apart by a number after its name, since a section keys
 * its items by name.
 */

/** The sections a landing page fills with as many items as the team picks. */
export const countedSections = [
  "logos",
  "stats",
  "valueProps",
  "testimonials",
  "integrations",
  "security",
  "plans",
] as const;
type CountedSection = (typeof countedSections)[number];
export type Counts = Record<CountedSection, number>;

/** Every counted section with `count` items. */
export const everySection = (count: number): Counts =>
  Object.fromEntries(countedSections.map((type) => [type, count])) as Counts;

/** `count` items from `items`, from the start again when they run out, a copy renamed by `rename`. */
function take<T>(items: readonly T[], count: number, rename: (item: T, copy: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => {
    const item = items[index % items.length]!;
    const copy = Math.floor(index / items.length);
    return copy === 0 ? item : rename(item, copy + 1);
  });
}

const numbered = (name: string, copy: number) => `${name} ${copy}`;

/**
 * The plans a page of `count` plans picks, by file name: the content's first ones, and where it has
 * fewer, copies of the first plan (English and every language's words), added after the last.
 */
function plansFor(root: string, count: number): string[] {
  const plans = readSite(root).plans;
  const ids = plans.map((plan) => plan.id);
  const [first] = ids;
  if (!first) throw new Error(`${root}: no plans to pick`);
  const { popular: _popular, ...english } = load(
    readFileSync(join(root, plansFolder, `${first}.yaml`), "utf8"),
  ) as {
    order: number;
    popular?: boolean;
  };
  const last = Math.max(...plans.map((plan) => plan.order));
  for (let copy = ids.length; copy < count; copy++) {
    const id = `${first}-${copy + 1}`;
    writeFileSync(join(root, plansFolder, `${id}.yaml`), dump({ ...english, order: last + copy }));
    for (const locale of prefixedLocales) {
      const folder = join(languageDir(locale, root), plansFolder);
      writeFileSync(join(folder, `${id}.yaml`), readFileSync(join(folder, `${first}.yaml`)));
    }
    ids.push(id);
  }
  return ids.slice(0, count);
}

/** A landing page in English with each counted section holding its count of items, after a top of the page. */
function countedPage(root: string, counts: Counts, title: string, slug: string): LandingPage {
  const home = readContentAsWritten("home", "en", root);
  const features = readContentAsWritten("features", "en", root);
  const pricing = readContentAsWritten("pricing", "en", root);
  const customers = readSite(root)
    .landingPages.flatMap((landing) => landing.data.en?.sections ?? [])
    .find((each) => each.type === "logos");
  if (!customers) throw new Error(`${root}: no landing page with customer logos to repeat`);
  const section = {
    logos: {
      type: "logos",
      title: customers.title,
      items: take(customers.items, counts.logos, (item, copy) => ({
        ...item,
        name: numbered(item.name, copy),
      })),
    },
    stats: {
      type: "stats",
      header: home.stats.header,
      items: take(home.stats.items, counts.stats, (item, copy) => ({
        ...item,
        label: numbered(item.label, copy),
      })),
    },
    valueProps: {
      type: "valueProps",
      header: home.valueProps.header,
      items: take(home.valueProps.items, counts.valueProps, (item, copy) => ({
        ...item,
        title: numbered(item.title, copy),
      })),
    },
    testimonials: {
      type: "testimonials",
      header: home.testimonials.header,
      own: take(home.testimonials.items, counts.testimonials, (item, copy) => ({
        ...item,
        name: numbered(item.name, copy),
      })),
    },
    integrations: {
      type: "integrations",
      ...features.integrationsSection,
      items: take(features.integrations, counts.integrations, (item, copy) => ({
        ...item,
        name: numbered(item.name, copy),
      })),
    },
    security: {
      type: "security",
      title: home.security.title,
      lead: home.security.lead,
      items: take(home.security.items, counts.security, (item, copy) => ({
        ...item,
        label: numbered(item.label, copy),
      })),
    },
    plans: {
      type: "plans",
      eyebrow: pricing.hero.eyebrow ?? pricing.hero.title,
      title: pricing.hero.title,
      lead: pricing.hero.lead,
      plans: plansFor(root, counts.plans),
    },
  } satisfies Record<CountedSection, LandingPage["sections"][number]>;
  return {
    address: slug,
    title,
    description: title,
    index: false,
    sections: [{ type: "hero", ...features.hero }, ...countedSections.map((type) => section[type])],
  };
}

/**
 * Writes content/landing-pages/<slug>.yaml under `root` (a content folder: a copy, never content/
 * itself), English only, with each counted section holding `counts` items; the title says so.
 */
export function writeCountedPage(root: string, slug: string, counts: Counts): void {
  const title = countedSections.map((type) => `${type} ${counts[type]}`).join(", ");
  mkdirSync(join(root, landingFolder), { recursive: true });
  writeFileSync(
    join(root, landingFolder, `${slug}.yaml`),
    dump(countedPage(root, counts, title, slug), { lineWidth: 100, noRefs: true }),
  );
}

/** A counted section as a page draws it: its type, the heading it is found by, how many items it shows. */
export interface CountedOnPage {
  type: CountedSection;
  heading: string;
  items: number;
}

/** A drawn section's `CountedOnPage`, or undefined for a section that is not counted. */
export function countedOnPage(section: DrawnSection): CountedOnPage | undefined {
  switch (section.type) {
    case "stats":
    case "valueProps":
    case "testimonials":
      return { type: section.type, heading: section.header.title, items: section.items.length };
    case "integrations":
    case "security":
    case "logos":
      return { type: section.type, heading: section.title, items: section.items.length };
    case "plans":
      return { type: section.type, heading: section.hero.title, items: section.plans.length };
    default:
      return undefined;
  }
}
