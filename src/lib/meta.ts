import {
  defaultLocale,
  htmlLang,
  localeCodes,
  localePath,
  ogLocale,
  type Locale,
} from "#src/config/locales.ts";
import { site } from "#src/config/site.ts";
import { externalUrl, languageParams, siteUrl } from "./links.ts";
import { yearlyTotal, type BillingPeriod, type PlanPrice } from "./pricing.ts";
import { shareCard, shareImagePath } from "./share-image.ts";

export interface PageMeta {
  /** Page title without the brand; pageHead adds it. */
  title: string;
  description: string;
  /**
   * The page's path in English (`/pricing`), which names it in every language; its URL in the
   * page's language is the canonical. Omitted for pages that must not be indexed (404).
   */
  path?: string;
  /** Extra structured data for this page (Organization and WebSite are on every page). */
  jsonLd?: readonly Record<string, unknown>[];
  /** The languages the page exists in, when not every language (a landing page). */
  languages?: readonly Locale[];
  /** False for a page search engines must leave out (`noindex`, and not in the sitemap); true by default. */
  index?: boolean;
  /** The share image's description where the page gives one (a landing page); else its title. */
  shareImageAlt?: string;
}

/** Organization and WebSite, the same on every page but for the language the site is read in. */
function siteJsonLd(locale: Locale): Record<string, unknown>[] {
  const { street, city, regionCode, postalCode, country } = site.address;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": siteUrl("/#organization"),
      name: site.name,
      url: siteUrl("/"),
      logo: siteUrl("/social/logo.png"),
      email: site.email,
      telephone: site.phone.dial,
      address: {
        "@type": "PostalAddress",
        streetAddress: street,
        addressLocality: city,
        addressRegion: regionCode,
        postalCode,
        addressCountry: country,
      },
      // Only profiles known to be ours: a placeholder handle on a real network is not a claim to make.
      sameAs: site.social
        .filter((profile) => profile.url !== "" && !("placeholder" in profile && profile.placeholder))
        .map((profile) => profile.url),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": siteUrl("/#website"),
      name: site.name,
      url: siteUrl(localePath(locale, "/")),
      inLanguage: htmlLang(locale),
      publisher: { "@id": siteUrl("/#organization") },
    },
  ];
}

/** The page's language, which its head says beyond its meta. */
export interface PageSetting {
  locale: Locale;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL: the page in its own language. Absent on pages that must not be indexed (404). */
  canonical?: string;
  /** The same page in every language, and `x-default` (English), for `<link rel="alternate" hreflang>`. */
  alternates: readonly { hreflang: string; href: string }[];
  robots?: string;
  /** Open Graph (`property`) and Twitter (`name`) cards, in order. */
  cards: readonly ({ property: string; content: string } | { name: string; content: string })[];
  jsonLd: readonly Record<string, unknown>[];
}

/**
 * A page's URL in every language, and `x-default` for a reader whose language is none of them
 * (English, at the page's own path). Every language is built whole or not at all (the build's
 * checks, src/content/parity.ts), so the page exists in each; a landing page exists in those it is
 * written in (`languages`), always English among them.
 */
export function alternates(path: string, languages: readonly Locale[] = localeCodes): PageHead["alternates"] {
  return [
    ...languages.map((locale) => ({ hreflang: htmlLang(locale), href: siteUrl(localePath(locale, path)) })),
    { hreflang: "x-default", href: siteUrl(localePath(defaultLocale, path)) },
  ];
}

/** The single builder of every page's head tags, so titles, canonicals and cards follow one rule. */
export function pageHead(
  { title, description, path, jsonLd = [], languages = localeCodes, index = true, shareImageAlt }: PageMeta,
  setting: PageSetting,
): PageHead {
  const fullTitle = `${title} | ${site.name}`;
  const { locale } = setting;
  if (path === undefined)
    return { title: fullTitle, description, robots: "noindex", alternates: [], cards: [], jsonLd: [] };
  const url = siteUrl(localePath(locale, path));
  // The page's own card in its language (src/pages/social/), drawn with its title: the title is
  // what it shows, so it is what it says to a reader who cannot see it.
  const image = siteUrl(shareImagePath(locale, path));
  return {
    title: fullTitle,
    description,
    canonical: url,
    alternates: alternates(path, languages),
    ...(index ? {} : { robots: "noindex" }),
    cards: [
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: site.name },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(shareCard.width) },
      { property: "og:image:height", content: String(shareCard.height) },
      { property: "og:image:alt", content: shareImageAlt ?? fullTitle },
      { property: "og:locale", content: ogLocale(locale) },
      ...languages
        .filter((other) => other !== locale)
        .map((other) => ({ property: "og:locale:alternate", content: ogLocale(other) })),
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: fullTitle },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: shareImageAlt ?? fullTitle },
    ],
    jsonLd: [...siteJsonLd(locale), ...jsonLd],
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. `<` is escaped so no text in the data
 * can close the element early; JSON readers decode \u003c back to the same character.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

/**
 * schema.org Product for the pricing page: one Offer per priced plan and billing period,
 * every figure derived from the plan data. No ratings or reviews: the quotes are samples.
 */
export function pricingJsonLd(
  productName: string,
  plans: readonly { id: string; name: string; description: string; price?: PlanPrice | undefined }[],
  offerUrl: (planId: string, period: BillingPeriod) => string,
  /** Absolute URL of the product's picture (search engines ask a Product for one). */
  image: string,
  /** Each billing period's name as the page writes it ("Monthly", "Monatlich"), for the offers' names. */
  periodNames: Readonly<Record<BillingPeriod, string>>,
): Record<string, unknown> {
  const offers = plans.flatMap((plan) => {
    const price = plan.price;
    if (!price) return [];
    return (["monthly", "annual"] as const).map((period) => {
      // What one billing charge is: a month's price, or a year paid at the annual rate.
      const amount = period === "monthly" ? price.monthly : yearlyTotal(price, "annual");
      return {
        "@type": "Offer",
        name: `${plan.name} (${periodNames[period]})`,
        price: amount,
        priceCurrency: "USD",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: amount,
          priceCurrency: "USD",
          unitText: period === "monthly" ? "MONTH" : "YEAR",
          billingDuration: period === "monthly" ? "P1M" : "P1Y",
        },
        url: offerUrl(plan.id, period),
        availability: "https://schema.org/InStock",
      };
    });
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: productName,
    description: plans.map((plan) => `${plan.name}: ${plan.description}`).join(" "),
    image,
    brand: { "@type": "Brand", name: productName },
    offers,
  };
}

/**
 * The pricing page's Product data, in the page's language: each offer links to the trial with its
 * plan, its period and the language.
 */
export function pricingPageJsonLd(
  plans: readonly { id: string; name: string; description: string; price?: PlanPrice | undefined }[],
  periodNames: Readonly<Record<BillingPeriod, string>>,
  locale: Locale,
): Record<string, unknown> {
  return pricingJsonLd(
    site.name,
    plans,
    (plan, billing) => externalUrl("freeTrial", { plan, billing, ...languageParams(locale) }),
    siteUrl(shareImagePath(locale, "/pricing")),
    periodNames,
  );
}
