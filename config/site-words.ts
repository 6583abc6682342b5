import { readContent } from "../src/content/read.ts";
import type { SiteWords } from "../src/content/site-words.ts";

/**
 * The shared words (src/content/site-words.ts) as a constant for every bundle: the site, the
 * editor's previews and the unit tests. A file that cannot be read gives null: the content
 * loader then stops the build with its own message, naming the file, line and field.
 */
export function siteWordsDefine(): { BUILD_SITE_WORDS: string } {
  let words: SiteWords | null = null;
  try {
    const { newTabNote, logoHomeNote, ratingLabel, islandError } = readContent("navigation");
    words = { newTabNote, logoHomeNote, ratingLabel, islandError };
  } catch {
    // Reported by the content loader.
  }
  return { BUILD_SITE_WORDS: JSON.stringify(words) };
}
