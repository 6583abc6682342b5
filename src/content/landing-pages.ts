import { join } from "node:path";
import { defaultLocale, localeCodes, localePath, prefixedLocales, type Locale } from "#src/config/locales.ts";
import { adminPath, blogPath, landingPath, landingPrefix, notFoundPath, pagePaths } from "#src/config/pages.ts";
import type { CampaignRule } from "#src/lib/campaigns.ts";
import { readContentFile, yamlNames } from "./astro-loader.ts";
import { contentDir, languageDir } from "./dir.ts";
import { ContentError, shown } from "./content-errors.ts";
import { landingRefusals, sectionLabel, type Pickable } from "./landing-sections.ts";
import {
  addressNotFile,
  campaignFields,
  landingFolder,
  landingPage,
  landingTranslation,
  type LandingPage,
} from "./schema/landing-pages.ts";

/**
 * Landing pages as content, so a campaign's page is made without a developer: one file per page
 * under content/landing-pages/, and its translations under content/<code>/landing-pages/, each
 * checked against its schema (schema/landing-pages.ts),
 * a translation against its English file (parity.ts), and then against the site, so a mistake
 * stops the build naming the file and the field as the editor labels them. The reader
 * (read-content.ts) reads them once with the rest of the content, for the pages and the scripts.
 */

/** A checked landing page: its slug (the file's name), each language's data as written, its files. */
export interface CheckedLandingPage {
  slug: string;
  /** The languages it exists in, English first. */
  languages: Locale[];
  data: Partial<Record<Locale, LandingPage>>;
  files: Partial<Record<Locale, string>>;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every address the site already answers, in every language: a landing page must not take one.
 * With the prefix `lp` they can meet only at the prefix's own address (`index` would be /lp).
 */
function takenPaths(): Set<string> {
  const paths = [...pagePaths, notFoundPath, blogPath, adminPath, "/sitemap.xml", "/robots.txt", "/experiments"];
  return new Set(localeCodes.flatMap((locale) => paths.map((path) => localePath(locale, path))));
}

/** A landing page's address, with the prefix given (the config's, or a test's). */
const addressOf = (slug: string, prefix: string) => (prefix === landingPrefix ? landingPath(slug) : `${prefix ? `/${prefix}` : ""}/${slug}`);

const mistakes = (file: string, problems: readonly string[]) =>
  new ContentError(
    `${shown(file)} has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}; the site is not built until ${problems.length === 1 ? "it is" : "they are"} fixed.\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
  );

const typesOf = (page: Pick<LandingPage, "sections">) => page.sections.map((section) => section.type);

/** The English page's address, dates and destination, which every language keeps. */
const campaignOf = (page: LandingPage) =>
  Object.fromEntries(Object.keys(campaignFields).flatMap((key) => (key in page ? [[key, page[key as keyof LandingPage]]] : []))) as Pick<
    LandingPage,
    keyof typeof campaignFields
  >;

/**
 * Every landing page, checked in every language it exists in; a mistake stops with a ContentError
 * naming the file and the field. `pickable` gives what a language's sections may pick from.
 */
export function readLandingPages(
  pickable: (locale: Locale) => Pickable,
  root = contentDir(),
  prefix: string = landingPrefix,
): CheckedLandingPage[] {
  const folder = join(root, landingFolder);
  const slugs = yamlNames(folder);
  const taken = takenPaths();
  for (const locale of prefixedLocales) {
    const translated = join(languageDir(locale, root), landingFolder);
    const stray = yamlNames(translated).find((slug) => !slugs.includes(slug));
    if (stray)
      throw new ContentError(
        `${shown(join(translated, `${stray}.yaml`))} translates a landing page that content/${landingFolder}/ does not have. A page is made in English first: add content/${landingFolder}/${stray}.yaml, or give this file the English page's file name (${slugs.join(", ") || "there are none yet"}).`,
      );
  }
  return slugs.map((slug) => {
    const file = join(folder, `${slug}.yaml`);
    if (!slugPattern.test(slug))
      throw new ContentError(
        `${shown(file)}: a landing page's file name is its address (${addressOf("revops", prefix)}), so it is lowercase letters, digits and single dashes (e.g. revops.yaml).`,
      );
    const address = addressOf(slug, prefix);
    const collision = localeCodes.map((locale) => localePath(locale, address)).find((path) => taken.has(path));
    if (collision || slug === "index")
      throw new ContentError(
        `${shown(file)}: its address, ${collision ?? address}, is already a page of the site. Give the file another name.`,
      );
    const english = landingPage.parse(readContentFile(landingPage, { id: slug, path: file }));
    const data: CheckedLandingPage["data"] = { [defaultLocale]: english };
    const files: CheckedLandingPage["files"] = { [defaultLocale]: file };
    const englishProblems = [
      ...(english.address === slug ? [] : [addressNotFile(slug, english.address)]),
      ...landingRefusals(english, pickable(defaultLocale)),
    ];
    if (englishProblems.length > 0) throw mistakes(file, englishProblems);
    for (const locale of prefixedLocales) {
      const path = join(languageDir(locale, root), landingFolder, `${slug}.yaml`);
      if (!yamlNames(join(languageDir(locale, root), landingFolder)).includes(slug)) continue;
      // The sections first, in the editor's words; then the rest of the file against English.
      const own = landingTranslation.parse(readContentFile(landingTranslation, { id: `${locale}/${slug}`, path }));
      if (own.englishPage !== slug)
        throw mistakes(path, [
          `English page: this translation names "${own.englishPage}", but its file is ${slug}.yaml, the English page ${slug}'s translation. Write ${slug} here (a translation keeps the English page's file name).`,
        ]);
      if (typesOf(own).join() !== typesOf(english).join())
        throw mistakes(path, [
          `Sections: this translation has ${typesOf(own).map(sectionLabel).join(", ")}; the English page has ${typesOf(english).map(sectionLabel).join(", ")}. A translation has the English page's sections, in the same order: translate their words only.`,
        ]);
      const { englishPage: _named, ...translated } = landingTranslation.parse(
        readContentFile(landingTranslation, { id: `${locale}/${slug}`, path, english: file }),
      );
      const problems = landingRefusals(translated, pickable(locale));
      if (problems.length > 0) throw mistakes(path, problems);
      // Its address and dates are the English page's: every language starts and ends together.
      data[locale] = { ...translated, ...campaignOf(english) };
      files[locale] = path;
    }
    return { slug, languages: localeCodes.filter((locale) => data[locale]), data, files };
  });
}


/**
 * The servers' rule for each dated landing page (build/http-rules.json, `campaigns`): its dates,
 * and in each language it has, its URL, its file and where it sends visitors once ended (the page
 * the team named, else the home page, in that language).
 */
export function campaignRules(pages: readonly CheckedLandingPage[]): CampaignRule[] {
  return pages.flatMap(({ slug, languages, data }) => {
    const { start, end, sendsTo = "/" } = data[defaultLocale]!;
    if (start === undefined && end === undefined) return [];
    return [
      {
        name: slug,
        ...(start ? { start } : {}),
        ...(end ? { end } : {}),
        pages: languages.map((locale) => {
          const path = localePath(locale, landingPath(slug));
          return { path, file: `${path}.html`, endsAt: localePath(locale, sendsTo) };
        }),
      },
    ];
  });
}
