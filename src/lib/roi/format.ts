// The calculator's figures in words and numbers: payback times and axis labels, in the page's
// language (money and rates are lib/locale-format.ts's).
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { formatCompactUsd, formatNumber } from "#src/lib/locale-format.ts";

/** Days in an average month, to show a payback under a month in days. */
const daysPerMonth = 365 / 12;
/** Paybacks longer than this are shown as "10+ years": past it, a tenth of a month means nothing. */
const paybackCapYears = 10;

/**
 * Placeholders that only the visitor's numbers can fill, so the calculator fills them in the
 * browser: `{month}` in "Month {month}", `{payback}` in the chart's description, `{noun}` and
 * `{max}` in an error message, and so on. They
 * are written like the figures the build fills in (`{starter.monthly}`, content/figures.ts), which
 * leaves these for the calculator; the schema allows each only in the words that use it.
 */
export const roiTemplateNames = [
  "month",
  "case",
  "revenue",
  "payback",
  "cost",
  "years",
  "noun",
  "example",
  "min",
  "max",
] as const;
export type RoiTemplateName = (typeof roiTemplateNames)[number];

/** The template with each `{name}` replaced by its value; a name without one stays as written. */
export function fillTemplate<Name extends string = RoiTemplateName>(
  template: string,
  values: Partial<Record<Name, string>>,
): string {
  return template.replaceAll(/\{([a-z]+)\}/g, (written, name: Name) => values[name] ?? written);
}

/** The payback's words (content/roi-calculator.yaml `payback`): "Never", "days", "10+ years". */
export interface PaybackWords {
  never: string;
  day: string;
  days: string;
  month: string;
  months: string;
  /** The amount past the cap, quoting it as `{years}`: "{years}+". */
  overYears: string;
  years: string;
}

export interface PaybackText {
  /** The figure, set large: "4", "1.2", "Never". */
  amount: string;
  /** Its unit, set smaller under it: "days", "months", or "" after "Never". */
  unit: string;
}

/**
 * Rounded up, so the promise is never earlier than the arithmetic: whole days under a month,
 * tenths of a month up to ten years ("1.2", in German "1,2"), then "10+ years".
 */
export function formatPayback(
  months: number | null,
  words: PaybackWords,
  locale: Locale = defaultLocale,
): PaybackText {
  if (months === null) return { amount: words.never, unit: "" };
  // The small allowance keeps float noise (0.30000000000000004) from adding a day or a tenth.
  const days = Math.max(1, Math.ceil(months * daysPerMonth - 1e-9));
  if (days <= 30) return { amount: String(days), unit: days === 1 ? words.day : words.days };
  const tenths = Math.ceil(months * 10 - 1e-9) / 10;
  if (tenths > paybackCapYears * 12)
    return { amount: fillTemplate(words.overYears, { years: String(paybackCapYears) }), unit: words.years };
  return {
    amount: formatNumber(tenths, locale, { maximumFractionDigits: 1 }),
    unit: tenths === 1 ? words.month : words.months,
  };
}

export const paybackText = (months: number | null, words: PaybackWords, locale: Locale = defaultLocale) => {
  const text = formatPayback(months, words, locale);
  return text.unit ? `${text.amount} ${text.unit}` : text.amount;
};

/** "$600K", "$1.5M" (in German "600.000 $", "1,5 Mio. $"): short labels for the value axis. */
export function compactUsd(value: number, locale: Locale = defaultLocale): string {
  return formatCompactUsd(value, locale);
}
