import type { Navigation } from "./schema.ts";

/**
 * The few words every page shares that components deep in the tree say themselves: the note after
 * a link that opens a new tab, after the logo's name, before a quote's stars, and the screen an
 * island shows when it fails. They are written in content/navigation.yaml like the rest. Astro
 * renders each component as a React root of its own, so no context could carry them down; the
 * build reads them once and gives them to every bundle as a constant (config/site-words.ts), as
 * it gives the site's build-time variables.
 */
export type SiteWords = Pick<Navigation, "newTabNote" | "logoHomeNote" | "ratingLabel" | "islandError">;

declare const BUILD_SITE_WORDS: SiteWords | null;

if (!BUILD_SITE_WORDS)
  throw new Error("content/navigation.yaml could not be read, so its shared words are missing; fix it and build again.");

export const siteWords: SiteWords = BUILD_SITE_WORDS;
