import type { z } from "astro/zod";
import { defaultLocale, localeCodes, locales, prefixedLocales, type Locale } from "#src/config/locales.ts";
import { planFigures, typedOutFigures, type TrialTerms } from "./figures.ts";
import { parityIssues } from "./parity.ts";
import { headLength, pictureProblems, picturePathPattern } from "./pictures.ts";
import { addressNotFile, addressTaken, landingFolder, landingPage, landingTranslation } from "./schema/landing-pages.ts";
import { plan, plansFolder, planWords } from "./schema/plans.ts";
import { singleFiles, singles } from "./schema/singles.ts";

/**
 * The editor (Decap CMS at /admin) checks an entry with the build's own checks before it saves, so
 * what the build would refuse is never written, and the marketer reads the build's words: the
 * schema, in every language, and for a translation (content/<code>/) the build's check that it is
 * true to English (parity.ts), against the English file as it was when the editor was built. An
 * English entry is held to the translations the same way: a change the translations do not follow
 * (an item added, a link changed) would stop the build just as surely.
 */

/**
 * Every content file as written (its YAML's data, not yet filled in), by its path as the editor
 * names it ("content/de/plans/starter.yaml"), as it was when the editor was built
 * (src/content/editor-content.ts writes it into the editor's scripts).
 */
export type ContentAsWritten = Readonly<Record<string, unknown>>;

const singleByFile = new Map<string, z.ZodType>(
  Object.entries(singleFiles).map(([name, file]) => [`${file}.yaml`, singles[name as keyof typeof singles]]),
);
const translated = new Set<string>(prefixedLocales);

/** A path the editor names, taken apart: its language, and its path inside that language's folder. */
export function fileOf(path: string): { locale: Locale; file: string } {
  const relative = path.replace(/^\/?(?:.*\/)?content\//, "");
  const [first, ...rest] = relative.split("/");
  if (first && rest.length > 0 && translated.has(first)) return { locale: first as Locale, file: rest.join("/") };
  return { locale: defaultLocale, file: relative };
}

/** The editor's path of a file in a language: "home.yaml" in de → "content/de/home.yaml". */
export const pathIn = (locale: Locale, file: string) =>
  locale === defaultLocale ? `content/${file}` : `content/${locale}/${file}`;

/**
 * The schema for a file under content/, by its path as the editor names it ("content/plans/x.yaml",
 * "content/de/home.yaml"). A translated plan holds only its words.
 */
export function schemaForPath(path: string): z.ZodType | undefined {
  const { locale, file } = fileOf(path);
  if (file.startsWith(`${plansFolder}/`)) return locale === defaultLocale ? plan : planWords;
  if (file.startsWith(`${landingFolder}/`)) return locale === defaultLocale ? landingPage : landingTranslation;
  return singleByFile.get(file);
}

/** Where in the entry a problem is, as the form labels read it: "price → annual", "categories → 2 → items → 1 → answer". */
export const where = (path: readonly PropertyKey[]) =>
  path.map((key) => (typeof key === "number" ? String(key + 1) : String(key))).join(" → ");

const lines = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((issue) => (issue.path.length > 0 ? `${where(issue.path)}: ${issue.message}` : issue.message));

/** What to do when an English change leaves the translations behind. */
export const everyLanguageAtOnce =
  "Adding, removing or moving an item, or changing a link, a number or a choice, changes every language: make the change in each language's file at once, by hand (docs/editing.md, “A change to every language”).";

/**
 * Every reason the build would refuse this entry, one line each, or [] when it would accept it. The
 * messages are the build's own; list positions count from 1, as the editor shows them. With the
 * content as it was built, a translation is also held to its English file, and an English file to
 * its translations.
 */
export function entryProblems(path: string, data: unknown, content?: ContentAsWritten): string[] {
  const schema = schemaForPath(path);
  if (!schema) return [];
  const result = schema.safeParse(data);
  if (!result.success) return lines(result.error.issues);
  const { locale, file } = fileOf(path);
  // An English landing page's address is its file's name (the build's check, landing-pages.ts).
  if (locale === defaultLocale && file.startsWith(`${landingFolder}/`)) {
    const name = file.slice(landingFolder.length + 1).replace(/\.yaml$/, "");
    const address = (data as { address?: unknown }).address;
    if (address !== name) return [addressNotFile(name, address)];
  }
  if (!content) return [];
  const typed = typedOutIn(data, locale, content);
  if (typed.length > 0) return typed;
  if (locale !== defaultLocale) {
    const english = content[pathIn(defaultLocale, file)];
    return english === undefined ? [] : lines(parityIssues(schema, english, data));
  }
  // Each translation against this English entry, as the build will compare them once it is saved.
  const behind = prefixedLocales.flatMap((code) => {
    const translation = content[pathIn(code, file)];
    const translationSchema = schemaForPath(pathIn(code, file));
    if (translation === undefined || !translationSchema) return [];
    return lines(parityIssues(translationSchema, data, translation)).map(
      (line) => `${pathIn(code, file)} (${locales[code].name}) would no longer match, at ${line}`,
    );
  });
  return behind.length > 0 ? [...behind, everyLanguageAtOnce] : [];
}

/**
 * The build's refusal of a figure typed out (figures.ts): the entry's texts against the plans'
 * prices and the trial's terms as the content was built.
 */
function typedOutIn(data: unknown, locale: Locale, content: ContentAsWritten): string[] {
  const plans = Object.entries(content).flatMap(([path, written]) => {
    const { locale: planLocale, file } = fileOf(path);
    if (planLocale !== defaultLocale || !file.startsWith(`${plansFolder}/`)) return [];
    const { name, price } = written as { name: string; price?: { monthly: number; annual: number } };
    return [{ id: file.slice(plansFolder.length + 1).replace(/\.yaml$/, ""), name, price }];
  });
  const trial = (content[pathIn(defaultLocale, "pricing.yaml")] as { trial?: TrialTerms } | undefined)?.trial;
  const figures = planFigures(plans, trial, locale);
  const found: string[] = [];
  const walk = (value: unknown, path: readonly PropertyKey[]) => {
    if (typeof value === "string") found.push(...typedOutFigures(value, figures, where(path), locale));
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(data, []);
  return found;
}

/** What the editor says when it refuses to save, in place of "Error: …". */
export class NotSaved extends Error {
  constructor(path: string, problems: readonly string[]) {
    super(`Not saved, ${path.replace(/^.*?(content\/)/, "$1")} would stop the site's build. ${problems.join(" ")}`);
    this.name = "NotSaved";
  }
  override toString() {
    return this.message;
  }
}

/** A file uploaded in the editor with this entry: its path in the repository and its contents. */
export interface UploadedFile {
  path: string;
  file?: Blob | undefined;
  url?: string | undefined;
}

/** A picture's width and height as a decoder reads them, or undefined when it cannot decode it. */
export type Decode = (file: Blob) => Promise<{ width: number; height: number } | undefined>;

/** The browser's own decoder: what the marketer's browser cannot draw, no visitor's can. */
const browserDecode: Decode = (file) =>
  createImageBitmap(file).then(
    (bitmap) => {
      const { width, height } = bitmap;
      bitmap.close();
      return { width, height };
    },
    () => undefined,
  );

/**
 * Every upload an entry names, wherever its field is (a section's picture, a logo, a share picture):
 * a picture field holds the only values written as an upload's name (images/<file>.png).
 */
function uploadsNamed(value: unknown): string[] {
  if (typeof value === "string") return picturePathPattern.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(uploadsNamed);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(uploadsNamed);
  return [];
}

/**
 * The build's refusals of the pictures an entry names (read-pictures.ts), for those
 * uploaded with it: the same rules, in the same words, read from the uploaded file itself before
 * anything is written. A picture already in the repository was checked when the site was built.
 */
export async function uploadedPictureProblems(
  data: unknown,
  uploads: readonly UploadedFile[],
  decode: Decode = browserDecode,
): Promise<string[]> {
  const problems: string[] = [];
  const named = new Set(uploadsNamed(data));
  for (const src of named) {
    const upload = uploads.find((file) => file.path === `content/${src}` || file.path.endsWith(`/content/${src}`));
    const file = upload?.file ?? (upload?.url ? await fetch(upload.url).then((response) => response.blob()) : undefined);
    if (!file) continue;
    const head = new Uint8Array(await file.slice(0, headLength).arrayBuffer());
    problems.push(...pictureProblems(src, head, file.size, await decode(file)));
  }
  return problems;
}

interface DecapEntry {
  get(key: "path" | "collection" | "slug"): string | undefined;
  get(key: "data" | "mediaFiles"): { toJS(): unknown } | undefined;
}
interface DecapCms {
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: DecapEntry }) => Promise<undefined>;
  }): void;
}

/** The editor's name for a page's (or the navigation's) file in a language: "home", "home-de". */
export const fileEntryName = (name: keyof typeof singles, locale: Locale) =>
  locale === defaultLocale ? name : `${name}-${locale}`;

/** The editor's name for the plans' collection in a language: "plans", "plans-de" (their words). */
export const plansCollectionName = (locale: Locale) =>
  locale === defaultLocale ? plansFolder : `${plansFolder}-${locale}`;

/** The experiments' collection: one, in English (an experiment holds every language's words). */
export const experimentsCollectionName = "experiments";

/** The editor's name for the landing pages' collection in a language: "landing-pages", "landing-pages-de". */
export const landingCollectionName = (locale: Locale) =>
  locale === defaultLocale ? landingFolder : `${landingFolder}-${locale}`;

/**
 * The editor's collection that starts a landing page's translation as a copy of its English page
 * ("landing-pages-fr-from-revops"): hidden from the list, opened from the English page's preview
 * (cms-config.ts, translation-start.ts).
 */
export const translationStartName = (locale: Locale, slug: string) => `${landingCollectionName(locale)}-from-${slug}`;

/** The language of a landing pages collection, its own or one starting a translation; undefined for any other. */
const landingCollectionLocale = (collection: string | undefined): Locale | undefined =>
  collection === undefined
    ? undefined
    : localeCodes.find(
        (code) =>
          collection === landingCollectionName(code) ||
          (code !== defaultLocale && collection.startsWith(`${landingCollectionName(code)}-from-`)),
      );

/**
 * Where a new translation of a landing page will be written: Decap names a new entry's file only
 * after preSave: a new English page's file takes its Address, a translation's its English page's
 * name. Undefined for an entry the check cannot place yet (no address written).
 */
function newLandingPath(collection: string | undefined, data: unknown): string | undefined {
  const locale = landingCollectionLocale(collection);
  const { englishPage, address } = (data ?? {}) as { englishPage?: unknown; address?: unknown };
  // A new English page's file takes its Address.
  const name = locale === defaultLocale ? address : englishPage;
  if (locale === undefined || typeof name !== "string" || name === "") return undefined;
  return pathIn(locale, `${landingFolder}/${name}.yaml`);
}

/** The folder a plans collection lists, by the collection's name. */
const folderOf = (collection: string | undefined) => {
  const locale = localeCodes.find((code) => plansCollectionName(code) === collection) ?? defaultLocale;
  return pathIn(locale, plansFolder);
};

/**
 * Registers the check on Decap's preSave event: a thrown error stops the save and shows its text.
 * The pictures uploaded with the entry are checked after its fields, as the build checks them.
 * `content` is every file as the editor was built, for the check between languages.
 */
export function registerEditorChecks(cms: DecapCms, content?: ContentAsWritten, decode?: Decode) {
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const data = entry.get("data")?.toJS();
      const written = entry.get("path");
      // A new entry has no path yet (""); a landing page's new translation is checked as the file
      // it will be, against its English page.
      const path =
        written === ""
          ? (newLandingPath(entry.get("collection"), data) ?? "")
          : (written ?? `${folderOf(entry.get("collection"))}/${entry.get("slug") ?? ""}.yaml`);
      // A new English page at an address another page has would replace that page's file.
      if (written === "" && content?.[path] !== undefined && fileOf(path).locale === defaultLocale)
        throw new NotSaved(path, [addressTaken(fileOf(path).file.slice(landingFolder.length + 1, -".yaml".length))]);
      const problems = entryProblems(path, data, content);
      if (problems.length > 0) throw new NotSaved(path, problems);
      // Decap's handlers may be asynchronous: it awaits each before it writes anything.
      const uploads = (entry.get("mediaFiles")?.toJS() ?? []) as UploadedFile[];
      const refused = await uploadedPictureProblems(data, uploads, decode);
      if (refused.length > 0) throw new NotSaved(path, refused);
      return undefined;
    },
  });
}
