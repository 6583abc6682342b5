// The calculator's figures in words and numbers: money, rates, payback times, axis labels.

export const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
export const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
export const rate = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const tenth = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

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
 * tenths of a month up to ten years, then "10+ years".
 */
export function formatPayback(months: number | null, words: PaybackWords): PaybackText {
  if (months === null) return { amount: words.never, unit: "" };
  // The small allowance keeps float noise (0.30000000000000004) from adding a day or a tenth.
  const days = Math.max(1, Math.ceil(months * daysPerMonth - 1e-9));
  if (days <= 30) return { amount: String(days), unit: days === 1 ? words.day : words.days };
  const tenths = Math.ceil(months * 10 - 1e-9) / 10;
  if (tenths > paybackCapYears * 12)
    return { amount: fillTemplate(words.overYears, { years: String(paybackCapYears) }), unit: words.years };
  return { amount: tenth.format(tenths), unit: tenths === 1 ? words.month : words.months };
}

export const paybackText = (months: number | null, words: PaybackWords) => {
  const text = formatPayback(months, words);
  return text.unit ? `${text.amount} ${text.unit}` : text.amount;
};

/** "$600K", "$1.5M": short labels for the value axis. */
export function compactUsd(value: number): string {
  for (const [size, suffix] of [
    [1e12, "T"],
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ] as const) {
    if (value >= size) return `$${rate.format(value / size)}${suffix}`;
  }
  return usd.format(value);
}
