// What a visitor typed (or a URL carried), as a number within its field's bounds, or why not.
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { formatNumber, formatPercent, formatUsd, parseNumber } from "#src/lib/locale-format.ts";
import type { RoiField } from "./model.ts";
import { fillTemplate } from "./format.ts";

/** Why a value was refused; content/roi-calculator.yaml `errors` says it in words. */
export type ParseProblem = "missing" | "negative" | "notNumber" | "tooLarge" | "notWhole" | "tooSmall";

export type ParseResult = { ok: true; value: number } | { ok: false; problem: ParseProblem };

/** The error messages, one per problem, completed with the field's `{noun}` and its bounds. */
export type RoiErrorWords = Readonly<Record<ParseProblem, string>>;

/** A value in the field's unit, as the language writes it: "$10,000", "10.000 $", "15 %". */
function withUnit(field: RoiField, value: number, locale: Locale) {
  const maximumFractionDigits = 2;
  if (field.unit === "usd") return formatUsd(value, locale, { maximumFractionDigits });
  if (field.unit === "percent") return formatPercent(value, locale, { maximumFractionDigits });
  return formatNumber(value, locale, { maximumFractionDigits });
}

/**
 * The message for a refused value: `{noun}`, `{example}` (the default), `{min}` and `{max}` filled,
 * each figure written the page's way.
 */
export function errorText(
  problem: ParseProblem,
  field: RoiField,
  words: RoiErrorWords,
  locale: Locale = defaultLocale,
): string {
  return fillTemplate(words[problem], {
    noun: field.noun,
    example: withUnit(field, field.default, locale),
    min: withUnit(field, field.min, locale),
    max: withUnit(field, field.max, locale),
  });
}

/**
 * Turns what a visitor typed or pasted (or a URL carried) into a number within the field's
 * bounds, or the problem with it (errorText words it). The page's language decides how it is read
 * (lib/locale-format.ts `parseNumber`): in English "1,200", "$10,000" and "15%"; in German
 * "10.000", "15,5" and "10.000 $". Rejects exponents, signs other than a leading minus (reported as
 * negative) and anything non-finite.
 */
export function parseField(raw: string, field: RoiField, locale: Locale = defaultLocale): ParseResult {
  const parsed = parseNumber(raw, locale, field.unit);
  if (!parsed.ok) return parsed;
  const { value } = parsed;
  if (!Number.isFinite(value) || value > field.max) {
    return { ok: false, problem: "tooLarge" };
  }
  if (field.integer && !Number.isInteger(value)) {
    return { ok: false, problem: "notWhole" };
  }
  if (value < field.min) {
    return { ok: false, problem: "tooSmall" };
  }
  return { ok: true, value };
}
