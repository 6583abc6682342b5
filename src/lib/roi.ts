import type { RoiAssumptions, RoiField, RoiFieldKey } from "./roi-model";

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
const tenth = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** Days in an average month, to show a payback under a month in days. */
const daysPerMonth = 365 / 12;
/** Months the chart shows. */
const chartMonths = 12;

/**
 * Months until the plan pays for itself: annual cost ÷ additional monthly revenue (issue 14). The
 * year's whole cost counts from day one and added revenue builds up evenly, so this is where the
 * chart's revenue line meets its flat cost line. Null when nothing is added: it never pays back
 * (so too when the revenue is so small that the quotient is not a finite number).
 */
export function paybackMonths({ annualCost, monthlyRevenue }: RoiResult): number | null {
  const months = annualCost / monthlyRevenue;
  return monthlyRevenue > 0 && Number.isFinite(months) ? months : null;
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
export function formatPayback(months: number | null): PaybackText {
  if (months === null) return { amount: "Never", unit: "" };
  // The small allowance keeps float noise (0.30000000000000004) from adding a day or a tenth.
  const days = Math.max(1, Math.ceil(months * daysPerMonth - 1e-9));
  if (days <= 30) return { amount: String(days), unit: days === 1 ? "day" : "days" };
  const tenths = Math.ceil(months * 10 - 1e-9) / 10;
  if (tenths > 120) return { amount: "10+", unit: "years" };
  return { amount: tenth.format(tenths), unit: tenths === 1 ? "month" : "months" };
}

const paybackText = (months: number | null) => {
  const text = formatPayback(months);
  return text.unit ? `${text.amount} ${text.unit}` : text.amount;
};

export interface RoiChartPoint {
  month: number;
  /** Added revenue to date in each case. */
  expected: number;
  cautious: number;
  /** The year's cost, counted in full from day one. */
  cost: number;
}

/** The chart's figures, month by month from the start (month 0) to month 12. */
export function roiSeries(expected: RoiResult, cautious: RoiResult): RoiChartPoint[] {
  return Array.from({ length: chartMonths + 1 }, (_, month) => ({
    month,
    expected: expected.monthlyRevenue * month,
    cautious: cautious.monthlyRevenue * month,
    cost: expected.annualCost,
  }));
}

/**
 * The top of the value axis: four equal steps of 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × a power of ten,
 * the smallest that holds `max` (which is positive: the cost always is).
 */
export function axisTop(max: number): number {
  const step = max / 4;
  const power = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= step) ?? 10;
  return nice * power * 4;
}

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

interface RoiChartMarker {
  case: "expected" | "cautious";
  /** Percent of the plot's width from the left, and of its height from the top. */
  x: number;
  y: number;
  /** Path data for the dotted line from the point down to the month axis. */
  drop: string;
}

export interface RoiChart {
  /** The text alternative: what the chart shows, in a sentence or three. */
  label: string;
  /** Value-axis labels for the gridlines at ¼, ½, ¾ and all of the plot's height, bottom up. */
  ticks: string[];
  /**
   * SVG path data in a 100 × 100 box (x: months, y: value, 0 at the top) that the plot stretches
   * to its size: the expected and cautious revenue lines, the band between them, the cost line.
   * Each always has the same commands, so a change of inputs can animate from one to the next.
   */
  expected: string;
  cautious: string;
  band: string;
  cost: string;
  /** Where the revenue lines meet the cost line, for each case that gets there within 12 months. */
  markers: RoiChartMarker[];
  /**
   * When the expected case does not pay back within the 12 months: a note for the end of the cost
   * line, `y` percent from the top, set above the line unless that is too near the top.
   */
  note: { text: string; y: number; below: boolean } | null;
  /** The figures behind the chart, row by row, for the data table screen readers get. */
  rows: { month: string; expected: string; cautious: string; cost: string }[];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The 12-month picture of both cases, scaled to fit. */
export function roiChart(expected: RoiResult, cautious: RoiResult): RoiChart {
  const series = roiSeries(expected, cautious);
  const cost = expected.annualCost;
  const top = axisTop(Math.max(cost, expected.monthlyRevenue * chartMonths));
  const x = (month: number) => round((month / chartMonths) * 100);
  const y = (value: number) => round(100 - (value / top) * 100);
  const line = (points: [number, number][]) =>
    points.map(([month, value], index) => `${index ? "L" : "M"}${x(month)} ${y(value)}`).join("");
  const expectedPoints = series.map((point): [number, number] => [point.month, point.expected]);
  const cautiousPoints = series.map((point): [number, number] => [point.month, point.cautious]);
  // Back along the cautious line to close the band (no toReversed: older browsers lack it).
  const cautiousBack = cautiousPoints.map((_, index) => cautiousPoints[chartMonths - index]!);

  const payback = { expected: paybackMonths(expected), cautious: paybackMonths(cautious) };
  const markers = (["expected", "cautious"] as const).flatMap((key) => {
    const months = payback[key];
    if (months === null || months > chartMonths) return [];
    return [{ case: key, x: x(months), y: y(cost), drop: `M${x(months)} ${y(cost)}V100` }];
  });

  // Without a payback point to mark, a note at the end of the cost line says why.
  const costY = y(cost);
  const note = markers.some((marker) => marker.case === "expected")
    ? null
    : {
        text: payback.expected === null ? "Never paid back" : "Not paid back within 12 months",
        y: costY,
        below: costY < 12,
      };

  const caseSentence = (name: string, result: RoiResult, months: number | null) =>
    months === null
      ? `${name}: no added revenue, never paid back.`
      : `${name}: ${usd.format(result.monthlyRevenue * chartMonths)} by month 12, paid back in ${paybackText(months)}${
          months > chartMonths ? ", after the chart ends" : ""
        }.`;

  return {
    label: [
      `Chart of the first 12 months: added revenue to date against the year's cost of ${usd.format(cost)}.`,
      caseSentence("Expected case", expected, payback.expected),
      caseSentence("Cautious case", cautious, payback.cautious),
    ].join(" "),
    ticks: [1, 2, 3, 4].map((step) => compactUsd((top * step) / 4)),
    expected: line(expectedPoints),
    cautious: line(cautiousPoints),
    band: `${line(expectedPoints)}${line(cautiousBack).replace("M", "L")}Z`,
    cost: line([
      [0, cost],
      [chartMonths, cost],
    ]),
    markers,
    note,
    rows: series.map((point) => ({
      month: point.month === 0 ? "Start" : `Month ${point.month}`,
      expected: usd.format(point.expected),
      cautious: usd.format(point.cautious),
      cost: usd.format(point.cost),
    })),
  };
}

/** One case's figures as the calculator shows them. */
interface RoiCaseDisplay {
  numbers: RoiResult;
  paybackMonths: number | null;
  payback: PaybackText;
  monthly: string;
  annual: string;
  roi: string;
  improvedRate: string;
  /** Where the case comes from: the conversion rate "× 1.35". */
  uplift: string;
}

function caseDisplay(numbers: RoiResult, uplift: number): RoiCaseDisplay {
  const months = paybackMonths(numbers);
  return {
    numbers,
    paybackMonths: months,
    payback: formatPayback(months),
    monthly: usd.format(numbers.monthlyRevenue),
    annual: usd.format(numbers.annualRevenue),
    roi: `${whole.format(numbers.roiPercent)}%`,
    improvedRate: `${rate.format(numbers.improvedRate)}%`,
    uplift: `× ${uplift}`,
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
  const inputs = { team, deal, rate: conversion, leads };
  const expected = calculateRoi(inputs, assumptions);
  const cautious = calculateRoi(inputs, { ...assumptions, uplift: assumptions.cautiousUplift });
  return {
    errors,
    result: {
      expected: caseDisplay(expected, assumptions.uplift),
      cautious: caseDisplay(cautious, assumptions.cautiousUplift),
      cost: usd.format(expected.annualCost),
      currentRate: `${rate.format(conversion)}%`,
      rateCapped: expected.rateCapped || cautious.rateCapped,
      chart: roiChart(expected, cautious),
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
