import { existsSync, openSync, readSync, closeSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { contentDir } from "./dir.ts";
import { readSite, type SiteContent } from "./read-content.ts";
import { ContentError, shown } from "./content-errors.ts";
import type { CheckedLandingPage } from "./landing-pages.ts";
import { sectionLabel } from "./landing-sections.ts";
import { headLength, pictureFolder, pictureProblems, sectionPicture } from "./pictures.ts";

/**
 * The pictures the content names, each checked as a file before anything is built
 * (docs/decisions/028): the reader's schema has checked the name (images/<file>.png …), and this
 * checks the file itself, its contents against its name, its kind, its size and its pixels (read
 * by sharp, Astro's own image service, from the file's header), in the editor's words
 * (pictures.ts). Asynchronous, because sharp is: the content layer's loader (src/content.config.ts)
 * awaits it after `readSite`, and so does every script or test that builds pictures.
 */

/** A picture's file on disk, from its name in an entry. */
export const pictureFile = (src: string, root = contentDir()) => join(root, src);

/** Every picture file the landing pages name, once each, with where the first names it. */
function namedPictures(landingPages: readonly CheckedLandingPage[]) {
  const named = new Map<string, { file: string; field: string }>();
  for (const landing of landingPages)
    for (const [locale, data] of Object.entries(landing.data) as [Locale, NonNullable<CheckedLandingPage["data"][Locale]>][])
      for (const [index, section] of data.sections.entries()) {
        const picture = sectionPicture(section);
        if (picture && !named.has(picture.src))
          named.set(picture.src, {
            file: landing.files[locale] ?? landing.files[defaultLocale]!,
            field: `Sections → ${sectionLabel(section.type)} (${index + 1}) → Picture → Picture file`,
          });
      }
  return named;
}

function head(path: string): Uint8Array {
  const bytes = new Uint8Array(headLength);
  const handle = openSync(path, "r");
  try {
    return bytes.subarray(0, readSync(handle, bytes, 0, headLength, 0));
  } finally {
    closeSync(handle);
  }
}

/** Why the site refuses one picture file, or [] (missing, not what it says, too big). */
async function pictureFileProblems(src: string, root = contentDir()): Promise<string[]> {
  const path = pictureFile(src, root);
  if (!existsSync(path))
    return [`${src} is not in content/${pictureFolder}/: upload it again in the editor, or choose another picture.`];
  const pixels = await sharp(path)
    .metadata()
    .then(({ width, height, autoOrient }) => autoOrient ?? { width, height })
    .catch(() => undefined);
  return pictureProblems(src, head(path), statSync(path).size, pixels);
}

/**
 * Stops with a ContentError naming the content file, the field and the picture when any picture
 * the landing pages name would be refused; the build then makes none of them.
 */
async function checkPictures(landingPages: readonly CheckedLandingPage[], root = contentDir()): Promise<void> {
  for (const [src, where] of namedPictures(landingPages)) {
    const problems = await pictureFileProblems(src, root);
    if (problems.length > 0)
      throw new ContentError(
        `${shown(where.file)} has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}; the site is not built until ${problems.length === 1 ? "it is" : "they are"} fixed.\n${problems.map((problem) => `  ${where.field}: ${problem}`).join("\n")}`,
      );
  }
}

/** Each picture the landing pages name, by its name in the entries, and its file on disk. */
export const pictureFiles = (landingPages: readonly CheckedLandingPage[], root = contentDir()) =>
  Object.fromEntries([...namedPictures(landingPages).keys()].map((src) => [src, pictureFile(src, root)]));

/** The content as `readSite` reads it, with every picture it names checked: what the build reads. */
export async function readSiteWithPictures(root = contentDir()): Promise<SiteContent> {
  const site = readSite(root);
  await checkPictures(site.landingPages, root);
  return site;
}
