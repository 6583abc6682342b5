import { site } from "~/config/site";

export const billingPeriods = ["monthly", "annual"] as const;
export type BillingPeriod = (typeof billingPeriods)[number];
import { externalUrl, siteUrl } from "./links";
import { socialImage } from "./meta";

export type PlanPrice = Readonly<Record<BillingPeriod, number>>;

/** Prices in content are per month for both periods (spec section 9), so a year is twelve of them. */
const MONTHS_PER_YEAR = 12;

/** What one year costs on the given billing period. */
export function yearlyTotal(price: PlanPrice, period: BillingPeriod): number {
  return price[period] * MONTHS_PER_YEAR;
}

/** Dollars a customer keeps per year by paying annually instead of monthly. */
export function annualSaving(price: PlanPrice): number {
  return yearlyTotal(price, "monthly") - yearlyTotal(price, "annual");
}

/** The saving as a share of the monthly list price, in percent (unrounded). */
export function annualSavingPercent(price: PlanPrice): number {
  return (annualSaving(price) / yearlyTotal(price, "monthly")) * 100;
}

/**
 * The saving the pricing page may claim for annual billing: the smallest any priced plan gives,
 * taken to the whole percent below, so the badge never promises more than every plan delivers.
 */
export function claimedAnnualSavingPercent(plans: readonly { price?: PlanPrice | undefined }[]): number {
  const savings = plans.flatMap((plan) => (plan.price ? [annualSavingPercent(plan.price)] : []));
  return savings.length === 0 ? 0 : Math.floor(Math.min(...savings));
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Whole US dollars, e.g. "$2,388"; one formatter so server and browser render the same text. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
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
