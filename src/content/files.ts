import { join } from "node:path";
import { prefixedLocales, type Locale } from "#src/config/locales.ts";
import { ContentError, shown } from "./content-errors.ts";
import { yamlNames, type ContentFile } from "./astro-loader.ts";
import { contentDir, languageDir } from "./dir.ts";
import { plansFolder } from "./schema/plans.ts";
import { singleFiles, type singles } from "./schema/singles.ts";

/**
 * Which files hold what, in every language: the one list the reader (read-content.ts) and the
 * editor's save check (editor-content.ts) read. English is content/; each other language is
 * content/<code>/ with the same files, and under plans/ only each plan's words (its price is
 * English's, shared).
 */

/** A page's (or the navigation's) file in one language, with the English file it translates. */
export function singleFile(name: keyof typeof singles, locale: Locale, root = contentDir()): ContentFile {
  const english = join(root, `${singleFiles[name]}.yaml`);
  const path = join(languageDir(locale, root), `${singleFiles[name]}.yaml`);
  return { id: locale, path, ...(path === english ? {} : { english }) };
}

/** The plans' files: content/plans/<id>.yaml, the id their name. */
export const planFiles = (root = contentDir()): ContentFile[] =>
  yamlNames(join(root, plansFolder)).map((id) => ({ id, path: join(root, plansFolder, `${id}.yaml`) }));

/**
 * One language's words for each plan (content/<code>/plans/<id>.yaml), an entry `<code>/<id>` each.
 * Every English plan needs its file; a file for a plan English does not have stops the build too.
 */
export function planWordFiles(locale: Locale, root = contentDir()): ContentFile[] {
  const folder = join(languageDir(locale, root), plansFolder);
  const ids = yamlNames(join(root, plansFolder));
  const stray = yamlNames(folder).filter((id) => !ids.includes(id));
  if (stray.length > 0)
    throw new ContentError(
      `${shown(join(folder, `${stray[0]}.yaml`))} is the words of a plan that content/${plansFolder}/ does not have. Plans are added in English first; remove it, or rename it after one of: ${ids.join(", ")}.`,
    );
  return ids.map((id) => ({
    id: `${locale}/${id}`,
    path: join(folder, `${id}.yaml`),
    english: join(root, plansFolder, `${id}.yaml`),
  }));
}

/** Every translated plan's words, for the build's one collection of them. */
export const planWordFilesInEveryLanguage = (root = contentDir()): ContentFile[] =>
  prefixedLocales.flatMap((locale) => planWordFiles(locale, root));
