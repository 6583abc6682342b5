import { readContent } from "#src/content/for-scripts.ts";
import type { SiteWords } from "#src/content/site-words.ts";

const names = [
  "newTabNote",
  "logoHomeNote",
  "ratingLabel",
  "islandError",
] as const satisfies (keyof SiteWords)[];

/**
 * The shared words (src/content/site-words.ts) as constants for every bundle: the site, the
 * editor's previews and the unit tests; one per word, so a bundle carries only those it uses. A
 * file that cannot be read gives empty words: the content loader then stops the build with its
 * own message, naming the file, line and field.
 */
export function siteWordsDefine(): Record<`BUILD_SITE_WORDS.${(typeof names)[number]}`, string> {
  let words: Partial<SiteWords> = {};
  try {
    words = readContent("navigation");
  } catch {
    // Reported by the content loader.
  }
  return Object.fromEntries(
    names.map((name) => [`BUILD_SITE_WORDS.${name}`, JSON.stringify(words[name] ?? "")]),
  ) as Record<`BUILD_SITE_WORDS.${(typeof names)[number]}`, string>;
}
