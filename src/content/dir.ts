import { join, resolve } from "node:path";
import { defaultLocale, type Locale } from "#src/config/locales.ts";

/**
 * Where the content files are: content/ in the project, or CONTENT_DIR when set. The editor's
 * end-to-end test builds from a copy this way, so it never touches the working tree.
 */
export function contentDir(): string {
  return resolve(process.env.CONTENT_DIR ?? "content");
}

/** A language's folder: content/ itself for English, content/<code>/ for every other language. */
export function languageDir(locale: Locale, root = contentDir()): string {
  return locale === defaultLocale ? root : join(root, locale);
}
