import type { Navigation } from "./schema.ts";

/**
 * The few words every page shares that components deep in the tree say themselves: the note after
 * a link that opens a new tab, after the logo's name, before a quote's stars, and the screen an
 * island shows when it fails. They are written in content/navigation.yaml like the rest. Astro
 * renders each component as a React root of its own, so no context could carry them down; the
 * build reads them once and gives them to every bundle as constants (config/site-words.ts), as it
 * gives the site's build-time variables. Each is its own constant, so an island's chunk carries
 * only the words it says.
 */
export type SiteWords = Pick<Navigation, "newTabNote" | "logoHomeNote" | "ratingLabel" | "islandError">;

declare const BUILD_SITE_WORDS: SiteWords;

export const newTabNote = BUILD_SITE_WORDS.newTabNote;
export const logoHomeNote = BUILD_SITE_WORDS.logoHomeNote;
/** With `{rating}` for the number of stars. */
export const ratingLabel = BUILD_SITE_WORDS.ratingLabel;
export const islandError = BUILD_SITE_WORDS.islandError;
