import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import { contentDir } from "#src/content/dir.ts";
import { contentLoader } from "#src/content/astro-loader.ts";
import { pictureFiles, readSiteWithPictures } from "#src/content/read-pictures.ts";

/**
 * The site's words, prices and lists live as YAML under content/ (edited by hand or at /admin),
 * and each other language's words under content/<code>/ (src/config/locales.ts). One reader reads
 * and checks them all (src/content/read-content.ts, docs/decisions/024): each file against its
 * schema (src/content/schema/), a translation against English (src/content/parity.ts), landing
 * pages and experiments against the pages they draw on, so a mistake stops the build with the file,
 * the line and the field named, and what to do (src/content/content-errors.ts). Astro's content
 * layer keeps what it read as one collection, with the pictures it names as Astro's images, read
 * once per build and again on an edit in `astro dev`; the pages take it from there
 * (src/content/site-collection.ts).
 */
const base = contentDir();

export const collections = {
  // Read by src/content/site-collection.ts, by these names.
  site: defineCollection({
    loader: contentLoader(
      "content",
      async () => {
        const site = await readSiteWithPictures(base);
        return { ...site, pictures: pictureFiles(site, base) };
      },
      base,
    ),
    // Each picture the content names, by its name in the entries ("images/revops.png"), as the
    // image Astro's pipeline resizes (`getImage`, src/lib/pictures.ts); the rest is the reader's.
    schema: ({ image }) => z.looseObject({ pictures: z.record(z.string(), image()) }),
  }),
};
