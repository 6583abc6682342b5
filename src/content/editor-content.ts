import { join, relative, sep } from "node:path";
import { localeCodes, prefixedLocales, type Locale } from "#src/config/locales.ts";
import { readContentFile, yamlNames, type ContentFile } from "./astro-loader.ts";
import { contentDir, languageDir } from "./dir.ts";
import type { ContentAsWritten } from "./editor-checks.ts";
import { planFiles, planWordFilesInEveryLanguage, singleFile } from "./files.ts";
import { readContent, readContentAsWritten, readPlansAsWritten, siteLandingPages } from "./read-content.ts";
import { landingFolder, landingPage, landingTranslation, type LandingPage } from "./schema/landing-pages.ts";
import { plan, planWords } from "./schema/plans.ts";
import { singles } from "./schema/singles.ts";
import { siteWords } from "./site-words.ts";

/**
 * Every content file in every language as written, checked as the build checks it, by its path as
 * the editor names it ("content/de/home.yaml"): what the editor's save check holds a translation
 * (and an English change) against, and what a new translation of a landing page starts from,
 * written into the editor's scripts when the site is built (config/integrations/decap-admin.ts).
 */
export function contentAsWritten(root = contentDir()): ContentAsWritten {
  const named = (file: ContentFile) => `content/${relative(root, file.path).split(sep).join("/")}`;
  const singleEntries = localeCodes.flatMap((locale) =>
    (Object.keys(singles) as (keyof typeof singles)[]).map((name) => {
      const file = singleFile(name, locale, root);
      return [named(file), readContentFile(singles[name], file)] as const;
    }),
  );
  // A landing page exists in English and in any of the languages it is translated into.
  const englishLanding = join(root, landingFolder);
  const landingEntries = [
    ...yamlNames(englishLanding).map((slug) => {
      const file = { id: slug, path: join(englishLanding, `${slug}.yaml`) };
      return [named(file), readContentFile(landingPage, file)] as const;
    }),
    ...prefixedLocales.flatMap((locale) => {
      const folder = join(languageDir(locale, root), landingFolder);
      return yamlNames(folder).map((slug) => {
        const file = { id: `${locale}/${slug}`, path: join(folder, `${slug}.yaml`) };
        return [named(file), readContentFile(landingTranslation, file)] as const;
      });
    }),
  ];
  return Object.fromEntries([
    ...singleEntries,
    ...planFiles(root).map((file) => [named(file), readContentFile(plan, file)] as const),
    ...planWordFilesInEveryLanguage(root).map((file) => [named(file), readContentFile(planWords, file)] as const),
    ...landingEntries,
  ]);
}

/**
 * What the editor's previews draw beside the entry being edited, in each language, as the reader
 * read it (placeholders and all; the previews fill them as the reader does): the plans and the
 * pages, each landing page by its file name, and the words every page shares. Written into
 * /admin/previews.js when the site is built (config/integrations/decap-admin.ts).
 */
export function previewContent(root = contentDir()) {
  const inLanguage = (locale: Locale) => ({
    plans: readPlansAsWritten(locale, root),
    pricing: readContentAsWritten("pricing", locale, root),
    // What a landing page's sections pick from too: the home page's stories, the FAQ's questions.
    home: readContentAsWritten("home", locale, root),
    faq: readContentAsWritten("faq", locale, root),
    roi: readContentAsWritten("roi", locale, root),
    // The other pages an experiment may run on, drawn as it is and as each variant.
    features: readContentAsWritten("features", locale, root),
    about: readContentAsWritten("about", locale, root),
    contact: readContentAsWritten("contact", locale, root),
    landings: Object.fromEntries(
      siteLandingPages(root).flatMap((landing) =>
        landing.data[locale] ? [[landing.slug, landing.data[locale]] as const] : [],
      ),
    ) as Record<string, LandingPage>,
    words: siteWords(readContent("navigation", locale, root)),
  });
  return Object.fromEntries(localeCodes.map((locale) => [locale, inLanguage(locale)])) as Record<
    Locale,
    ReturnType<typeof inLanguage>
  >;
}

export type PreviewContent = ReturnType<typeof previewContent>;
