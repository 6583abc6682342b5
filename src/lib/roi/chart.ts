// The 12-month picture of both cases: its series, scale, axis, markers and table.
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { formatUsd } from "#src/lib/locale-format.ts";
import { paybackMonths, type RoiResult } from "./formula.ts";
import { compactUsd, fillTemplate, paybackText, type PaybackWords } from "./format.ts";

/** Months the chart shows. */
const chartMonths = 12;

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
   * line, `y` percent from the top, on the side of the line with more room (a long note wraps).
   */
  note: { text: string; y: number; below: boolean } | null;
  /** The figures behind the chart, row by row, for the data table screen readers get. */
  rows: { month: string; expected: string; cautious: string; cost: string }[];
}

/**
 * The chart's words that its figures complete (content/roi-calculator.yaml `chart`): the note, the
 * table's month labels and the description, with `{month}`, `{case}`, `{revenue}`, `{payback}` and
 * `{cost}` filled in here.
 */
export interface RoiChartWords {
  note: { never: string; late: string };
  rows: { start: string; month: string };
  description: {
    summary: string;
    expected: string;
    cautious: string;
    never: string;
    paidBack: string;
    paidBackLate: string;
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The 12-month picture of both cases, scaled to fit, its figures written the page's way. */
export function roiChart(
  expected: RoiResult,
  cautious: RoiResult,
  words: RoiChartWords,
  paybackWords: PaybackWords,
  locale: Locale = defaultLocale,
): RoiChart {
  const usd = (amount: number) => formatUsd(amount, locale);
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
        text: payback.expected === null ? words.note.never : words.note.late,
        y: costY,
        below: costY < 50,
      };

  const said = words.description;
  const caseSentence = (name: string, result: RoiResult, months: number | null) =>
    months === null
      ? fillTemplate(said.never, { case: name })
      : fillTemplate(months > chartMonths ? said.paidBackLate : said.paidBack, {
          case: name,
          revenue: usd(result.monthlyRevenue * chartMonths),
          payback: paybackText(months, paybackWords, locale),
        });

  return {
    label: [
      fillTemplate(said.summary, { cost: usd(cost) }),
      caseSentence(said.expected, expected, payback.expected),
      caseSentence(said.cautious, cautious, payback.cautious),
    ].join(" "),
    ticks: [1, 2, 3, 4].map((step) => compactUsd((top * step) / 4, locale)),
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
      month:
        point.month === 0 ? words.rows.start : fillTemplate(words.rows.month, { month: String(point.month) }),
      expected: usd(point.expected),
      cautious: usd(point.cautious),
      cost: usd(point.cost),
    })),
  };
}
