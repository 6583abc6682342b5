import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import { besideWordsSizes, type BuiltPicture, type PageLogos } from "#src/components/ui/picture.tsx";
import { sectionPicture } from "#src/content/pictures.ts";
import type { PictureContent } from "#src/content/schema/sections.ts";

/**
 * A picture the content names, made by Astro's image pipeline (`getImage`, on sharp) into the
 * files a browser picks from (docs/decisions/028): AVIF and WebP, each at the widths below that
 * are no wider than the upload, for the place `sizes` gives it; the <img> falls back to a WebP of
 * a phone's width. The original is never one of them, so a phone never downloads it.
 */

/** The widths made: a 375 px phone at DPR 2 takes 720, a wide screen's column at DPR 2 1280. */
const widths = [480, 720, 960, 1280, 1600];
const formats = ["avif", "webp"] as const;

/**
 * `image` made into the files a browser picks from: AVIF and WebP at each of `widths` no wider
 * than the upload (the upload's own width when none is), and a WebP fallback for the <img> at
 * `fallbackWidth` or the upload's width if narrower, drawn at `shown` CSS pixels.
 */
async function madePicture(
  image: ImageMetadata,
  place: {
    widths: readonly number[];
    sizes: string;
    fallbackWidth: number;
    shown: { width: number; height: number };
    alt: string;
    eager: boolean;
  },
): Promise<BuiltPicture> {
  const { sizes } = place;
  const fitting = place.widths.filter((width) => width <= image.width);
  const made = await Promise.all(
    formats.map((format) =>
      getImage({ src: image, format, widths: fitting.length > 0 ? fitting : [image.width], sizes }),
    ),
  );
  const fallback = await getImage({
    src: image,
    format: "webp",
    width: Math.min(place.fallbackWidth, image.width),
  });
  return {
    sources: made.map((result, index) => ({
      type: `image/${formats[index]}`,
      srcSet: result.srcSet.attribute,
    })),
    src: fallback.src,
    ...place.shown,
    sizes,
    alt: place.alt,
    eager: place.eager,
  };
}

/** A section's picture, at its own size for the place `sizes` gives it, a phone's width as the fallback. */
const builtPicture = (
  image: ImageMetadata,
  picture: PictureContent,
  { sizes, eager }: { sizes: string; eager: boolean },
) =>
  madePicture(image, {
    widths,
    sizes,
    fallbackWidth: 720,
    shown: { width: image.width, height: image.height },
    alt: picture.decorative ? "" : (picture.alt ?? ""),
    eager,
  });

/**
 * Each section's picture, made, in the sections' order (undefined where a section has none): the
 * first section's is on the first screen, so it is fetched at once and first; the rest lazily.
 */
export async function sectionPictures(
  sections: readonly Parameters<typeof sectionPicture>[0][],
  imageOf: (src: string) => ImageMetadata,
): Promise<(BuiltPicture | undefined)[]> {
  return Promise.all(
    sections.map((section, position) => {
      const picture = sectionPicture(section);
      return picture
        ? builtPicture(imageOf(picture.src), picture, { sizes: besideWordsSizes, eager: position === 0 })
        : undefined;
    }),
  );
}

/** A box a logo is fitted into, in CSS pixels (components/ui/integration-logo.tsx, sections/customer-logos.tsx). */
interface LogoBox {
  width: number;
  height: number;
}

/** An integration's logo square (size-11) less its padding. */
const integrationLogoBox: LogoBox = { width: 36, height: 36 };
/** A customer's logo in the strip: as tall as a line of large text, up to four times as wide. */
const customerLogoBox: LogoBox = { width: 160, height: 40 };

/**
 * Uploaded logos, each made for `box`: fitted into it keeping its shape, as AVIF and WebP at 1×
 * and 2× (never wider than the upload), lazily; by their names in the content, each made once.
 * Without a description: the component that draws one gives it (the company's name, or none
 * where the name is written beside it).
 */
async function logoPictures(
  srcs: readonly string[],
  imageOf: (src: string) => ImageMetadata,
  box: LogoBox,
): Promise<Record<string, BuiltPicture>> {
  const named = [...new Set(srcs)];
  const made = await Promise.all(
    named.map((src) => {
      const image = imageOf(src);
      // The side that reaches the box's edge first sets the size; the other follows the logo's shape.
      const scale = Math.min(box.width / image.width, box.height / image.height);
      const width = Math.max(1, Math.round(image.width * scale));
      const height = Math.max(1, Math.round(image.height * scale));
      return madePicture(image, {
        widths: [width, width * 2],
        sizes: `${width}px`,
        fallbackWidth: width * 2,
        shown: { width, height },
        alt: "",
        eager: false,
      });
    }),
  );
  return Object.fromEntries(named.map((src, index) => [src, made[index]!]));
}

/** The logos a page's integrations and customer logos name, each made for its place. */
export async function pageLogos(
  integrations: readonly { logo?: string | undefined }[],
  customers: readonly { logo: string }[],
  imageOf: (src: string) => ImageMetadata,
): Promise<PageLogos> {
  const [beside, strip] = await Promise.all([
    logoPictures(
      integrations.flatMap(({ logo }) => (logo ? [logo] : [])),
      imageOf,
      integrationLogoBox,
    ),
    logoPictures(
      customers.map(({ logo }) => logo),
      imageOf,
      customerLogoBox,
    ),
  ]);
  return { integrations: beside, customers: strip };
}
