import type { ImageMetadata } from "astro";
import { getEntry } from "astro:content";
import { contentReader, type SiteContent } from "./read-content.ts";

/**
 * What the pages read: the content Astro's content layer holds (read once by read-content.ts
 * `readSite`), through the same reader the scripts use, so every page shows its language's words
 * with every figure filled in and every page link in that language, and the pictures it names.
 */
export async function siteContent() {
  // The collection and its one entry, as src/content.config.ts names them.
  const entry = await getEntry("site", "content");
  if (!entry) throw new Error('content: the "site" collection has no "content" entry.');
  const { pictures, ...site } = entry.data as unknown as SiteContent & { pictures: Record<string, ImageMetadata> };
  return {
    ...contentReader(site),
    /** A picture the content names ("images/revops.png"), as Astro's image pipeline takes it. */
    picture: (src: string): ImageMetadata => {
      const image = pictures[src];
      if (!image) throw new Error(`content: the picture ${src} was not read with the content.`);
      return image;
    },
  };
}
