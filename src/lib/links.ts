import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { site, type ExternalDestination } from "#src/config/site.ts";

/** The one way to build a URL on the external host; components never spell the host out. */
export function externalUrl(
  destination: ExternalDestination,
  params?: Readonly<Record<string, string>>,
): string {
  const url = new URL(site.destinations[destination], site.externalHost);
  for (const [key, value] of Object.entries(params ?? {})) url.searchParams.set(key, value);
  return url.href;
}

/**
 * Where a link to another site keeps its placement (`data-cta`), since its address must stay as
 * content wrote it: the counting module reads the placement from here for such a link
 * (page-scripts/analytics.ts), as it reads it from a host link's `?cta=`.
 */
export const placementAttribute = `data-${site.analytics.placementParam}` as const;

/**
 * What ends the placement id of a link to another site (`lp-revops.closing.otherSite`), as a
 * destination's key ends a host link's: never its address, which content may change, so a new
 * recording keeps the button's history.
 */
export const otherSiteName = "otherSite";

/**
 * The page's language as the external host is told it (`?lang=de`, named once in the site's
 * config): on every call to action and the contact hand-off. English, the host's own language,
 * adds nothing, so the English links stay exactly as the spec writes them.
 */
export function languageParams(locale: Locale): Record<string, string> {
  return locale === defaultLocale ? {} : { [site.languageParam]: locale };
}

/** tel: link from the config's dialable (E.164) number. */
export function telUrl(): string {
  return `tel:${site.phone.dial}`;
}

export function mailtoUrl(): string {
  return `mailto:${site.email}`;
}

/** A maps search for the office address; a plain link, so nothing loads until it is followed. */
export function mapsUrl(): string {
  const { street, city, regionCode, postalCode } = site.address;
  const url = new URL("https://www.google.com/maps/search/");
  url.searchParams.set("api", "1");
  url.searchParams.set("query", `${street}, ${city}, ${regionCode} ${postalCode}`);
  return url.href;
}

/** Absolute URL on this site, for canonical and social tags. */
export function siteUrl(path: string): string {
  return new URL(path, site.origin).href;
}
