/**
 * The languages the site speaks, one line each (docs/decisions/018). English, the first, is the
 * default: its pages keep their URLs (`/pricing`); every other language lives under its code
 * (`/de/pricing`, `/de` for the home page) and its words under content/<code>/, checked against
 * English by the build (src/content/parity.ts). To add a language: translate content/ into
 * content/<code>/ and add its line here.
 *
 * `name` is the language's own name, as the switcher shows it; `region` completes its Open Graph
 * locale (`de_DE`). Numbers, money and percentages are written in each language's own way by
 * src/lib/locale-format.ts, from the code alone.
 */
export const locales = {
  en: { name: "English", region: "US" },
  de: { name: "Deutsch", region: "DE" },
  fr: { name: "Français", region: "FR" },
  es: { name: "Español", region: "ES" },
} as const satisfies Record<string, { name: string; region: string }>;

export type Locale = keyof typeof locales;

export const defaultLocale = "en" satisfies Locale;

// Both marked pure: a browser chunk that imports this file for a function keeps a top-level call
// it cannot prove harmless, and these two were a chunk of their own, fetched for nothing.
/** Every language, the default first. */
export const localeCodes = /* @__PURE__ */ Object.keys(locales) as [Locale, ...Locale[]];

/** The languages under a path prefix: all but the default. */
export const prefixedLocales = /* @__PURE__ */ localeCodes.filter((code) => code !== defaultLocale);

/** A page's path in a language: `/pricing` → `/de/pricing`, `/` → `/de`. English keeps its paths. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The page a path shows, by its English path: `/de/pricing` → `/pricing`, `/de` → `/`. */
export function englishPath(path: string): string {
  const code = prefixedLocales.find((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`));
  if (code === undefined) return path;
  return path.slice(code.length + 1) || "/";
}

/** `<html lang>` and hreflang: the code itself (BCP 47). */
export const htmlLang = (locale: Locale): string => locale;

/** Open Graph's `og:locale`: language and region joined by an underscore. */
export const ogLocale = (locale: Locale): string => `${locale}_${locales[locale].region}`;
