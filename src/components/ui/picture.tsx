import { cn } from "#src/lib/cn.ts";

/**
 * A picture as the build made it (src/lib/pictures.ts, Astro's `getImage` on sharp): a source per
 * format (AVIF first, then WebP), each a set of widths the browser picks from by `sizes`, and the
 * fallback <img> with the picture's width and height, so its box is kept before it arrives. The
 * original upload is in none of them. The editor's preview, which has no build, gives the upload
 * itself as `src`, with no sources and no size.
 */
export interface BuiltPicture {
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet?: string | undefined;
  /** Always set by the build, so the page keeps the picture's box before it arrives. */
  width?: number | undefined;
  height?: number | undefined;
  sizes: string;
  /** "" for a decorative picture. */
  alt: string;
  /** On the first screen: fetched at once and first; otherwise when it nears the screen. */
  eager: boolean;
}

/** A page's uploaded logos, made for their places (lib/pictures.ts), by their names in the content. */
export interface PageLogos {
  /** The integrations' (beside each tool's name). */
  integrations: Readonly<Record<string, BuiltPicture>>;
  /** The customer logos strip's. */
  customers: Readonly<Record<string, BuiltPicture>>;
}

/**
 * Where a section's picture is drawn, for the browser's choice of file: beside the words in seven
 * of twelve columns from `lg` (gap 3 rem, the page 76 rem wide at most), the page's width below.
 * A landing page's top and its picture-and-text sections both lay their picture out so.
 */
export const besideWordsSizes =
  "(min-width: 76rem) 41rem, (min-width: 64rem) calc(58vw - 3.5rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

export function Picture({ picture, className }: { picture: BuiltPicture; className?: string }) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.srcSet ? picture.sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={picture.eager ? "eager" : "lazy"}
        fetchPriority={picture.eager ? "high" : "auto"}
        decoding={picture.eager ? undefined : "async"}
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
