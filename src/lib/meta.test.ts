import { describe, expect, it } from "vitest";
import { site } from "#src/config/site.ts";
import { readPlans } from "#src/content/read-content.ts";
import { localeCodes, localePath } from "#src/config/locales.ts";
import { jsonLdText, pageHead, pricingJsonLd, type PageSetting } from "./meta.ts";

const english: PageSetting = { locale: "en" };

describe("pageHead", () => {
  const head = pageHead({ title: "Pricing", description: "Plans.", path: "/pricing" }, english);
  const card = (key: string) =>
    head.cards.find((tag) => ("property" in tag ? tag.property : tag.name) === key)?.content;

  it("adds the brand, the description and an absolute canonical link", () => {
    expect(head.title).toBe(`Pricing | ${site.name}`);
    expect(head.description).toBe("Plans.");
    expect(head.canonical).toBe(`${site.origin}/pricing`);
    expect(head.robots).toBeUndefined();
  });

  it("adds Open Graph and Twitter cards with absolute URLs on the site origin", () => {
    expect(card("og:url")).toBe(`${site.origin}/pricing`);
    expect(card("og:title")).toBe(`Pricing | ${site.name}`);
    expect(card("og:image")).toBe(`${site.origin}/social/en/pricing.png`);
    expect(card("og:image:width")).toBe("1200");
    expect(card("og:image:height")).toBe("630");
    expect(card("twitter:card")).toBe("summary_large_image");
    expect(card("twitter:image")).toBe(card("og:image"));
  });

  it("describes the drawn card by the title it shows, or by the page's own description of its image", () => {
    expect(card("og:image:alt")).toBe(`Pricing | ${site.name}`);
    expect(card("twitter:image:alt")).toBe(`Pricing | ${site.name}`);
    const own = pageHead({ title: "x", description: "x", path: "/lp/x", shareImageAlt: "A chart" }, english);
    const ownCard = (key: string) =>
      own.cards.find((tag) => ("property" in tag ? tag.property : tag.name) === key)?.content;
    expect(ownCard("og:image:alt")).toBe("A chart");
    expect(ownCard("og:image")).toBe(`${site.origin}/social/en/lp/x.png`);
  });

  it("adds Organization and WebSite JSON-LD, plus any page-specific data", () => {
    const extra = { "@context": "https://schema.org", "@type": "Product", name: "x" };
    const types = pageHead({ title: "x", description: "x", path: "/", jsonLd: [extra] }, english).jsonLd.map(
      (data) => data["@type"],
    );
    expect(types).toEqual(["Organization", "WebSite", "Product"]);
  });

  it("never claims a placeholder social handle in sameAs", () => {
    const organization = pageHead({ title: "x", description: "x", path: "/" }, english).jsonLd[0]!;
    const sameAs = organization["sameAs"] as string[];
    for (const profile of site.social) {
      const placeholder = "placeholder" in profile && profile.placeholder;
      expect({ url: profile.url, claimed: sameAs.includes(profile.url) }).toEqual({
        url: profile.url,
        claimed: profile.url !== "" && !placeholder,
      });
    }
  });

  it("marks pages without a canonical path noindex and gives them no card", () => {
    const notFound = pageHead({ title: "Not found", description: "x" }, english);
    expect(notFound.robots).toBe("noindex");
    expect(notFound.canonical).toBeUndefined();
    expect(notFound.cards).toEqual([]);
  });
});

describe("pageHead in every language", () => {
  const german = pageHead({ title: "Preise", description: "Tarife.", path: "/pricing" }, { locale: "de" });
  const card = (key: string) =>
    german.cards
      .filter((tag) => ("property" in tag ? tag.property : tag.name) === key)
      .map((tag) => tag.content);

  it("is canonical at the page in its own language, with og:locale and the others as alternates", () => {
    expect(german.canonical).toBe(`${site.origin}/de/pricing`);
    expect(card("og:url")).toEqual([`${site.origin}/de/pricing`]);
    expect(card("og:locale")).toEqual(["de_DE"]);
    expect(card("og:locale:alternate").toSorted()).toEqual(["en_US", "es_ES", "fr_FR"]);
    expect(card("og:image")).toEqual([`${site.origin}/social/de/pricing.png`]);
    expect(card("og:image:alt")).toEqual([`Preise | ${site.name}`]);
  });

  it("names the same page in every language, and English as x-default, the same set from every language", () => {
    const expected = [
      ...localeCodes.map((locale) => ({
        hreflang: locale,
        href: `${site.origin}${localePath(locale, "/pricing")}`,
      })),
      { hreflang: "x-default", href: `${site.origin}/pricing` },
    ];
    expect(german.alternates).toEqual(expected);
    for (const locale of localeCodes)
      expect(pageHead({ title: "x", description: "x", path: "/pricing" }, { locale }).alternates).toEqual(
        expected,
      );
    // The home page is /de, not /de/.
    const home = pageHead({ title: "x", description: "x", path: "/" }, { locale: "de" });
    expect(home.canonical).toBe(`${site.origin}/de`);
    expect(home.alternates.map((link) => link.href)).toContain(`${site.origin}/`);
  });

  it("gives the not-found page no alternates: it is not indexed", () => {
    expect(pageHead({ title: "x", description: "x" }, { locale: "de" }).alternates).toEqual([]);
  });
});

describe("jsonLdText", () => {
  it("cannot close its script element, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script>" };
    const text = jsonLdText(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("pricingJsonLd", () => {
  const plans = readPlans();
  const data = pricingJsonLd(
    "Brand",
    plans,
    (plan, period) => `https://x.test/${plan}/${period}`,
    "https://x.test/og.png",
    { monthly: "Monthly", annual: "Annual" },
  );
  const offers = data["offers"] as {
    name: string;
    price: number;
    priceCurrency: string;
    url: string;
    priceSpecification: { price: number; unitText: string };
  }[];

  it("offers every priced plan monthly and annually in USD, from the plan data", () => {
    const priced = plans.filter((plan) => plan.price !== undefined);
    expect(offers).toHaveLength(priced.length * 2);
    for (const plan of priced) {
      const monthly = offers.find((offer) => offer.url.endsWith(`${plan.id}/monthly`))!;
      const annual = offers.find((offer) => offer.url.endsWith(`${plan.id}/annual`))!;
      expect(monthly.price).toBe(plan.price!.monthly);
      expect(monthly.priceSpecification).toMatchObject({ price: plan.price!.monthly, unitText: "MONTH" });
      expect(annual.price).toBe(plan.price!.annual * 12);
      expect(annual.priceSpecification).toMatchObject({ price: plan.price!.annual * 12, unitText: "YEAR" });
      expect(monthly.priceCurrency).toBe("USD");
    }
  });

  it("names the product's image", () => {
    expect(data["image"]).toBe("https://x.test/og.png");
  });

  it("leaves custom-priced plans and any rating out", () => {
    for (const plan of plans.filter((each) => each.price === undefined))
      expect(offers.filter((offer) => offer.url.includes(`/${plan.id}/`))).toEqual([]);
    expect(Object.keys(data)).not.toContain("aggregateRating");
    expect(Object.keys(data)).not.toContain("review");
  });
});
