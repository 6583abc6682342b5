import { site } from "#src/config/site.ts";
import { externalUrl, siteUrl } from "./links.ts";
import { yearlyTotal, type BillingPeriod, type PlanPrice } from "./pricing.ts";

export interface PageMeta {
  /** Page title without the brand; pageHead adds it. */
  title: string;
  description: string;
  /** Path of the canonical URL; omitted for pages that must not be indexed (404). */
  path?: string;
  /** Extra structured data for this page (Organization and WebSite are on every page). */
  jsonLd?: readonly Record<string, unknown>[];
}

const socialImage = { path: "/social/og.png", width: 1200, height: 630 } as const;

/** Organization and WebSite, the same on every page. */
function siteJsonLd(): Record<string, unknown>[] {
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
      url: siteUrl("/"),
      publisher: { "@id": siteUrl("/#organization") },
    },
  ];
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; absent on pages that must not be indexed (404). */
  canonical?: string;
  robots?: string;
  /** Open Graph (`property`) and Twitter (`name`) cards, in order. */
  cards: readonly ({ property: string; content: string } | { name: string; content: string })[];
  jsonLd: readonly Record<string, unknown>[];
}

/** The single builder of every page's head tags, so titles, canonicals and cards follow one rule. */
export function pageHead({ title, description, path, jsonLd = [] }: PageMeta): PageHead {
  const fullTitle = `${title} | ${site.name}`;
  if (path === undefined) return { title: fullTitle, description, robots: "noindex", cards: [], jsonLd: [] };
  const url = siteUrl(path);
  const image = siteUrl(socialImage.path);
  return {
    title: fullTitle,
    description,
    canonical: url,
    cards: [
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: site.name },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(socialImage.width) },
      { property: "og:image:height", content: String(socialImage.height) },
      { property: "og:image:alt", content: `${site.name}: ${site.tagline}` },
      { property: "og:locale", content: "en_US" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: fullTitle },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
    ],
    jsonLd: [...siteJsonLd(), ...jsonLd],
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
): Record<string, unknown> {
  const offers = plans.flatMap((plan) => {
    const price = plan.price;
    if (!price) return [];
    return (["monthly", "annual"] as const).map((period) => {
      // What one billing charge is: a month's price, or a year paid at the annual rate.
      const amount = period === "monthly" ? price.monthly : yearlyTotal(price, "annual");
      return {
        "@type": "Offer",
        name: `${plan.name}, billed ${period === "monthly" ? "monthly" : "annually"}`,
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

/** The pricing page's Product data: each offer links to the trial with its plan and period. */
export function pricingPageJsonLd(
  plans: readonly { id: string; name: string; description: string; price?: PlanPrice | undefined }[],
): Record<string, unknown> {
  return pricingJsonLd(
    site.name,
    plans,
    (plan, billing) => externalUrl("freeTrial", { plan, billing }),
    siteUrl(socialImage.path),
  );
}
