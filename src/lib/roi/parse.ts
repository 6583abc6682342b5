// What a visitor typed (or a URL carried), as a number within its field's bounds, or why not.
import type { RoiField } from "./model.ts";
import { fillTemplate } from "./format.ts";

/** Why a value was refused; content/roi-calculator.yaml `errors` says it in words. */
export type ParseProblem = "missing" | "negative" | "notNumber" | "tooLarge" | "notWhole" | "tooSmall";

export type ParseResult = { ok: true; value: number } | { ok: false; problem: ParseProblem };

/** The error messages, one per problem, completed with the field's `{noun}` and its bounds. */
export type RoiErrorWords = Readonly<Record<ParseProblem, string>>;

const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const plain = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

function withUnit(field: RoiField, value: number) {
  if (field.unit === "usd") return `$${amount.format(value)}`;
  if (field.unit === "percent") return `${amount.format(value)}%`;
  return amount.format(value);
}

/** The message for a refused value: `{noun}`, `{example}` (the default), `{min}` and `{max}` filled. */
export function errorText(problem: ParseProblem, field: RoiField, words: RoiErrorWords): string {
  return fillTemplate(words[problem], {
    noun: field.noun,
    example: withUnit(field, field.default),
    min: withUnit(field, field.min),
    max: withUnit(field, field.max),
  });
}

/**
 * Turns what a visitor typed or pasted (or a URL carried) into a number within the field's
 * bounds, or the problem with it (errorText words it). Accepts "1,200", "$10,000" and "15%"; rejects
 * exponents, signs other than a leading minus (reported as negative) and anything non-finite.
 */
export function parseField(raw: string, field: RoiField): ParseResult {
  let text = raw.trim();
  if (text === "") return { ok: false, problem: "missing" };
  if (field.unit === "usd") text = text.replace(/^\$\s*/, "");
  if (field.unit === "percent") text = text.replace(/\s*%$/, "");
  if (/^-\s*[\d.$]/.test(text)) return { ok: false, problem: "negative" };
  if (!grouped.test(text) && !plain.test(text)) return { ok: false, problem: "notNumber" };
  const value = Number(text.replaceAll(",", ""));
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
