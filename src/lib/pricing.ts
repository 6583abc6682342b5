/**
 * Price maths: what a plan costs a year, what annual billing saves, and how a price reads. The
 * content quotes these figures by placeholder (src/content/figures.ts); the pricing page's
 * structured data is built from them in lib/meta.ts.
 */
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { formatUsd as formatLocaleUsd } from "#src/lib/locale-format.ts";

export const billingPeriods = ["monthly", "annual"] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

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

/**
 * Whole US dollars in the page's language: "$2,388", in German "2.388 $", in French "2 388 $US"
 * (prices stay in dollars everywhere). lib/locale-format.ts writes it, the same on the server and
 * in the browser.
 */
export function formatUsd(amount: number, locale: Locale = defaultLocale): string {
  return formatLocaleUsd(amount, locale);
}
