// What a visitor typed (or a URL carried), as a number within its field's bounds, or why not.
import type { RoiField } from "../roi-model";

export type ParseResult = { ok: true; value: number } | { ok: false; error: string };

const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const plain = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

function withUnit(field: RoiField, value: number) {
  if (field.unit === "usd") return `$${amount.format(value)}`;
  if (field.unit === "percent") return `${amount.format(value)}%`;
  return amount.format(value);
}

/**
 * Turns what a visitor typed or pasted (or a URL carried) into a number within the field's
 * bounds, or a message saying what to change. Accepts "1,200", "$10,000" and "15%"; rejects
 * exponents, signs other than a leading minus (reported as negative) and anything non-finite.
 */
export function parseField(raw: string, field: RoiField): ParseResult {
  let text = raw.trim();
  if (text === "") return { ok: false, error: `Enter the ${field.noun}.` };
  if (field.unit === "usd") text = text.replace(/^\$\s*/, "");
  if (field.unit === "percent") text = text.replace(/\s*%$/, "");
  if (/^-\s*[\d.$]/.test(text)) return { ok: false, error: `The ${field.noun} cannot be negative.` };
  if (!grouped.test(text) && !plain.test(text)) {
    return {
      ok: false,
      error: `Enter the ${field.noun} as a number, for example ${withUnit(field, field.default)}.`,
    };
  }
  const value = Number(text.replaceAll(",", ""));
  if (!Number.isFinite(value) || value > field.max) {
    return { ok: false, error: `The ${field.noun} can be at most ${withUnit(field, field.max)}.` };
  }
  if (field.integer && !Number.isInteger(value)) {
    return { ok: false, error: `Enter the ${field.noun} as a whole number.` };
  }
  if (value < field.min) {
    return { ok: false, error: `The ${field.noun} must be at least ${withUnit(field, field.min)}.` };
  }
  return { ok: true, value };
}
