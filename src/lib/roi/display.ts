// Everything the calculator shows, from the raw strings in its inputs, in the page's language.
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { formatPercent, formatUsd } from "#src/lib/locale-format.ts";
import type { RoiAssumptions, RoiField, RoiFieldKey } from "./model.ts";
import { roiChart, type RoiChart, type RoiChartWords } from "./chart.ts";
import { calculateRoi, paybackMonths, type RoiInputs, type RoiRawInputs, type RoiResult } from "./formula.ts";
import { formatPayback, type PaybackText, type PaybackWords } from "./format.ts";
import { errorText, parseField, type RoiErrorWords } from "./parse.ts";

/** One case's figures as the calculator shows them. */
interface RoiCaseDisplay {
  numbers: RoiResult;
  paybackMonths: number | null;
  payback: PaybackText;
  monthly: string;
  annual: string;
  roi: string;
  improvedRate: string;
  /** Where the case comes from: the conversion rate "× 1.35", in the copy's words. */
  uplift: string;
}

function caseDisplay(
  numbers: RoiResult,
  uplift: string,
  words: PaybackWords,
  locale: Locale,
): RoiCaseDisplay {
  const months = paybackMonths(numbers);
  return {
    numbers,
    paybackMonths: months,
    payback: formatPayback(months, words, locale),
    monthly: formatUsd(numbers.monthlyRevenue, locale),
    annual: formatUsd(numbers.annualRevenue, locale),
    roi: formatPercent(numbers.roiPercent, locale, { maximumFractionDigits: 0 }),
    improvedRate: formatPercent(numbers.improvedRate, locale),
    uplift,
  };
}

export interface RoiDisplay {
  errors: Partial<Record<RoiFieldKey, string>>;
  /** Null while any input is invalid: the view shows a neutral state, never a made-up figure. */
  result: {
    expected: RoiCaseDisplay;
    /** The same inputs with half the uplift. */
    cautious: RoiCaseDisplay;
    /** The same in both cases. */
    cost: string;
    currentRate: string;
    /** True when either case's improved rate was held at 100%. */
    rateCapped: boolean;
    chart: RoiChart;
  } | null;
}

/** The words the figures complete: the calculator's copy (content/roi-calculator.yaml) has them. */
export interface RoiWords {
  payback: PaybackWords;
  chart: RoiChartWords;
  errors: RoiErrorWords;
  /** Each case's uplift as its column heading shows it, the factor already filled in: "× 1.35". */
  results: { expectedUplift: string; cautiousUplift: string };
}

/**
 * Everything the calculator shows, from the raw strings in its inputs: read and written the way
 * the page's language does ("10.000" typed on /de is ten thousand, shown as "10.000 $").
 */
export function roiDisplay(
  raw: RoiRawInputs,
  fields: Record<RoiFieldKey, RoiField>,
  assumptions: RoiAssumptions,
  words: RoiWords,
  locale: Locale = defaultLocale,
): RoiDisplay {
  const errors: RoiDisplay["errors"] = {};
  const values: Partial<RoiInputs> = {};
  for (const key of Object.keys(fields) as RoiFieldKey[]) {
    const parsed = parseField(raw[key], fields[key], locale);
    if (parsed.ok) values[key] = parsed.value;
    else errors[key] = errorText(parsed.problem, fields[key], words.errors, locale);
  }
  const { team, deal, rate: conversion, leads } = values;
  if (team === undefined || deal === undefined || conversion === undefined || leads === undefined) {
    return { errors, result: null };
  }
  const inputs = { team, deal, rate: conversion, leads };
  const expected = calculateRoi(inputs, assumptions);
  const cautious = calculateRoi(inputs, { ...assumptions, uplift: assumptions.cautiousUplift });
  return {
    errors,
    result: {
      expected: caseDisplay(expected, words.results.expectedUplift, words.payback, locale),
      cautious: caseDisplay(cautious, words.results.cautiousUplift, words.payback, locale),
      cost: formatUsd(expected.annualCost, locale),
      currentRate: formatPercent(conversion, locale),
      rateCapped: expected.rateCapped || cautious.rateCapped,
      chart: roiChart(expected, cautious, words.chart, words.payback, locale),
    },
  };
}
