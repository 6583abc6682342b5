import { z } from "astro/zod";
import { defaultLocale, prefixedLocales, type Locale } from "#src/config/locales.ts";
import { fileOf, pathIn, where, type ContentAsWritten } from "./editor-checks.ts";
import { figurePattern } from "./figures.ts";
import { isRecord, member, type Node } from "./json-schema.ts";
import { isWords } from "./parity.ts";
import { landingFolder, landingTranslation } from "./schema/landing-pages.ts";

/**
 * A landing page's translation starts in the editor as a copy of its English page: the same
 * sections in the same order, the same picks and destinations, and the English words to replace,
 * so a marketer translates words instead of rebuilding the page section by section (which the
 * build would then hold to English anyway: parity.ts). Decap's own way to start an entry filled
 * is a collection's field defaults (its URL query fills only single texts, and HTML-escapes
 * them), so each English page without a translation in a language gets a hidden collection whose
 * defaults are that page (cms-config.ts), opened from the English page's preview. Browser-safe: the
 * previews read the same list from the content written into the editor's scripts.
 */

/** The English landing pages as written, by file name, in the content's order. */
export function englishLandingPages(content: ContentAsWritten): [slug: string, page: Record<string, unknown>][] {
  return Object.entries(content).flatMap(([path, data]) => {
    const { locale, file } = fileOf(path);
    if (locale !== defaultLocale || !file.startsWith(`${landingFolder}/`) || !isRecord(data)) return [];
    return [[file.slice(landingFolder.length + 1).replace(/\.yaml$/, ""), data] as [string, Record<string, unknown>]];
  });
}

/** Whether the content has the page's translation into the language. */
export const hasTranslation = (content: ContentAsWritten, locale: Locale, slug: string) =>
  content[pathIn(locale, `${landingFolder}/${slug}.yaml`)] !== undefined;

/** Every English page and language it is not yet translated into: what the editor offers to start. */
export function translationStarts(
  content: ContentAsWritten,
): { locale: Locale; slug: string; english: Record<string, unknown> }[] {
  return englishLandingPages(content).flatMap(([slug, english]) =>
    prefixedLocales.filter((locale) => !hasTranslation(content, locale, slug)).map((locale) => ({ locale, slug, english })),
  );
}

let schemaNode: Node | undefined;
const translationNode = () =>
  (schemaNode ??= z.toJSONSchema(landingTranslation, { unrepresentable: "any" }) as Node);

/** Words worth translating: some letters once the figures' placeholders ({trial.days}) are taken out. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(figurePattern, ""));

/**
 * The texts of a translation that are still its English page's words, where the form has them
 * ("sections → 1 → title"), with those words: what is left to translate in a page started as a
 * copy. Names and product words may rightly stay as they are; the marketer decides.
 */
export function stillEnglish(english: unknown, translated: unknown): [field: string, words: string][] {
  const found: [string, string][] = [];
  const walk = (node: Node, inEnglish: unknown, inTranslation: unknown, path: (string | number)[]) => {
    const here = member(node, inEnglish);
    if (Array.isArray(inEnglish) && Array.isArray(inTranslation)) {
      const items = here.items === false ? {} : (here.items ?? {});
      inEnglish.forEach((item, index) => walk(items, item, inTranslation[index], [...path, index]));
    } else if (isRecord(inEnglish) && isRecord(inTranslation)) {
      for (const [key, property] of Object.entries(here.properties ?? {}))
        if (!property.translationOnly) walk(property, inEnglish[key], inTranslation[key], [...path, key]);
    } else if (typeof inEnglish === "string" && inEnglish === inTranslation && isWords(here) && hasWords(inEnglish)) {
      found.push([where(path), inEnglish]);
    }
  };
  walk(translationNode(), english, translated, []);
  return found;
}
