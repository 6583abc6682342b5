import { localeCodes, localePath, type Locale } from "#src/config/locales.ts";
import { landingPath, pageIdFor, pagePaths } from "#src/config/pages.ts";
import type { contentReader } from "#src/content/read-content.ts";
import { siteUrl } from "./links.ts";

/** A share image's size: Open Graph's and X's large card, 1.91:1. */
export const shareCard = { width: 1200, height: 630 } as const;

/** Where the share images are served: one folder, each language's under its code. */
export const shareImageFolder = "social";

/**
 * A page's share image in a language: `/social/en/index.png`, `/social/de/pricing.png`,
 * `/social/fr/lp/revops.png`. Drawn by the build (src/pages/social/), named by the page's head.
 */
export function shareImagePath(locale: Locale, path: string): string {
  return `/${shareImageFolder}/${locale}${path === "/" ? "/index" : path}.png`;
}

/** One page in one language as its share image shows it. */
export interface SharedPage {
  /** The page's path in English, which names it in every language. */
  path: string;
  locale: Locale;
  title: string;
  description: string;
  /** The page's address as the card writes it: host and path, no scheme. */
  address: string;
  /** The picture the team uploaded for it, by its name in the content; else the card is drawn. */
  upload?: string | undefined;
}

/** A page's address as its card writes it: the origin's host and the path (none for English's home). */
function address(locale: Locale, path: string): string {
  const url = new URL(siteUrl(localePath(locale, path)));
  return `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
}

/**
 * Every page that has a share image of its own, in every language it exists in: the six pages and
 * every landing page (uploaded for it, or drawn). The not-found page has none: it is not shared, and its head names no image.
 */
export function sharedPages(content: ReturnType<typeof contentReader>): SharedPage[] {
  const pages = pagePaths.flatMap((path) =>
    localeCodes.map((locale) => {
      const { title, description } = content.page(pageIdFor(path) as ContentPage, locale).meta;
      return { path, locale, title, description, address: address(locale, path) };
    }),
  );
  const landingPages = content.site.landingPages.flatMap((landing) =>
    landing.languages.map((locale) => {
      const path = landingPath(landing.slug);
      const { title, description, shareImage } = content.landing(landing, locale);
      return { path, locale, title, description, address: address(locale, path), upload: shareImage };
    }),
  );
  return [...pages, ...landingPages];
}

/** The site's own pages by their content's name (`home`, `pricing`): each has a `meta`. */
type ContentPage = Exclude<ReturnType<typeof pageIdFor>, "not-found" | `lp-${string}`>;
