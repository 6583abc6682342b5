import { existsSync, openSync, readSync, closeSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { defaultLocale, localeCodes, type Locale } from "#src/config/locales.ts";
import { contentDir } from "./dir.ts";
import { singleFile } from "./files.ts";
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

/** The parts of the content that name pictures. */
type PictureNamers = Pick<SiteContent, "pages" | "landingPages">;

/**
 * Every picture file the content names, once each, with where the first names it: the landing
 * pages' sections, customer logos and share pictures, and the integrations' logos (the features
 * page's, a landing page's section's).
 */
function namedPictures({ pages, landingPages }: PictureNamers, root: string) {
  const named = new Map<string, { file: string; field: string }>();
  const add = (src: string | undefined, file: string, field: string) => {
    if (src !== undefined && !named.has(src)) named.set(src, { file, field });
  };
  const addLogos = (items: readonly { name: string; logo?: string | undefined }[], file: string, above: string) => {
    for (const [index, item] of items.entries()) add(item.logo, file, `${above} (${index + 1}, ${item.name}) → Logo`);
  };
  for (const locale of localeCodes)
    addLogos(pages.features[locale].integrations, singleFile("features", locale, root).path, "Integrations");
  for (const landing of landingPages)
    for (const [locale, data] of Object.entries(landing.data) as [Locale, NonNullable<CheckedLandingPage["data"][Locale]>][]) {
      const file = landing.files[locale] ?? landing.files[defaultLocale]!;
      add(data.shareImage, file, "Share picture");
      for (const [index, section] of data.sections.entries()) {
        const where = `Sections → ${sectionLabel(section.type)} (${index + 1})`;
        add(sectionPicture(section)?.src, file, `${where} → Picture → Picture file`);
        if (section.type === "integrations") addLogos(section.items, file, `${where} → Integrations`);
        if (section.type === "logos") addLogos(section.items, file, `${where} → Logos`);
      }
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
 * the content names would be refused; the build then makes none of them.
 */
async function checkPictures(site: PictureNamers, root = contentDir()): Promise<void> {
  for (const [src, where] of namedPictures(site, root)) {
    const problems = await pictureFileProblems(src, root);
    if (problems.length > 0)
      throw new ContentError(
        `${shown(where.file)} has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}; the site is not built until ${problems.length === 1 ? "it is" : "they are"} fixed.\n${problems.map((problem) => `  ${where.field}: ${problem}`).join("\n")}`,
      );
  }
}

/** Each picture the content names, by its name in the entries, and its file on disk. */
export const pictureFiles = (site: PictureNamers, root = contentDir()) =>
  Object.fromEntries([...namedPictures(site, root).keys()].map((src) => [src, pictureFile(src, root)]));

/** The content as `readSite` reads it, with every picture it names checked: what the build reads. */
export async function readSiteWithPictures(root = contentDir()): Promise<SiteContent> {
  const site = readSite(root);
  await checkPictures(site, root);
  return site;
}
