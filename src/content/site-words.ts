import type { Navigation } from "./schema/navigation.ts";

/**
 * The few words every page shares that components deep in the tree say themselves: the note after
 * a link that opens a new tab, after the logo's name, before a quote's stars, and the screen an
 * island shows when it fails. They are written in each language's navigation file like the rest,
 * and reach those components with the page (components/ui/page-context.tsx).
 */
export type SiteWords = Pick<Navigation, "newTabNote" | "logoHomeNote" | "ratingLabel" | "islandError">;

export function siteWords(navigation: Navigation): SiteWords {
  const { newTabNote, logoHomeNote, ratingLabel, islandError } = navigation;
  return { newTabNote, logoHomeNote, ratingLabel, islandError };
}
