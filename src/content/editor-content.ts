import { join, relative, sep } from "node:path";
import { localeCodes, prefixedLocales } from "#src/config/locales.ts";
import { readContentFile, yamlNames, type ContentFile } from "./astro-loader.ts";
import { contentDir, languageDir } from "./dir.ts";
import type { ContentAsWritten } from "./editor-checks.ts";
import { planFiles, planWordFilesInEveryLanguage, singleFile } from "./files.ts";
import { landingFolder, landingPage, landingTranslation } from "./schema/landing-pages.ts";
import { plan, planWords } from "./schema/plans.ts";
import { singles } from "./schema/singles.ts";

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
