import type { RoiAssumptions, RoiField, RoiFieldKey } from "~/content/roi";

export type RoiInputs = Record<RoiFieldKey, number>;
export type RoiRawInputs = Record<RoiFieldKey, string>;

export interface RoiResult {
  currentDeals: number;
  improvedRate: number;
  /** True when rate × uplift would pass 100% and the improved rate was held at 100. */
  rateCapped: boolean;
  improvedDeals: number;
  monthlyRevenue: number;
  annualRevenue: number;
  annualCost: number;
  roiPercent: number;
}

/** The spec's formulas (section 9), with the improved rate held at 100%. */
export function calculateRoi(inputs: RoiInputs, assumptions: RoiAssumptions): RoiResult {
  const { team, deal, rate, leads } = inputs;
  const currentDeals = (leads * rate) / 100;
  const uplifted = rate * assumptions.uplift;
  const rateCapped = uplifted > 100;
  const improvedRate = Math.min(uplifted, 100);
  const improvedDeals = (leads * improvedRate) / 100;
  const monthlyRevenue = (improvedDeals - currentDeals) * deal;
  const annualRevenue = monthlyRevenue * 12;
  const annualCost = team * assumptions.seatPricePerMonth * 12;
  const roiPercent = Math.round(((annualRevenue - annualCost) / annualCost) * 100);
  return {
    currentDeals,
    improvedRate,
    rateCapped,
    improvedDeals,
    monthlyRevenue,
    annualRevenue,
    annualCost,
    roiPercent,
  };
}

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

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const rate = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export interface RoiDisplay {
  errors: Partial<Record<RoiFieldKey, string>>;
  /** Null while any input is invalid: the view shows a neutral state, never a made-up figure. */
  result: {
    numbers: RoiResult;
    monthly: string;
    annual: string;
    cost: string;
    roi: string;
    currentRate: string;
    improvedRate: string;
    rateCapped: boolean;
  } | null;
}

/** Everything the calculator shows, from the raw strings in its inputs. */
export function roiDisplay(
  raw: RoiRawInputs,
  fields: Record<RoiFieldKey, RoiField>,
  assumptions: RoiAssumptions,
): RoiDisplay {
  const errors: RoiDisplay["errors"] = {};
  const values: Partial<RoiInputs> = {};
  for (const key of Object.keys(fields) as RoiFieldKey[]) {
    const parsed = parseField(raw[key], fields[key]);
    if (parsed.ok) values[key] = parsed.value;
    else errors[key] = parsed.error;
  }
  const { team, deal, rate: conversion, leads } = values;
  if (team === undefined || deal === undefined || conversion === undefined || leads === undefined) {
    return { errors, result: null };
  }
  const numbers = calculateRoi({ team, deal, rate: conversion, leads }, assumptions);
  return {
    errors,
    result: {
      numbers,
      monthly: usd.format(numbers.monthlyRevenue),
      annual: usd.format(numbers.annualRevenue),
      cost: usd.format(numbers.annualCost),
      roi: `${whole.format(numbers.roiPercent)}%`,
      currentRate: `${rate.format(conversion)}%`,
      improvedRate: `${rate.format(numbers.improvedRate)}%`,
      rateCapped: numbers.rateCapped,
    },
  };
}

/** The raw inputs a URL carries; a missing parameter means the field's default. */
export function rawFromSearch(params: URLSearchParams, fields: Record<RoiFieldKey, RoiField>): RoiRawInputs {
  const raw = {} as RoiRawInputs;
  for (const key of Object.keys(fields) as RoiFieldKey[]) {
    raw[key] = params.get(key) ?? String(fields[key].default);
  }
  return raw;
}

/**
 * Writes the inputs into a copy of `params`: defaults are left out so a plain visit keeps a clean
 * URL, valid values are stored normalised ("$10,000" as 10000), and an invalid one as typed so the
 * shared link shows the same message.
 */
export function searchWithInputs(
  params: URLSearchParams,
  raw: RoiRawInputs,
  fields: Record<RoiFieldKey, RoiField>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(fields) as RoiFieldKey[]) {
    const parsed = parseField(raw[key], fields[key]);
    if (parsed.ok && parsed.value === fields[key].default) next.delete(key);
    else next.set(key, parsed.ok ? String(parsed.value) : raw[key]);
  }
  return next;
}
