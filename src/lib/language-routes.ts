import { defaultLocale, localeCodes, prefixedLocales, type Locale } from "#src/config/locales.ts";

/**
 * Every page in every language from one file (docs/decisions/018): each page under
 * src/pages/[...lang]/ gives these as its `getStaticPaths`, so English is built at its own path
 * (`/pricing`, the rest parameter empty) and each other language under its code (`/de/pricing`).
 */
export function everyLanguage(): { params: { lang: string | undefined }; props: { locale: Locale } }[] {
  return localeCodes.map((locale) => ({
    params: { lang: locale === defaultLocale ? undefined : locale },
    props: { locale },
  }));
}

/** The languages under a prefix, for the not-found page each has beside English's (src/pages/[lang]/). */
export function everyPrefixedLanguage(): { params: { lang: string }; props: { locale: Locale } }[] {
  return prefixedLocales.map((locale) => ({ params: { lang: locale }, props: { locale } }));
}
