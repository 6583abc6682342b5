/**
 * Numbers, US-dollar amounts and percentages as each language writes them, and read back as a
 * visitor of that language types them. The one place that formats a figure for a page: the build
 * (Node) and the browser run this same code, so the prerendered text and the hydrated text agree.
 *
 * Intl.NumberFormat (its parts) decides digits, rounding, separators and where a sign goes; what
 * engines are known to disagree on is then pinned here:
 * - Spaces. Node writes French groups with U+202F and U+00A0 before "%" and "$US"; browsers'
 *   ICU versions differ (U+202F, U+2009, U+00A0). The brand font has no U+202F, so every space
 *   inside a figure becomes U+00A0, which it has, and which still never breaks the figure.
 * - The dollar's sign. Prices stay in US dollars in every language, written with the sign Node 24
 *   (ICU 78, CLDR 48) gives each language ("$", "$", "$US", "US$"): an engine whose data says "$"
 *   or "USD" in French would otherwise render other text than the build did.
 * - Short amounts ("$1.5M", "1,5 Mio. $"): the suffixes are written below, as CLDR 48 has them,
 *   rather than left to each engine's compact notation.
 */
import { defaultLocale, type Locale } from "#src/config/locales.ts";

/** The no-break space, which the brand font has: every space inside a formatted figure. */
const noBreakSpace = "\u00a0";
// `\s` covers U+0020, U+00A0, U+2009 and U+202F (every Unicode space separator).
const anySpace = /\s/gu;

/** The US dollar's sign in each language, as Node 24 writes it (see above). */
const usdSigns = { en: "$", de: "$", fr: "$US", es: "US$" } as const satisfies Record<Locale, string>;

/**
 * Short amounts for the chart's value axis, largest first, as CLDR 48's short compact notation
 * writes them (German abbreviates no thousands, Spanish no thousand millions). English keeps its
 * suffix on the number ("$1.5M"); the others set it off with a no-break space ("1,5 Mio. $").
 */
const compactSteps: Record<Locale, readonly (readonly [number, string])[]> = {
  en: [
    [1e12, "T"],
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ],
  de: [
    [1e12, "Bio."],
    [1e9, "Mrd."],
    [1e6, "Mio."],
  ],
  fr: [
    [1e12, "Bn"],
    [1e9, "Md"],
    [1e6, "M"],
    [1e3, "k"],
  ],
  es: [
    [1e12, "B"],
    [1e6, "M"],
    [1e3, "mil"],
  ],
};

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per language and options, made once: making them is what costs. */
function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    // The language code alone: "en" is CLDR's en-US, "de" de-DE, "fr" fr-FR, "es" es-ES.
    made = new Intl.NumberFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** The parts as text, with the engine-dependent pieces pinned (see the file's comment). */
function partsText(parts: readonly Intl.NumberFormatPart[], locale: Locale): string {
  return parts
    .map((part) => {
      if (part.type === "currency") return usdSigns[locale];
      // U+2212 where an engine's data has it; every language here writes a hyphen-minus.
      if (part.type === "minusSign") return "-";
      return part.value.replace(anySpace, noBreakSpace);
    })
    .join("");
}

const isDigits = (part: Intl.NumberFormatPart) =>
  part.type === "integer" || part.type === "fraction" || part.type === "group" || part.type === "decimal";
/** The index just past the number's last digit (no findLastIndex: older browsers lack it). */
function endOfDigits(parts: readonly Intl.NumberFormatPart[]): number {
  let end = 0;
  parts.forEach((part, index) => {
    if (isDigits(part)) end = index + 1;
  });
  return end;
}

/** Every space-like character (U+0020, U+2009, U+202F, …) as U+00A0. */
export function normaliseSpaces(text: string): string {
  return text.replace(anySpace, noBreakSpace);
}

export interface NumberOptions {
  /** Digits after the decimal mark at most; Intl's default, 3, when not given. */
  maximumFractionDigits?: number;
  /** False for a number as it is typed: "10000", not "10,000". */
  grouping?: boolean;
}

function numberOptions({ maximumFractionDigits, grouping = true }: NumberOptions): Intl.NumberFormatOptions {
  return {
    ...(maximumFractionDigits === undefined ? {} : { maximumFractionDigits }),
    ...(grouping ? {} : { useGrouping: false }),
  };
}

/** A number in the language's way: en "10,000" and "1.35", de "10.000" and "1,35", fr "10 000" (U+00A0). */
export function formatNumber(
  value: number,
  locale: Locale = defaultLocale,
  options: NumberOptions = {},
): string {
  return partsText(formatter(locale, numberOptions(options)).formatToParts(value), locale);
}

/**
 * A number as a visitor of the language would type it: no grouping, the language's decimal mark,
 * every digit the number has ("10000", "15,5" in German). What the calculator's inputs show.
 */
export function formatEditable(value: number, locale: Locale = defaultLocale): string {
  return formatNumber(value, locale, { maximumFractionDigits: 20, grouping: false });
}

/** A number as a URL carries it, the same in every language: "10000", "15.5", never an exponent. */
export function neutralNumber(value: number): string {
  return formatEditable(value, defaultLocale);
}

/**
 * US dollars in the language's way, whole by default: en "$10,000", de "10.000 $",
 * fr "10 000 $US", es "10.000 US$" (each space U+00A0).
 */
export function formatUsd(
  amount: number,
  locale: Locale = defaultLocale,
  { maximumFractionDigits = 0 }: { maximumFractionDigits?: number } = {},
): string {
  return partsText(usdParts(amount, locale, maximumFractionDigits), locale);
}

function usdParts(amount: number, locale: Locale, maximumFractionDigits: number) {
  return formatter(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits,
  }).formatToParts(amount);
}

/** Where the language writes the dollar's sign, and how: for a unit beside an input. */
export function usdSign(locale: Locale = defaultLocale): { sign: string; before: boolean } {
  const parts = usdParts(1, locale, 0);
  const sign = parts.findIndex((part) => part.type === "currency");
  return { sign: usdSigns[locale], before: sign < parts.findIndex(isDigits) };
}

/** What the language writes before and after a percentage's number: en "" and "%", de "" and " %". */
function percentAffixes(locale: Locale): { before: string; after: string } {
  const parts = formatter(locale, { style: "percent" }).formatToParts(1);
  return {
    before: partsText(parts.slice(0, parts.findIndex(isDigits)), locale),
    after: partsText(parts.slice(endOfDigits(parts)), locale),
  };
}

/**
 * A percentage, given in percent (15.5 for 15.5 %), in the language's way: en "15.5%", de, fr and
 * es "15,5 %" (U+00A0). Two decimals at most by default. The number is formatted as it is rather
 * than divided by 100 for Intl's percent style, which would let float noise round it differently.
 */
export function formatPercent(
  percent: number,
  locale: Locale = defaultLocale,
  { maximumFractionDigits = 2 }: { maximumFractionDigits?: number } = {},
): string {
  const { before, after } = percentAffixes(locale);
  return `${before}${formatNumber(percent, locale, { maximumFractionDigits })}${after}`;
}

/**
 * A short amount for an axis label: en "$600K" and "$1.5M", de "600.000 $" and "1,5 Mio. $",
 * fr "600 k $US", es "600 mil US$": two decimals at most, whole dollars below the first step.
 */
export function formatCompactUsd(amount: number, locale: Locale = defaultLocale): string {
  for (const [size, suffix] of compactSteps[locale]) {
    if (amount < size) continue;
    const parts = usdParts(amount / size, locale, 2);
    const after = endOfDigits(parts);
    const joined: Intl.NumberFormatPart = {
      type: "literal",
      value: locale === "en" ? suffix : `${noBreakSpace}${suffix}`,
    };
    return partsText([...parts.slice(0, after), joined, ...parts.slice(after)], locale);
  }
  return formatUsd(amount, locale);
}

/** The language's group separator between digits ("," "." or U+00A0), where a long figure may wrap. */
export function groupSeparator(locale: Locale = defaultLocale): string {
  const group = formatter(locale, {})
    .formatToParts(1_000_000)
    .find((part) => part.type === "group");
  return partsText(group ? [group] : [], locale);
}

// ——— Reading what a visitor typed ———

/** What kind of figure is read: a dollar sign or a percent sign may come with it. */
export type NumberUnit = "usd" | "percent" | "count";
/** Why text is not a number: nothing typed, a minus sign, or not a number at all. */
type NumberProblem = "missing" | "negative" | "notNumber";
export type ParsedNumber = { ok: true; value: number } | { ok: false; problem: NumberProblem };

const dollarSign = String.raw`(?:US\$|\$US|USD|\$)`;
const dollarBefore = new RegExp(String.raw`^${dollarSign}\s*`, "i");
const dollarAfter = new RegExp(String.raw`\s*${dollarSign}$`, "i");
/** A minus (hyphen or U+2212) before a figure, or before its dollar sign. */
const minus = new RegExp(String.raw`^[-\u2212]\s*(?:[\d.,]|${dollarSign})`, "i");

// English, as the calculator has always read it: commas group (exactly three digits a group),
// a point is the decimal mark.
const englishGrouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const englishPlain = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
// German, French and Spanish: a comma is the decimal mark; a point or a space (any kind) followed
// by exactly three digits groups; otherwise a single point is a decimal mark too.
const spaceGrouped = /^[1-9]\d{0,2}(?:\s\d{3})+(?:[,.]\d+)?$/u;
const pointGrouped = /^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?$/;
const commaPlain = /^(?:\d+(?:,\d*)?|,\d+)$/;

/** The text as digits with a point for a decimal mark, or undefined when it is not a number. */
function digits(text: string, locale: Locale): string | undefined {
  if (locale === "en") {
    return englishGrouped.test(text) || englishPlain.test(text) ? text.replaceAll(",", "") : undefined;
  }
  if (spaceGrouped.test(text)) return text.replace(anySpace, "").replace(",", ".");
  if (pointGrouped.test(text)) return text.replaceAll(".", "").replace(",", ".");
  if (commaPlain.test(text)) return text.replace(",", ".");
  if (englishPlain.test(text)) return text;
  return undefined;
}

/**
 * Reads a number as a visitor of the language types it, or says why not.
 *
 * - en, as it always has: "10,000" and "10000" are ten thousand, "15.5" is 15.5; a comma must be
 *   followed by exactly three digits ("1,20" is not a number).
 * - de, fr and es: the comma is always the decimal mark ("15,5" is 15.5, "10,000" is ten). A point
 *   or a space (U+0020, U+00A0, U+202F, U+2009) followed by exactly three digits, in a correctly
 *   grouped number, groups ("10.000" and "10 000" are ten thousand, "1.234.567,5" too); any other
 *   single point is a decimal mark, as on an English keyboard ("10.5" and "0.125"). One kind of
 *   group separator per number.
 * - Dollars: "$", "US$", "$US" or "USD" before or after the amount, with or without a space (no
 *   other currency: prices are US dollars). Percent: "%" after the number, with or without a space.
 * - Strict: no exponents, no "Infinity", no hex, no signs; a leading minus is "negative" (no
 *   negative amount is ever accepted). Too many digits give Infinity, which the caller refuses as
 *   too large.
 */
export function parseNumber(
  raw: string,
  locale: Locale = defaultLocale,
  unit: NumberUnit = "count",
): ParsedNumber {
  let text = raw.trim();
  if (text === "") return { ok: false, problem: "missing" };
  // One sign, before or after: "$10" and "10 $", not "$10 $".
  if (unit === "usd")
    text = dollarBefore.test(text) ? text.replace(dollarBefore, "") : text.replace(dollarAfter, "");
  if (unit === "percent") text = text.replace(/\s*%$/u, "");
  if (minus.test(text)) return { ok: false, problem: "negative" };
  const asDigits = digits(text, locale);
  if (asDigits === undefined) return { ok: false, problem: "notNumber" };
  return { ok: true, value: Number(asDigits) };
}
