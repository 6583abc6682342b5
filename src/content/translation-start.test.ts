import { describe, expect, it } from "vitest";
import { load as parseYaml } from "js-yaml";
import { prefixedLocales } from "#src/config/locales.ts";
import { editorConfig, editorConfigYaml } from "./cms-config.ts";
import { contentAsWritten } from "./editor-content.ts";
import { entryProblems, landingCollectionName, pathIn, translationStartName } from "./editor-checks.ts";
import { campaignFields, landingFolder } from "./schema/landing-pages.ts";
import { englishLandingPages, stillEnglish, translationStarts } from "./translation-start.ts";

/**
 * A landing page's translation starts in the editor as a copy of its English page: the editor's
 * config gives each untranslated language a hidden collection whose defaults are that page, and
 * the preview lists what is still in English.
 */

const content = contentAsWritten();
const [[slug, english]] = englishLandingPages(content) as [[string, Record<string, unknown>]];
/** The content as it was before the page's French translation was made. */
const withoutFrench = Object.fromEntries(
  Object.entries(content).filter(([path]) => path !== pathIn("fr", `${landingFolder}/${slug}.yaml`)),
);

const names = (config: ReturnType<typeof editorConfig>) => config.collections.map((collection) => collection.name);

describe("a landing page's translation, started from English", () => {
  it("is offered for each language the page is not yet in, and for no other", () => {
    expect(translationStarts(withoutFrench).map(({ locale, slug: page }) => [locale, page])).toContainEqual(["fr", slug]);
    for (const { locale, slug: page } of translationStarts(content))
      expect(content[pathIn(locale, `${landingFolder}/${page}.yaml`)]).toBeUndefined();
  });

  it("is a hidden collection of the language's folder whose fields start as the English page, its file named after it", () => {
    const config = editorConfig({ content: withoutFrench });
    const start = config.collections.find((collection) => collection.name === translationStartName("fr", slug))!;
    const own = config.collections.find((collection) => collection.name === landingCollectionName("fr"))!;
    expect(start).toMatchObject({ hide: true, create: true, folder: own.folder, slug: own.slug });
    const defaults = Object.fromEntries(start.fields!.map((field) => [field.name, field.default]));
    expect(start.fields![0]).toEqual({ name: "englishPage", widget: "hidden", default: slug });
    // Every field but the address and dates, which stay the English page's for every language.
    for (const [name, value] of Object.entries(english).filter(([key]) => !(key in campaignFields)))
      expect(defaults[name]).toEqual(value);
    for (const name of Object.keys(campaignFields)) expect(defaults).not.toHaveProperty(name);
    // The same form as the language's collection, beyond its defaults.
    expect(start.fields!.slice(1).map(({ default: _start, ...field }) => field)).toEqual(
      own.fields!.slice(1).map(({ default: _own, ...field }) => field),
    );
    // Saved as it starts, the copy passes the check the editor runs before saving.
    expect(entryProblems(pathIn("fr", `${landingFolder}/${slug}.yaml`), { ...defaults }, withoutFrench)).toEqual([]);
    // The written file holds it as Decap reads it.
    const written = parseYaml(editorConfigYaml({ content: withoutFrench })) as typeof config;
    expect(written.collections.find((collection) => collection.name === start.name)).toEqual(start);
  });

  it("is not offered where the translation exists, nor without the content", () => {
    const translated = prefixedLocales.filter((locale) => content[pathIn(locale, `${landingFolder}/${slug}.yaml`)]);
    const offered = names(editorConfig({ content }));
    expect(translated.filter((locale) => offered.includes(translationStartName(locale, slug)))).toEqual([]);
    expect(names(editorConfig()).filter((name) => name.includes("-from-"))).toEqual([]);
  });

  it("lists the texts still in English, by where the form has them, and none of what is not words", () => {
    const copy = structuredClone(english) as { title: string };
    const listed = stillEnglish(english, copy);
    expect(listed).toContainEqual(["title", english["title"]]);
    // A section's type, a destination, a pick are never words to translate.
    expect(listed.filter(([field]) => /(?:type|destination|questions|plans)(?: → \d+)?$/.test(field))).toEqual([]);
    copy.title = `${copy.title} (traduit)`;
    expect(stillEnglish(english, copy).map(([field]) => field)).not.toContain("title");
    // A translation has fewer: its words are its own.
    const french = content[pathIn("fr", `${landingFolder}/${slug}.yaml`)] ?? copy;
    expect(stillEnglish(english, french).length).toBeLessThan(listed.length);
  });
});
