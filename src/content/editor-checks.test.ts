import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load as parseYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { localeCodes, prefixedLocales } from "#src/config/locales.ts";
import { site } from "#src/config/site.ts";
import { formatUsd } from "#src/lib/pricing.ts";
import { yamlNames } from "./astro-loader.ts";
import { contentDir, languageDir } from "./dir.ts";
import { contentAsWritten } from "./editor-content.ts";
import {
  entryProblems,
  everyLanguageAtOnce,
  fileOf,
  NotSaved,
  pathIn,
  registerEditorChecks,
  schemaForPath,
  translationStartName,
} from "./editor-checks.ts";
import { plan, plansFolder, planWords } from "./schema/plans.ts";
import { otherSiteRefusals } from "./schema/fields.ts";
import { addressNotFile, addressTaken, campaignFields, landingFolder, landingTranslation } from "./schema/landing-pages.ts";
import { parityIssues } from "./parity.ts";
import { externalUrl, siteUrl } from "#src/lib/links.ts";
import { singleFiles, singles } from "./schema/singles.ts";
import { type HomeContent } from "./schema/pages.ts";
import { readPlans } from "./read-content.ts";

/** Every file the editor edits, in every language, as it names it, with the data the file holds now. */
const files = localeCodes.flatMap((locale) => [
  ...Object.values(singleFiles).map((file) => pathIn(locale, `${file}.yaml`)),
  ...readPlans().map((each) => pathIn(locale, `${plansFolder}/${each.id}.yaml`)),
  // A landing page is in the languages it is translated into.
  ...yamlNames(join(languageDir(locale, contentDir()), landingFolder)).map((slug) =>
    pathIn(locale, `${landingFolder}/${slug}.yaml`),
  ),
]);
const onDisk = (path: string) =>
  parseYaml(readFileSync(join(contentDir(), path.replace(/^content\//, "")), "utf8")) as Record<string, unknown>;
/** Every file as the build wrote it into the editor's scripts. */
const content = contentAsWritten();

/** A Decap entry as preSave receives it: an Immutable map, read with get(). */
const entry = (path: string, data: unknown) =>
  ({ get: (key: string) => (key === "data" ? { toJS: () => data } : key === "path" ? path : undefined) }) as never;

/** A new entry as Decap gives it to preSave: no path yet, and its collection's name. */
const fresh = (collection: string, data: unknown) =>
  ({
    get: (key: string) =>
      key === "data" ? { toJS: () => data } : key === "path" ? "" : key === "collection" ? collection : undefined,
  }) as never;

/** What the registered preSave handler throws for this entry, if anything. */
async function thrownBy(handler: ((event: { entry: never }) => unknown) | undefined, path: string, data: unknown) {
  try {
    await handler?.({ entry: entry(path, data) });
  } catch (error) {
    return error;
  }
  return undefined;
}

const destinations = Object.keys(site.destinations) as (keyof typeof site.destinations)[];
/** The hero's buttons, one fewer or one more, whichever the schema allows (one or two). */
function resizeCtas(home: HomeContent) {
  if (home.hero.ctas.length > 1) home.hero.ctas.pop();
  else home.hero.ctas.push(structuredClone(home.hero.ctas[0]!));
}

/** A new landing page whose questions section has one question of its own. */
const withOwn = (own: { question: string; answer: string }) => ({
  address: "own-questions",
  title: "Own questions",
  description: "A page with a question of its own.",
  sections: [{ type: "faq", title: "Questions", lead: "Answered.", topic: "Pricing", own: [own] }],
});

describe("the editor's check before saving", () => {
  it("uses the build's own schema for every file the editor edits, in every language", () => {
    expect(schemaForPath("content/pricing.yaml")).toBe(singles.pricing);
    expect(schemaForPath("content/not-found.yaml")).toBe(singles.notFound);
    expect(schemaForPath(`content/${plansFolder}/starter.yaml`)).toBe(plan);
    expect(schemaForPath("content/de/pricing.yaml")).toBe(singles.pricing);
    // A translated plan holds its words alone.
    expect(schemaForPath(`content/de/${plansFolder}/starter.yaml`)).toBe(planWords);
    expect(fileOf("content/fr/plans/starter.yaml")).toEqual({ locale: "fr", file: "plans/starter.yaml" });
    expect(fileOf("content/plans/starter.yaml")).toEqual({ locale: "en", file: "plans/starter.yaml" });
    expect(files.filter((path) => schemaForPath(path) === undefined)).toEqual([]);
  });

  it("has every file the editor edits, as written, to hold languages to each other", () => {
    expect(Object.keys(content).toSorted()).toEqual(files.toSorted());
  });

  it("lets every file in every language through as it is now", () => {
    expect(
      files.flatMap((path) => entryProblems(path, onDisk(path), content).map((problem) => `${path}: ${problem}`)),
    ).toEqual([]);
  });

  it("refuses a cross-field mistake with the schema's message and where it is", () => {
    const path = `content/${plansFolder}/${readPlans().find((each) => each.price)!.id}.yaml`;
    const data = onDisk(path);
    const price = data["price"] as { monthly: number; annual: number };
    const problems = entryProblems(path, { ...data, price: { ...price, annual: price.monthly + 1 } }, content);
    expect(problems).toEqual(["price → annual: The annual price per month must be lower than the monthly price."]);
  });

  it("refuses a price typed out as a figure in the build's words, naming the placeholder to write", () => {
    const priced = readPlans().find((each) => each.price)!;
    // As the pricing page shows it, the way a marketer would copy it.
    const shown = formatUsd(priced.price!.monthly);
    const data = onDisk("content/faq.yaml") as { categories: { items: { answer: string }[] }[] };
    const typed = structuredClone(data);
    typed.categories[0]!.items[0]!.answer = `${priced.name} is ${shown} a month.`;
    expect(entryProblems("content/faq.yaml", typed, content)).toEqual([
      `categories → 1 → items → 1 → answer: "${shown}" types out the plan's price; write {${priced.id}.monthly} in its place, so the words follow when it changes.`,
    ]);
    // Named in words, the price passes.
    typed.categories[0]!.items[0]!.answer = `${priced.name} costs less than a team lunch a month.`;
    expect(entryProblems("content/faq.yaml", typed, content)).toEqual([]);
  });

  it("refuses an emptied text, an unknown placeholder and a list item by its position from 1", () => {
    const data = onDisk("content/pricing.yaml") as { meta: { description: string }; faq: { own?: object[] } };
    const own = [...(data.faq.own ?? []), { question: "Why?", answer: "  " }];
    const problems = entryProblems("content/pricing.yaml", {
      ...data,
      meta: { ...data.meta, description: "From {starter.price} a month" },
      faq: { ...data.faq, own },
    });
    expect(problems).toContainEqual(expect.stringMatching(/^meta → description: "\{starter\.price\}" is not a figure/));
    expect(problems).toContain(`faq → own → ${own.length} → answer: Write some text here; it cannot be empty.`);
  });

  it("refuses a landing page's own question left empty, or with a price typed out, in the build's words", () => {
    const priced = readPlans().find((each) => each.price)!;
    const shown = formatUsd(priced.price!.monthly);
    // A new page, in English only: nothing to hold it to but the build's own checks.
    const path = `content/${landingFolder}/own-questions.yaml`;
    expect(entryProblems(path, withOwn({ question: "What does it cost?", answer: `${shown} a month.` }), content)).toEqual([
      `sections → 1 → own → 1 → answer: "${shown}" types out the plan's price; write {${priced.id}.monthly} in its place, so the words follow when it changes.`,
    ]);
    expect(entryProblems(path, withOwn({ question: " ", answer: "Less than lunch." }), content)).toEqual([
      "sections → 1 → own → 1 → question: Write some text here; it cannot be empty.",
    ]);
    expect(
      entryProblems(path, withOwn({ question: "What does it cost?", answer: `{${priced.id}.monthly} a month.` }), content),
    ).toEqual([]);
  });

  it("refuses two form fields with one label, and a chart note too long for a phone's chart", () => {
    const contact = onDisk("content/contact.yaml") as { form: { labels: Record<string, string> } };
    const labels = contact.form.labels;
    expect(
      entryProblems("content/contact.yaml", {
        ...contact,
        form: { ...contact.form, labels: { ...labels, email: ` ${labels["firstName"]!.toUpperCase()}` } },
      }),
    ).toEqual([
      `form → labels → email: Give each field its own label: "${labels["firstName"]!.toUpperCase()}" is already the label of First name.`,
    ]);
    const roi = onDisk("content/roi-calculator.yaml") as { chart: { note: { never: string } } };
    expect(
      entryProblems("content/roi-calculator.yaml", {
        ...roi,
        chart: { ...roi.chart, note: { ...roi.chart.note, never: "n".repeat(61) } },
      }),
    ).toEqual([
      "chart → note → never: Keep it to 60 characters: the note sits inside the chart, a few words wide on a phone.",
    ]);
  });

  it("refuses a translation that is not true to English, in the build's words, field by field", () => {
    for (const locale of prefixedLocales) {
      const path = pathIn(locale, "home.yaml");
      const home = structuredClone(onDisk(path)) as HomeContent;
      const english = onDisk("content/home.yaml") as HomeContent;
      const cta = home.hero.ctas[0]!;
      const otherDestination = destinations.find((each) => each !== cta.destination)!;
      cta.destination = otherDestination;
      resizeCtas(home);
      const count = home.hero.ctas.length;
      // Words may change freely.
      home.hero.title = `${home.hero.title} (neu)`;
      expect(entryProblems(path, home, content)).toEqual([
        `hero → ctas: This list has ${count} item${count === 1 ? "" : "s"}; the English one has ${english.hero.ctas.length}. Translate each English item, in the same order.`,
      ]);
      home.hero.ctas = structuredClone(english.hero.ctas).map((each, index) => ({
        ...each,
        label: (onDisk(path) as HomeContent).hero.ctas[index]!.label,
      }));
      home.hero.ctas[0]!.destination = otherDestination;
      expect(entryProblems(path, home, content)).toEqual([
        `hero → ctas → 1 → destination: This is "${otherDestination}"; it must be "${english.hero.ctas[0]!.destination}", as in the English file. It is not words, so it is never translated.`,
      ]);
    }
  });

  describe("a button's address on another site", () => {
    const path = `content/${landingFolder}/revops.yaml`;
    const page = onDisk(path) as { sections: { ctas?: Record<string, string>[] }[] };
    // Where the example page's button to another site is (content/landing-pages/revops.yaml).
    const [section, button] = page.sections
      .flatMap((each, index) => (each.ctas ?? []).map((cta, position) => [index, position, cta] as const))
      .filter(([, , cta]) => cta["url"] !== undefined)
      .map(([index, position]) => [index, position])[0]!;
    const at = `sections → ${section! + 1} → ctas → ${button! + 1}`;
    /** The page with that button changed, as the marketer would save it. */
    const withButton = (change: Record<string, string | undefined>) => {
      const changed = structuredClone(page);
      const cta = changed.sections[section!]!.ctas![button!]!;
      for (const [key, value] of Object.entries(change))
        if (value === undefined) delete cta[key];
        else cta[key] = value;
      return changed;
    };

    it("is in the example page, which is accepted as it is", () => {
      expect(entryProblems(path, page)).toEqual([]);
    });

    it("refuses anything but a whole https address, a sign-in, and the product site's or this site's own, in plain words", () => {
      const refused = {
        "javascript:alert(1)": otherSiteRefusals.shape,
        "http://www.youtube.com/watch?v=abc": otherSiteRefusals.shape,
        "www.youtube.com/watch?v=abc": otherSiteRefusals.shape,
        "https://www.youtube.com/watch?v=a bc": otherSiteRefusals.shape,
        "https://": otherSiteRefusals.shape,
        "https://viewer:secret@www.youtube.com/watch?v=abc": otherSiteRefusals.signIn,
        [externalUrl("freeTrial")]: otherSiteRefusals.productSite,
        [`${site.externalHost.replace("://", "://www.")}/webinar`]: otherSiteRefusals.productSite,
        [siteUrl("/pricing")]: otherSiteRefusals.thisSite,
      };
      // By address, so a failure names the one refused otherwise.
      expect(
        Object.fromEntries(Object.keys(refused).map((url) => [url, entryProblems(path, withButton({ url }))])),
      ).toEqual(Object.fromEntries(Object.entries(refused).map(([url, message]) => [url, [`${at} → url: ${message}`]])));
    });

    it("refuses a button with both a destination and an address, or neither", () => {
      expect(entryProblems(path, withButton({ destination: "bookDemo" }))).toEqual([`${at} → url: ${otherSiteRefusals.both}`]);
      expect(entryProblems(path, withButton({ url: undefined }))).toEqual([`${at} → destination: ${otherSiteRefusals.neither}`]);
      // The editor writes an emptied field as "": no address, then.
      expect(entryProblems(path, withButton({ url: "", destination: "bookDemo" }))).toEqual([]);
    });

    it("is the same in every language: a translation that changes it is refused", () => {
      const english = page.sections[section!]!.ctas![button!]!["url"]!;
      for (const locale of prefixedLocales) {
        const translated = structuredClone(onDisk(pathIn(locale, `${landingFolder}/revops.yaml`))) as typeof page;
        translated.sections[section!]!.ctas![button!]!["url"] = `${english}&hl=${locale}`;
        expect(parityIssues(landingTranslation, page, translated).map((issue) => [issue.path.join("."), issue.message])).toEqual([
          [
            `sections.${section}.ctas.${button}.url`,
            `This is "${english}&hl=${locale}"; it must be "${english}", as in the English file. It is not words, so it is never translated.`,
          ],
        ]);
      }
    });
  });

  it("holds a translated plan's words to the English plan: the same figures, the same lists", () => {
    const id = readPlans().find((each) => each.featuresLead)!.id;
    const path = pathIn("de", `${plansFolder}/${id}.yaml`);
    const words = onDisk(path) as { featuresLead?: string; credits: string; features: string[] };
    const { featuresLead: _dropped, ...withoutLead } = words;
    expect(entryProblems(path, withoutLead, content)).toEqual([
      "featuresLead: This field is missing; the English file has it. Add it, translated.",
    ]);
    const english = onDisk(`content/${plansFolder}/${id}.yaml`) as { features: string[] };
    expect(entryProblems(path, { ...words, features: [...words.features, "Mehr"] }, content)).toEqual([
      `features: This list has ${english.features.length + 1} items; the English one has ${english.features.length}. Translate each English item, in the same order.`,
    ]);
    // Its price is English's: a translation that writes one is refused by its schema.
    expect(entryProblems(path, { ...words, order: 1 }, content)).toEqual([`Unrecognized key: "order"`]);
  });

  it("refuses an English change its translations do not follow, naming each translation and what to do", () => {
    const english = structuredClone(onDisk("content/home.yaml")) as HomeContent;
    resizeCtas(english);
    const problems = entryProblems("content/home.yaml", english, content);
    expect(problems).toHaveLength(prefixedLocales.length + 1);
    expect(problems[0]).toMatch(
      /^content\/de\/home\.yaml \(Deutsch\) would no longer match, at hero → ctas: This list has \d+ items?; the English one has \d+\./,
    );
    expect(problems.at(-1)).toBe(everyLanguageAtOnce);
    // A change of words in English alone is no change to the translations.
    english.hero.ctas = (onDisk("content/home.yaml") as HomeContent).hero.ctas;
    english.hero.title = "A new headline, in English only";
    expect(entryProblems("content/home.yaml", english, content)).toEqual([]);
  });

  it("stops Decap's save by throwing from preSave, with the file and the reasons as the message", async () => {
    let handler: ((event: { entry: never }) => unknown) | undefined;
    registerEditorChecks({ registerEventListener: (listener) => (handler = listener.handler as never) }, content);
    const path = "content/not-found.yaml";
    const valid = onDisk(path);
    expect(await handler?.({ entry: entry(path, valid) })).toBeUndefined();
    const thrown = await thrownBy(handler, path, { ...valid, extra: 1 });
    expect(thrown).toBeInstanceOf(NotSaved);
    // Decap shows String(error) in its notice: the message alone, no "Error:" and no stack.
    expect(String(thrown)).toBe(
      `Not saved, content/not-found.yaml would stop the site's build. Unrecognized key: "extra"`,
    );
  });

  it("checks a landing page's new translation, which has no path yet, as the file its English page names", async () => {
    let handler: ((event: { entry: never }) => unknown) | undefined;
    registerEditorChecks({ registerEventListener: (listener) => (handler = listener.handler as never) }, content);
    const slug = yamlNames(join(contentDir(), landingFolder))[0]!;
    const english = onDisk(`content/${landingFolder}/${slug}.yaml`) as { sections: { type: string }[] };
    // As the editor starts it: the English page's fields but its address and dates, which stay English's.
    const { address: _address, start: _start, end: _end, sendsTo: _sendsTo, ...words } = structuredClone(english) as typeof english &
      Record<keyof typeof campaignFields, unknown>;
    const started = { englishPage: slug, ...words };
    expect(await handler?.({ entry: fresh(translationStartName("fr", slug), started) })).toBeUndefined();
    started.sections.reverse();
    let thrown: unknown;
    try {
      await handler?.({ entry: fresh(translationStartName("fr", slug), started) });
    } catch (error) {
      thrown = error;
    }
    expect(String(thrown)).toMatch(
      new RegExp(`^Not saved, content/fr/${landingFolder}/${slug}\\.yaml would stop the site's build\\. sections → 1 → type`),
    );
  });

  it("refuses an English landing page whose address is not its file's, and a new page at another page's address", async () => {
    let handler: ((event: { entry: never }) => unknown) | undefined;
    registerEditorChecks({ registerEventListener: (listener) => (handler = listener.handler as never) }, content);
    const slug = yamlNames(join(contentDir(), landingFolder))[0]!;
    const path = `content/${landingFolder}/${slug}.yaml`;
    const english = onDisk(path) as Record<string, unknown>;
    expect(await thrownBy(handler, path, english)).toBeUndefined();
    expect(String(await thrownBy(handler, path, { ...english, address: `${slug}-new` }))).toBe(
      `Not saved, ${path} would stop the site's build. ${addressNotFile(slug, `${slug}-new`)}`,
    );
    let thrown: unknown;
    try {
      await handler?.({ entry: fresh(landingFolder, { ...english, title: "Another title" }) });
    } catch (error) {
      thrown = error;
    }
    expect(String(thrown)).toBe(`Not saved, ${path} would stop the site's build. ${addressTaken(slug)}`);
    expect(await handler?.({ entry: fresh(landingFolder, { ...english, address: `${slug}-new` }) })).toBeUndefined();
    // An end before the start, in the build's words.
    expect(entryProblems(path, { ...english, start: "2026-11-15T17:00:00Z", end: "2026-11-01T09:00:00Z" }, content)).toEqual([
      "end: The end must come after the start.",
    ]);
  });

  it("stops a translation's save that the build would refuse against English", async () => {
    let handler: ((event: { entry: never }) => unknown) | undefined;
    registerEditorChecks({ registerEventListener: (listener) => (handler = listener.handler as never) }, content);
    const path = "content/de/faq.yaml";
    const faq = onDisk(path) as { categories: { id: string }[] };
    expect(await handler?.({ entry: entry(path, faq) })).toBeUndefined();
    const english = onDisk("content/faq.yaml") as { categories: { id: string }[] };
    const renamed = structuredClone(faq);
    renamed.categories[0]!.id = `${faq.categories[0]!.id}-de`;
    expect(String(await thrownBy(handler, path, renamed))).toBe(
      `Not saved, content/de/faq.yaml would stop the site's build. categories → 1 → id: This is "${english.categories[0]!.id}-de"; it must be "${english.categories[0]!.id}", as in the English file. It is not words, so it is never translated.`,
    );
  });
});
