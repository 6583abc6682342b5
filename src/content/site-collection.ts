import { getEntry } from "astro:content";
import { contentReader, type SiteContent } from "./read-content.ts";

/**
 * What the pages read: the content Astro's content layer holds (read once by read-content.ts
 * `readSite`), through the same reader the scripts use, so every page shows its language's words
 * with every figure filled in and every page link in that language.
 */
export async function siteContent() {
  // The collection and its one entry, as src/content.config.ts names them.
  const entry = await getEntry("site", "content");
  if (!entry) throw new Error('content: the "site" collection has no "content" entry.');
  return contentReader(entry.data as SiteContent);
}
