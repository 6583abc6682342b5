/**
 * The rules for a picture the team uploads (docs/decisions/028): what a file must be, judged from
 * its contents and not its name, and the words a refusal says. Browser-safe: the build
 * (read-pictures.ts, with sharp's reading of the file) and the editor (its save check, with the
 * browser's own decoder) both judge with `pictureProblems`, so they refuse the same files in the
 * same words.
 */

import type { LandingSection } from "./schema/landing-pages.ts";
import type { PictureContent } from "./schema/sections.ts";

/** The picture a landing page's section shows, if it has one. */
export const sectionPicture = (section: Pick<LandingSection, "type"> & { image?: PictureContent | undefined }) =>
  section.type === "hero" || section.type === "pictureText" ? section.image : undefined;

/** Where uploads go, under content/, and how an entry names them ("images/revops-dashboard.png"). */
export const pictureFolder = "images";

/** The kinds of picture the site takes, with the file endings each may have. */
const pictureKinds = {
  jpeg: { name: "JPEG", endings: ["jpg", "jpeg"] },
  png: { name: "PNG", endings: ["png"] },
  webp: { name: "WebP", endings: ["webp"] },
  avif: { name: "AVIF", endings: ["avif"] },
} as const;
type PictureKind = keyof typeof pictureKinds;

/** Kinds a file can be found to be that the site refuses, by name. */
const refusedKinds = { gif: "a GIF", svg: "an SVG drawing", heif: "a HEIC/HEIF photo", bmp: "a BMP", tiff: "a TIFF" } as const;
type FoundKind = PictureKind | keyof typeof refusedKinds;

export const pictureLimits = { megapixels: 25, megabytes: 15 } as const;
const maxBytes = pictureLimits.megabytes * 1_000_000;
const maxPixels = pictureLimits.megapixels * 1_000_000;

const takes = "JPEG, PNG, WebP or AVIF";
/** The rule the editor shows under the field, and the schema's words for a refused file name. */
export const pictureRule = `A picture file: ${takes} (.jpg, .png, .webp, .avif), at most ${pictureLimits.megapixels} megapixels and ${pictureLimits.megabytes} MB.`;

/** An upload's path as the entry holds it: images/<file> with one of the endings above, any case. */
const ending = (letters: string) => [...letters].map((letter) => `[${letter}${letter.toUpperCase()}]`).join("");
export const picturePathPattern = new RegExp(
  `^${pictureFolder}/[^/\\s][^/]*\\.(?:${Object.values(pictureKinds)
    .flatMap((kind) => kind.endings)
    .map(ending)
    .join("|")})$`,
);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * What a file is, from its first bytes (each format's signature; an AVIF or HEIF file is an
 * ISO media file whose `ftyp` box names its brands): undefined when it is no picture known here.
 */
function foundKind(head: Uint8Array): FoundKind | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 0, 4) === "GIF8") return "gif";
  if (ascii(head, 0, 2) === "BM") return "bmp";
  if (["II*\0", "MM\0*"].includes(ascii(head, 0, 4))) return "tiff";
  if (ascii(head, 4, 8) === "ftyp") {
    const size = Math.min(new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0), head.length);
    // The major brand, then (after the minor version) the compatible ones.
    const brands = [8, ...Array.from({ length: Math.max(0, (size - 16) / 4) }, (_, index) => 16 + index * 4)].map(
      (start) => ascii(head, start, start + 4),
    );
    return brands.some((brand) => brand === "avif" || brand === "avis") ? "avif" : "heif";
  }
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, "").trimStart();
  if (/^<(?:\?xml|svg|!--)/i.test(text) && /<svg/i.test(text)) return "svg";
  return undefined;
}

/** How many bytes `foundKind` needs to read. */
export const headLength = 64;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * Every reason the site refuses a picture, in the editor's words, naming the file as the entry
 * does; [] when it takes it. `size` is in bytes; `pixels` is the picture's width and height as a
 * decoder read them (absent when the file could not be decoded at all).
 */
export function pictureProblems(
  file: string,
  head: Uint8Array,
  size: number,
  pixels: { width: number; height: number } | undefined,
): string[] {
  const again = "Export it again and upload that file.";
  const kind = foundKind(head);
  if (kind === undefined)
    return [
      `${file} is not a picture: whatever its name says, its contents are not those of a ${takes} file. ${again}`,
    ];
  if (!(kind in pictureKinds))
    return [
      `${file} is ${refusedKinds[kind as keyof typeof refusedKinds]}; the site takes ${takes}.${kind === "svg" ? " An SVG can carry scripts and links, so it is not taken: export the drawing as PNG." : ` Save it as one of these and upload that file.`}`,
    ];
  const { name, endings } = pictureKinds[kind as PictureKind];
  const written = file.split(".").at(-1)?.toLowerCase() ?? "";
  const problems: string[] = [];
  if (!(endings as readonly string[]).includes(written))
    problems.push(
      `${file} is named .${written} but is a ${name} picture inside: a file must be what its name says. Rename it to .${endings[0]} and upload it again.`,
    );
  if (size > maxBytes)
    problems.push(
      `${file} is ${megabytes(size)}; a picture can be at most ${pictureLimits.megabytes} MB. Export it smaller (2400 pixels wide is plenty) and upload that file.`,
    );
  if (!pixels)
    problems.push(`${file} cannot be read as a ${name} picture: the file is damaged or cut short. ${again}`);
  else if (pixels.width * pixels.height > maxPixels)
    problems.push(
      `${file} is ${pixels.width} × ${pixels.height} pixels (${((pixels.width * pixels.height) / 1_000_000).toFixed(1)} megapixels); a picture can have at most ${pictureLimits.megapixels} megapixels. Export it smaller (2400 pixels wide is plenty) and upload that file.`,
    );
  return problems;
}
