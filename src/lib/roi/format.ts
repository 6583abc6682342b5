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
/** Months the chart shows. */

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
export function formatPayback(months: number | null): PaybackText {
  if (months === null) return { amount: "Never", unit: "" };
  // The small allowance keeps float noise (0.30000000000000004) from adding a day or a tenth.
  const days = Math.max(1, Math.ceil(months * daysPerMonth - 1e-9));
  if (days <= 30) return { amount: String(days), unit: days === 1 ? "day" : "days" };
  const tenths = Math.ceil(months * 10 - 1e-9) / 10;
  if (tenths > 120) return { amount: "10+", unit: "years" };
  return { amount: tenth.format(tenths), unit: tenths === 1 ? "month" : "months" };
}

export const paybackText = (months: number | null) => {
  const text = formatPayback(months);
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
