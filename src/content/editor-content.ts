import { relative, sep } from "node:path";
import { localeCodes } from "#src/config/locales.ts";
import { readContentFile, type ContentFile } from "./astro-loader.ts";
import { contentDir } from "./dir.ts";
import type { ContentAsWritten } from "./editor-checks.ts";
import { planFiles, planWordFilesInEveryLanguage, singleFile } from "./files.ts";
import { plan, planWords } from "./schema/plans.ts";
import { singles } from "./schema/singles.ts";

/**
 * Every content file in every language as written, checked as the build checks it, by its path as
 * the editor names it ("content/de/home.yaml"): what the editor's save check holds a translation
 * (and an English change) against, written into the editor's scripts when the site is built
 * (config/integrations/decap-admin.ts).
 */
export function contentAsWritten(root = contentDir()): ContentAsWritten {
  const named = (file: ContentFile) => `content/${relative(root, file.path).split(sep).join("/")}`;
  const singleEntries = localeCodes.flatMap((locale) =>
    (Object.keys(singles) as (keyof typeof singles)[]).map((name) => {
      const file = singleFile(name, locale, root);
      return [named(file), readContentFile(singles[name], file)] as const;
    }),
  );
  return Object.fromEntries([
    ...singleEntries,
    ...planFiles(root).map((file) => [named(file), readContentFile(plan, file)] as const),
    ...planWordFilesInEveryLanguage(root).map((file) => [named(file), readContentFile(planWords, file)] as const),
  ]);
}
