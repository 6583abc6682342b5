import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import { dump, load } from "js-yaml";
import { localeCodes, prefixedLocales, type Locale } from "#src/config/locales.ts";
import { readContentFile } from "#src/content/astro-loader.ts";
import { figurePattern } from "#src/content/figures.ts";
import { singleFile, planFiles, planWordFiles } from "#src/content/files.ts";
import { ContentError } from "#src/content/content-errors.ts";
import { isRecord, member, type Node } from "#src/content/json-schema.ts";
import { isWords } from "#src/content/parity.ts";
import { landingFolder } from "#src/content/schema/landing-pages.ts";
import { plan, planWords } from "#src/content/schema/plans.ts";
import { singles } from "#src/content/schema/singles.ts";
import { languageDir } from "#src/content/dir.ts";
import { pickableFrom } from "#src/content/landing-sections.ts";
import { faqQuestionIds } from "#src/content/questions.ts";
import { seeded } from "./seeded.ts";

/**
 * Rewrites a copy of content/ into other valid content, from the schema alone, so that the tests
 * run on it show which of them pinned today's words or numbers (tests/content-edits.ts).
 * Given a seed, the same content every time:
 * - every text field in every language becomes other words of that language: about half as long,
 *   or half again as long, with long compounds (German-length) and never a dash; the placeholders
 *   it quotes ({starter.monthly}) stay, since they are how a text quotes a figure;
 * - every number moves within its bounds (prices, the trial's terms, ratings, years, positions);
 * - every list that is not a fixed tuple is shortened or lengthened within its limits and shuffled,
 *   the same way in every language, since a translation keeps English's lists;
 * - choices, destinations, link ids and a button's address on another site stay as they are:
 *   they are not content a test could pin (a second copy of an item gets its own link ids, but
 *   keeps its address, which is valid https as written and need not be unique).
 * Every file is then read back through the build's own checks (the schema, and each translation
 * against English); a file they refuse is drawn again, so what comes out always builds.
 */

/** zod's JSON Schema export, with the limits this reads besides json-schema.ts's. */
type Shape = Node & {
  properties?: Record<string, Shape>;
  items?: Shape | false;
  prefixItems?: Shape[];
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  /** "uri" on an address (fields.ts, `otherSite`), "uri-reference" on a picture (sections.ts, `picture`). */
  format?: string;
};

/** The seeded generator, seeded by the keys' FNV-1a hash. */
function random(...keys: (string | number)[]): () => number {
  let hash = 2166136261;
  for (const char of keys.join("\u0000")) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return seeded(hash);
}
const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const between = (rng: () => number, low: number, high: number) => low + Math.floor(rng() * (high - low + 1));

const placeholders = (text: string) => [...text.matchAll(figurePattern)].map(([whole]) => whole);
const withoutPlaceholders = (text: string) => text.replaceAll(figurePattern, " ");

/** A language's words, as its own content writes them (so no letter the brand font lacks), and long compounds of them. */
interface Vocabulary {
  words: string[];
  compounds: string[];
}

function vocabularyOf(texts: readonly string[], rng: () => number): Vocabulary {
  const words = [
    ...new Set(
      texts
        .flatMap((text) => withoutPlaceholders(text).match(/\p{L}{3,}/gu) ?? [])
        .map((word) => word.toLowerCase()),
    ),
  ].toSorted();
  const long = words.filter((word) => word.length >= 6);
  const compounds = Array.from({ length: 40 }, () => {
    const parts = Array.from({ length: between(rng, 2, 3) }, () => pick(rng, long));
    return parts.join("");
  });
  return { words, compounds };
}

/** Every text a language's files hold (strings with a space in them: sentences, not choices). */
function textsIn(value: unknown): string[] {
  if (typeof value === "string") return value.includes(" ") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (isRecord(value)) return Object.values(value).flatMap(textsIn);
  return [];
}

/**
 * Other words in place of `before`: about half as long or half again as long, with a long compound
 * now and then, the same placeholders in the same order, no dash, within `maxLength`.
 */
function otherWords(before: string, vocabulary: Vocabulary, rng: () => number, maxLength?: number): string {
  const kept = placeholders(before);
  if (maxLength !== undefined && maxLength <= 3)
    return pick(rng, vocabulary.words).slice(0, Math.min(maxLength, 2)).toUpperCase();
  const count = Math.max(1, withoutPlaceholders(before).split(/\s+/).filter(Boolean).length);
  const longer = rng() < 0.5;
  const target = Math.max(1, longer ? Math.ceil(count * 1.5) : Math.ceil(count / 2));
  const drawn = Array.from({ length: target }, () =>
    rng() < (longer ? 0.3 : 0.15) ? pick(rng, vocabulary.compounds) : pick(rng, vocabulary.words),
  );
  // Each placeholder where a word was, in their order.
  const tokens: string[] = [...drawn];
  let at = 0;
  for (const placeholder of kept) {
    at = between(rng, at, tokens.length);
    tokens.splice(at, 0, placeholder);
    at += 1;
  }
  const end = /[.?!]$/.exec(before.trim())?.[0] ?? "";
  const sentence = () => {
    const text = tokens.join(" ") + end;
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const limit = maxLength ?? Infinity;
  const words = () => tokens.filter((token) => !kept.includes(token)).length;
  while (sentence().length > limit && words() > 1)
    tokens.splice(
      tokens.findLastIndex((token) => !kept.includes(token)),
      1,
    );
  // A single word still too long (a compound in a short field) is cut to the limit.
  return sentence().length > limit ? sentence().slice(0, limit).trim() : sentence();
}

/** A number moved within its bounds: up to half again either way, and never left where it was. */
function otherNumber(before: number, node: Shape, rng: () => number): number {
  const whole = node.type === "integer";
  const low =
    node.minimum ??
    (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (whole ? 1 : 0.01) : -Infinity);
  const high = node.maximum ?? Infinity;
  const clamp = (value: number) => Math.min(high, Math.max(low, value));
  for (let tries = 0; tries < 10; tries += 1) {
    const moved = before + before * (rng() - 0.5) + (rng() < 0.5 ? -1 : 1) * (whole ? between(rng, 1, 3) : 1);
    const value = clamp(whole ? Math.round(moved) : Math.round(moved * 100) / 100);
    if (value !== before) return value;
  }
  return before;
}

/** How a list was redrawn: each new item's index in the list before. Shared by every language. */
type ListDraws = Map<string, number[]>;

function redrawList(length: number, node: Shape, rng: () => number): number[] {
  if (length === 0) return [];
  // A list the schema lets be empty still keeps one item: an empty section is not what this run tests.
  const low = Math.max(node.minItems ?? 0, 1);
  const high = node.maxItems ?? length + 2;
  const roll = rng();
  const size =
    roll < 1 / 3
      ? between(rng, low, Math.max(low, length - 1))
      : roll < 2 / 3
        ? between(rng, Math.min(high, length + 1), high)
        : length;
  const order = Array.from({ length }, (_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(rng() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return Array.from({ length: size }, (_, index) =>
    index < length ? order[index]! : between(rng, 0, length - 1),
  );
}

/** A text field's node, and its limit (a `.max()` on the string). */
const isText = (node: Shape, value: unknown): value is string => typeof value === "string" && isWords(node);

interface Draw {
  seed: string;
  vocabulary: Vocabulary;
  lists: ListDraws;
}

/** English: every field redrawn, every list redrawn and the draw kept for the translations. */
function rewriteEnglish(node: Shape, value: unknown, path: string, draw: Draw, copyOf = ""): unknown {
  const here = member(node, value) as Shape;
  const rng = random(draw.seed, path);
  // A date-time YAML read as a date (a campaign's start or end, unquoted) is kept: it is no words.
  if (value instanceof Date) return value;
  if (Array.isArray(value)) {
    if (here.prefixItems)
      return value.map((item, index) =>
        rewriteEnglish(here.prefixItems![index] ?? {}, item, `${path}/${index}`, draw, copyOf),
      );
    const sources = redrawList(value.length, here, rng);
    draw.lists.set(path, sources);
    const items = here.items === false ? {} : (here.items ?? {});
    const seen = new Set<number>();
    return sources.map((source, index) => {
      // A second copy of an item gets its own link ids: the schema wants them unique.
      const copy = seen.has(source) ? `${copyOf}-copy${index}` : copyOf;
      seen.add(source);
      return rewriteEnglish(items, value[source], `${path}/${index}`, draw, copy);
    });
  }
  if (isRecord(value)) {
    const properties = here.properties ?? {};
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        rewriteEnglish(properties[key] ?? {}, field, `${path}/${key}`, draw, copyOf),
      ]),
    );
  }
  if (isText(here, value)) return otherWords(value, draw.vocabulary, rng, here.maxLength);
  if (typeof value === "string" && here.pattern !== undefined && !here.format?.startsWith("uri") && copyOf)
    return `${value}${copyOf}`;
  if (typeof value === "number") return otherNumber(value, here, rng);
  return value;
}

/** A translation: English's new lists and every value that is not words, the language's own words redrawn. */
function rewriteTranslation(
  node: Shape,
  english: unknown,
  translated: unknown,
  path: string,
  draw: Draw,
): unknown {
  const here = member(node, english) as Shape;
  if (Array.isArray(english) && Array.isArray(translated)) {
    const sources = here.prefixItems ? english.map((_, index) => index) : (draw.lists.get(path) ?? []);
    return english.map((item, index) =>
      rewriteTranslation(
        (here.prefixItems ? here.prefixItems[index] : here.items === false ? {} : here.items) ?? {},
        item,
        translated[sources[index]!],
        `${path}/${index}`,
        draw,
      ),
    );
  }
  if (isRecord(english) && isRecord(translated)) {
    const properties = here.properties ?? {};
    return Object.fromEntries(
      Object.keys(properties)
        .filter((key) => translated[key] !== undefined)
        .map((key) => [
          key,
          rewriteTranslation(properties[key]!, english[key], translated[key], `${path}/${key}`, draw),
        ]),
    );
  }
  if (isText(here, english) && typeof translated === "string")
    return otherWords(translated, draw.vocabulary, random(draw.seed, path), here.maxLength);
  return english;
}

const shapeOf = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: "any" }) as Shape;
const read = (path: string) => load(readFileSync(path, "utf8"));
const write = (path: string, data: unknown) => writeFileSync(path, dump(data, { lineWidth: 100 }));

/** Writes `data` to `path`, then reads it back as the build does: the ContentError if it refuses it. */
function accepted(
  schema: z.ZodType,
  file: { id: string; path: string; english?: string },
  data: unknown,
): string | undefined {
  write(file.path, data);
  try {
    readContentFile(schema, file);
    return undefined;
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

/** One file and its translations, each drawn again (up to 20 times) until the build's checks accept it. */
function rewriteFamily(
  schema: z.ZodType,
  english: { id: string; path: string },
  translations: { locale: Locale; schema: z.ZodType; file: { id: string; path: string; english?: string } }[],
  seed: string,
  vocabularies: Record<Locale, Vocabulary>,
) {
  const before = read(english.path);
  const beforeTranslated = translations.map(({ file }) => read(file.path));
  for (let attempt = 0; ; attempt += 1) {
    const draw: Draw = {
      // The file's id, never its path: a copy's folder differs from run to run.
      seed: `${seed}:${english.id}:${attempt}`,
      vocabulary: vocabularies.en,
      lists: new Map(),
    };
    const refused = accepted(schema, english, rewriteEnglish(shapeOf(schema), before, "", draw));
    if (refused) {
      if (attempt === 20) throw new Error(`rewrite-content: no valid draw of ${english.path}: ${refused}`);
      continue;
    }
    const rewritten = read(english.path);
    const refusals = translations.map((translation, index) => {
      for (let again = 0; again < 20; again += 1) {
        const own = {
          ...draw,
          seed: `${draw.seed}:${translation.locale}:${again}`,
          vocabulary: vocabularies[translation.locale],
        };
        const refusal = accepted(
          translation.schema,
          translation.file,
          rewriteTranslation(shapeOf(translation.schema), rewritten, beforeTranslated[index], "", own),
        );
        if (!refusal) return undefined;
        if (again === 19) return refusal;
      }
      return undefined;
    });
    const refusal = refusals.find(Boolean);
    if (!refusal) return;
    if (attempt === 20)
      throw new Error(`rewrite-content: no valid draw of ${english.path}'s translations: ${refusal}`);
  }
}

/** Rewrites the content folder `root` in place from `seed`. */
export function rewriteContent(root: string, seed: string): void {
  const languageTexts = (locale: Locale) =>
    (Object.keys(singles) as (keyof typeof singles)[])
      .map((name) => singleFile(name, locale, root).path)
      .concat(
        locale === "en"
          ? planFiles(root).map((file) => file.path)
          : planWordFiles(locale, root).map((file) => file.path),
      )
      .flatMap((path) => textsIn(read(path)));
  const vocabularies = Object.fromEntries(
    localeCodes.map((locale) => [
      locale,
      vocabularyOf(languageTexts(locale), random(seed, "vocabulary", locale)),
    ]),
  ) as Record<Locale, Vocabulary>;
  for (const name of Object.keys(singles) as (keyof typeof singles)[])
    rewriteFamily(
      singles[name],
      singleFile(name, "en", root),
      prefixedLocales.map((locale) => ({
        locale,
        schema: singles[name],
        file: singleFile(name, locale, root),
      })),
      seed,
      vocabularies,
    );
  for (const file of planFiles(root))
    rewriteFamily(
      plan,
      file,
      prefixedLocales.map((locale) => ({
        locale,
        schema: planWords,
        file: planWordFiles(locale, root).find((words) => words.id === `${locale}/${file.id}`)!,
      })),
      seed,
      vocabularies,
    );
  repickLandingPages(root);
  repickPricing(root);
}

/** A section's picks (`key`) replaced by the first as many of `from`, at least one. */
function repick(section: Record<string, unknown>, key: string, from: readonly string[]): void {
  const picked = section[key];
  if (Array.isArray(picked)) section[key] = from.slice(0, Math.max(1, Math.min(picked.length, from.length)));
}

/**
 * The pricing page's plan questions picked from the FAQ follow the rewritten FAQ the same way, in
 * every language alike (a link id is the same in each).
 */
function repickPricing(root: string): void {
  for (const locale of localeCodes) {
    const file = singleFile("pricing", locale, root).path;
    const pricing = read(file) as { faq: Record<string, unknown> };
    const faq = read(singleFile("faq", locale, root).path) as { categories: { items: { id: string }[] }[] };
    repick(pricing.faq, "questions", faqQuestionIds(faq));
    write(file, pricing);
  }
}

/**
 * The landing pages keep their words, but what their sections pick from shared content
 * (the home page's stories by name, the FAQ's questions by id, the plans by file) follows the
 * rewritten content: the first as many as each picked, of what there now is.
 */
function repickLandingPages(root: string): void {
  for (const locale of localeCodes) {
    const folder = join(languageDir(locale, root), landingFolder);
    if (!existsSync(folder)) continue;
    const home = read(singleFile("home", locale, root).path) as {
      testimonials: { items: { name: string }[] };
    };
    const faq = read(singleFile("faq", locale, root).path) as { categories: { items: { id: string }[] }[] };
    const { stories, questions, plans } = pickableFrom(home, faq, planFiles(root));
    for (const name of readdirSync(folder).filter((file) => file.endsWith(".yaml"))) {
      const path = join(folder, name);
      const page = read(path) as { sections: Record<string, unknown>[] };
      for (const section of page.sections) {
        if (section["type"] === "testimonials") repick(section, "picked", stories);
        if (section["type"] === "faq") repick(section, "questions", questions);
        if (section["type"] === "plans") repick(section, "plans", plans);
      }
      write(path, page);
    }
  }
}
