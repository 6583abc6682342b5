import { assert, double, integer, oneof, property, record, string, stringMatching } from "fast-check";
import { describe, expect, it } from "vitest";
import { readContent } from "#src/content/read-content.ts";
import { roiFieldsWith, roiMultipliers, type RoiAssumptions } from "./model.ts";
import { axisTop, roiChart, roiSeries } from "./chart.ts";
import { roiDisplay, type RoiDisplay } from "./display.ts";
import { compactUsd, fillTemplate, formatPayback, type PaybackWords } from "./format.ts";
import { calculateRoi, paybackMonths, type RoiInputs, type RoiRawInputs } from "./formula.ts";
import { errorText, parseField } from "./parse.ts";
import { rawFromSearch, searchWithInputs } from "./url.ts";

/** The calculator's words, as a marketer last wrote them: the tests hold behaviour, not copy. */
const copy = readContent("roi");
const words = copy.payback;
const said = copy.chart.description;
const roiFields = roiFieldsWith(copy.fields);
/** The formula's worked cases use the spec's seat price (section 9, "team size × 99 × 12") as a fixture. */
const roiAssumptions: RoiAssumptions = { ...roiMultipliers, seatPricePerMonth: 99 };

const defaults: RoiRawInputs = { team: "5", deal: "10000", rate: "15", leads: "100" };

describe("calculateRoi", () => {
  it("gives the spec's figures for the defaults", () => {
    const result = calculateRoi({ team: 5, deal: 10_000, rate: 15, leads: 100 }, roiAssumptions);
    expect(result.currentDeals).toBe(15);
    expect(result.improvedDeals).toBeCloseTo(20.25, 9);
    expect(result.monthlyRevenue).toBeCloseTo(52_500, 6);
    expect(result.annualRevenue).toBeCloseTo(630_000, 6);
    expect(result.annualCost).toBe(5_940);
    expect(result.roiPercent).toBe(10_506);
    expect(result.rateCapped).toBe(false);
  });

  it("gives the second worked case", () => {
    const result = calculateRoi({ team: 10, deal: 5_000, rate: 20, leads: 200 }, roiAssumptions);
    expect(result.monthlyRevenue).toBeCloseTo(70_000, 6);
    expect(result.annualRevenue).toBeCloseTo(840_000, 6);
    expect(result.annualCost).toBe(11_880);
    expect(result.roiPercent).toBe(6_971);
  });

  it("holds the improved rate at 100% and says so", () => {
    const result = calculateRoi({ team: 1, deal: 1_000, rate: 80, leads: 100 }, roiAssumptions);
    expect(result.improvedRate).toBe(100);
    expect(result.rateCapped).toBe(true);
    expect(result.monthlyRevenue).toBeCloseTo(20_000, 6);
  });

  it("does not cap a rate whose uplift lands below 100%", () => {
    const result = calculateRoi({ team: 1, deal: 1, rate: 74, leads: 100 }, roiAssumptions);
    expect(result.improvedRate).toBeCloseTo(99.9, 9);
    expect(result.rateCapped).toBe(false);
  });

  it("reports a loss honestly when there is nothing to gain", () => {
    expect(calculateRoi({ team: 3, deal: 0, rate: 15, leads: 100 }, roiAssumptions).roiPercent).toBe(-100);
  });
});

/**
 * Any inputs within the fields' bounds. fast-check's doubles crowd near zero, so whole cents and
 * hundredths of a percent are mixed in to reach the everyday range too.
 */
const validInputs = record({
  team: integer({ min: 1, max: 10_000 }),
  deal: oneof(
    integer({ min: 0, max: 10_000_000_000 }).map((cents) => cents / 100),
    double({ min: 0, max: 100_000_000, noNaN: true }),
  ),
  rate: oneof(
    integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    double({ min: 0, max: 100, noNaN: true }),
  ),
  leads: integer({ min: 0, max: 1_000_000 }),
});
const cautiousAssumptions = { ...roiAssumptions, uplift: roiAssumptions.cautiousUplift };
const bothCases = (inputs: RoiInputs) => ({
  expected: calculateRoi(inputs, roiAssumptions),
  cautious: calculateRoi(inputs, cautiousAssumptions),
});
const defaultCases = bothCases({ team: 5, deal: 10_000, rate: 15, leads: 100 });
const chartOf = (cases: ReturnType<typeof bothCases>, chartWords = copy.chart) =>
  roiChart(cases.expected, cases.cautious, chartWords, words);
/** Path data with its numbers blanked: the commands alone. */
const shape = (path: string) => path.replace(/-?[\d.]+/g, "n");
/** The [x, y] points of path data, in order. */
const pathPoints = (path: string) =>
  [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(
    (match) => [Number(match[1]), Number(match[2])] as const,
  );
/** The chart's figures are rounded to hundredths of its 100 × 100 box. */
const hundredths = (value: number) => Math.round(value * 100) / 100;
/** The y values of path data's points, in order. */
const ys = (path: string) => pathPoints(path).map(([, y]) => y);

/** Past ten years the payback is no longer counted in months. */
const longest = { amount: fillTemplate(words.overYears, { years: "10" }), unit: words.years };

describe("the cautious case", () => {
  it("takes half the expected uplift, as the assumptions say", () => {
    expect(roiAssumptions.cautiousUplift - 1).toBeCloseTo((roiAssumptions.uplift - 1) / 2, 12);
  });

  it("gives half the additional revenue for the defaults", () => {
    expect(defaultCases.cautious.monthlyRevenue).toBeCloseTo(26_250, 6);
    expect(defaultCases.cautious.annualCost).toBe(defaultCases.expected.annualCost);
    expect(defaultCases.cautious.roiPercent).toBe(5_203);
  });

  it("is never above the expected case, for any valid inputs", () => {
    assert(
      property(validInputs, (inputs) => {
        const { expected, cautious } = bothCases(inputs);
        expect(cautious.improvedRate).toBeLessThanOrEqual(expected.improvedRate);
        expect(cautious.monthlyRevenue).toBeLessThanOrEqual(expected.monthlyRevenue);
        expect(cautious.annualRevenue).toBeLessThanOrEqual(expected.annualRevenue);
        expect(cautious.roiPercent).toBeLessThanOrEqual(expected.roiPercent);
        // Later or never: a cautious case never pays back sooner.
        expect(paybackMonths(cautious) ?? Infinity).toBeGreaterThanOrEqual(
          paybackMonths(expected) ?? Infinity,
        );
        // And in the picture its line is never above the expected one (y grows downwards).
        const chart = roiChart(expected, cautious, copy.chart, words);
        const [low, high] = [ys(chart.cautious), ys(chart.expected)];
        low.forEach((y, index) => expect(y).toBeGreaterThanOrEqual(high[index]!));
      }),
      { numRuns: 500 },
    );
  });
});

describe("paybackMonths", () => {
  it("is the annual cost over the additional monthly revenue", () => {
    expect(paybackMonths(defaultCases.expected)).toBeCloseTo(5_940 / 52_500, 12);
    const later = calculateRoi({ team: 30, deal: 2_000, rate: 10, leads: 100 }, roiAssumptions);
    expect(paybackMonths(later)).toBeCloseTo(35_640 / 7_000, 12);
  });

  it.each([
    ["no deal value", { team: 5, deal: 0, rate: 15, leads: 100 }],
    ["no leads", { team: 5, deal: 10_000, rate: 15, leads: 0 }],
    ["no conversion", { team: 5, deal: 10_000, rate: 0, leads: 100 }],
    ["a rate already at 100%", { team: 5, deal: 10_000, rate: 100, leads: 100 }],
  ])("is never (null) with %s", (_, inputs) => {
    expect(paybackMonths(calculateRoi(inputs, roiAssumptions))).toBeNull();
  });

  it("is never when the revenue is too small for the quotient to be a number", () => {
    expect(paybackMonths({ ...defaultCases.expected, monthlyRevenue: Number.MIN_VALUE })).toBeNull();
  });

  it("is a positive finite number of months or never, for any valid inputs", () => {
    assert(
      property(validInputs, (inputs) => {
        const { expected, cautious } = bothCases(inputs);
        for (const result of [expected, cautious]) {
          const months = paybackMonths(result);
          expect(months === null || (Number.isFinite(months) && months > 0)).toBe(true);
          // Never only when (next to) nothing is added; otherwise where added revenue meets the cost.
          expect(months !== null || result.monthlyRevenue < 1e-6).toBe(true);
          expect(result.monthlyRevenue * (months ?? 0)).toBeCloseTo(
            months === null ? 0 : result.annualCost,
            6,
          );
          const { amount, unit } = formatPayback(months, words);
          const counted = /^[1-9]\d*(?:\.\d)?$/.test(amount);
          expect(amount === words.never).toBe(months === null);
          // A count of days or months, or past ten years the longest payback's words.
          const units = [words.day, words.days, words.month, words.months];
          expect(months === null || !counted || units.includes(unit)).toBe(true);
          expect(months === null || counted || (amount === longest.amount && unit === longest.unit)).toBe(
            true,
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("formatPayback", () => {
  it.each([
    [null, null, null],
    [5_940 / 52_500, "4", "days"],
    [5_940 / 26_250, "7", "days"],
    [1e-12, "1", "day"],
    [12 / 365, "1", "day"],
    [0.3, "10", "days"],
    [30 / (365 / 12), "30", "days"],
    [0.99, "1", "month"],
    [1, "1", "month"],
    [1.01, "1.1", "months"],
    [35_640 / 7_000, "5.1", "months"],
    [12, "12", "months"],
    [120, "120", "months"],
  ] as const)("shows %s months as %s %s, rounded up, in the content's words", (months, amount, unit) => {
    expect(formatPayback(months, words)).toEqual(
      amount === null ? { amount: words.never, unit: "" } : { amount, unit: words[unit] },
    );
  });

  it.each([120.01, 1e300])(
    "shows %s months as the longest payback it counts, ten years, and more",
    (months) => {
      expect(formatPayback(months, words)).toEqual(longest);
    },
  );

  it("speaks whatever words it is given", () => {
    const other: PaybackWords = { ...words, never: "Nie", days: "Tage", overYears: "über {years}" };
    expect(formatPayback(null, other).amount).toBe("Nie");
    expect(formatPayback(0.3, other)).toEqual({ amount: "10", unit: "Tage" });
    expect(formatPayback(1e300, other).amount).toBe("über 10");
  });
});

describe("roiSeries", () => {
  it("runs month by month from the start to month 12, with the year's cost from day one", () => {
    const series = roiSeries(defaultCases.expected, defaultCases.cautious);
    expect(series.map((point) => point.month)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(series[0]).toEqual({ month: 0, expected: 0, cautious: 0, cost: 5_940 });
    expect(series[12]!.expected).toBeCloseTo(630_000, 6);
    expect(series[12]!.cautious).toBeCloseTo(315_000, 6);
  });

  it("never falls, in the figures or in the drawing, for any valid inputs", () => {
    assert(
      property(validInputs, (inputs) => {
        const { expected, cautious } = bothCases(inputs);
        const series = roiSeries(expected, cautious);
        for (const key of ["expected", "cautious", "cost"] as const) {
          series
            .slice(1)
            .forEach((point, index) => expect(point[key]).toBeGreaterThanOrEqual(series[index]![key]));
        }
        const chart = roiChart(expected, cautious, copy.chart, words);
        for (const path of [chart.expected, chart.cautious, chart.cost]) {
          const points = ys(path);
          expect(points.length).toBeGreaterThan(1);
          // y grows downwards: a line that never falls has y that never grows.
          points.slice(1).forEach((y, index) => expect(y).toBeLessThanOrEqual(points[index]!));
          points.forEach((y) => expect(y).toBeGreaterThanOrEqual(0));
          points.forEach((y) => expect(y).toBeLessThanOrEqual(100));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("axisTop and compactUsd", () => {
  it.each([
    [630_000, 800_000],
    [5_940, 6_000],
    [1_188, 1_200],
    [84_000, 100_000],
    [100_000, 100_000],
    [3.1e14, 3.2e14],
  ])("fits %d under a top of %d", (max, top) => {
    expect(axisTop(max)).toBeCloseTo(top, 6);
  });

  it("always holds the value, with less than half again of headroom", () => {
    assert(
      property(double({ min: 1, max: 1e15, noNaN: true }), (max) => {
        const top = axisTop(max);
        expect(top).toBeGreaterThanOrEqual(max);
        expect(top).toBeLessThan(max * 1.5);
      }),
    );
  });

  it.each([
    [300, "$300"],
    [1_500, "$1.5K"],
    [800_000, "$800K"],
    [1_500_000, "$1.5M"],
    [2.5e9, "$2.5B"],
    [3.2e14, "$320T"],
  ])("labels %d as %s", (value, label) => {
    expect(compactUsd(value)).toBe(label);
  });
});

describe("roiChart", () => {
  it("draws the defaults: ticks, lines, both payback points and the figures for screen readers", () => {
    const chart = chartOf(defaultCases);
    expect(chart.ticks).toEqual(["$200K", "$400K", "$600K", "$800K"]);
    // In the 100 × 100 box, months run left to right and the value from the bottom (y = 100) up
    // to the axis's top, $800K; figures are rounded to hundredths.
    const at = (month: number, value: number) =>
      [(month / 12) * 100, 100 - (value / 800_000) * 100].map(hundredths);
    const expectPoints = (path: string, expected: number[][]) => expect(pathPoints(path)).toEqual(expected);
    const months = Array.from({ length: 13 }, (_, month) => month);
    expectPoints(chart.cost, [at(0, 5_940), at(12, 5_940)]);
    expectPoints(
      chart.expected,
      months.map((month) => at(month, 52_500 * month)),
    );
    expectPoints(
      chart.cautious,
      months.map((month) => at(month, 26_250 * month)),
    );
    // Each payback point sits on the cost line at its month, with a drop straight to the axis.
    const costY = ys(chart.cost)[0]!;
    expect(chart.markers.map((marker) => marker.case)).toEqual(["expected", "cautious"]);
    for (const marker of chart.markers) {
      const paybackAt = paybackMonths(defaultCases[marker.case])!;
      expect(marker.x).toBe(hundredths((paybackAt / 12) * 100));
      expect(marker.y).toBe(costY);
      expect(pathPoints(marker.drop)).toEqual([[marker.x, marker.y]]);
      expect(marker.drop.endsWith("V100")).toBe(true);
    }
    expect(chart.note).toBeNull();
    // The text alternative: the year's cost, then each case's revenue by month 12 and payback.
    expect(chart.label).toBe(
      [
        fillTemplate(said.summary, { cost: "$5,940" }),
        fillTemplate(said.paidBack, { case: said.expected, revenue: "$630,000", payback: `4 ${words.days}` }),
        fillTemplate(said.paidBack, { case: said.cautious, revenue: "$315,000", payback: `7 ${words.days}` }),
      ].join(" "),
    );
    expect(chart.label).not.toMatch(/[{}]/);
    expect(chart.rows).toHaveLength(13);
    expect(chart.rows[0]).toEqual({
      month: copy.chart.rows.start,
      expected: "$0",
      cautious: "$0",
      cost: "$5,940",
    });
    expect(chart.rows[12]).toEqual({
      month: fillTemplate(copy.chart.rows.month, { month: "12" }),
      expected: "$630,000",
      cautious: "$315,000",
      cost: "$5,940",
    });
  });

  it("numbers the table's months in whatever words the content gives", () => {
    const chart = chartOf(defaultCases, { ...copy.chart, rows: { start: "Now", month: "M{month}" } });
    expect(chart.rows.map((row) => row.month)).toEqual([
      "Now",
      ...Array.from({ length: 12 }, (_, i) => `M${i + 1}`),
    ]);
  });

  it("marks each payback where its line meets the cost line", () => {
    const { expected, cautious } = bothCases({ team: 30, deal: 2_000, rate: 10, leads: 100 });
    const chart = roiChart(expected, cautious, copy.chart, words);
    expect(chart.markers.map((marker) => marker.x)).toEqual([42.43, 84.86]);
    expect(new Set(chart.markers.map((marker) => marker.y))).toEqual(new Set(ys(chart.cost)));
    expect(chart.label).toContain(`5.1 ${words.months}`);
    expect(chart.label).toContain(`10.2 ${words.months}`);
  });

  it("says so, and marks nothing, when payback comes after the chart or never", () => {
    const late = bothCases({ team: 50, deal: 1_000, rate: 5, leads: 100 });
    const lateChart = chartOf(late);
    expect(lateChart.markers).toEqual([]);
    expect(lateChart.note).toMatchObject({ text: copy.chart.note.late, below: true });
    expect(lateChart.label).toContain(
      fillTemplate(said.paidBackLate, {
        case: said.expected,
        revenue: "$21,000",
        payback: `34 ${words.months}`,
      }),
    );

    const never = bothCases({ team: 5, deal: 10_000, rate: 100, leads: 100 });
    const neverChart = chartOf(never);
    expect(neverChart.markers).toEqual([]);
    expect(neverChart.note?.text).toBe(copy.chart.note.never);
    expect(neverChart.label).toContain(fillTemplate(said.never, { case: said.expected }));
    expect(ys(neverChart.expected).every((y) => y === 100)).toBe(true);
  });

  it("marks only the expected point when the cautious case pays back after month 12", () => {
    const { expected, cautious } = bothCases({ team: 30, deal: 1_500, rate: 10, leads: 100 });
    const chart = roiChart(expected, cautious, copy.chart, words);
    expect(chart.markers.map((marker) => marker.case)).toEqual(["expected"]);
    expect(chart.note).toBeNull();
    expect(chart.label).toContain(
      fillTemplate(said.paidBackLate, {
        case: said.cautious,
        revenue: "$31,500",
        payback: `13.6 ${words.months}`,
      }),
    );
  });

  it("keeps the same path commands for any inputs, so one picture can glide into the next", () => {
    const reference = chartOf(defaultCases);
    assert(
      property(validInputs, (inputs) => {
        const { expected, cautious } = bothCases(inputs);
        const chart = roiChart(expected, cautious, copy.chart, words);
        for (const key of ["expected", "cautious", "band", "cost"] as const) {
          expect(shape(chart[key])).toBe(shape(reference[key]));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("parseField", () => {
  it.each([
    ["5", roiFields.team, 5],
    [" 1,200 ", roiFields.leads, 1_200],
    ["$10,000", roiFields.deal, 10_000],
    ["$ 2,500.50", roiFields.deal, 2_500.5],
    ["15%", roiFields.rate, 15],
    ["12.5", roiFields.rate, 12.5],
    [".5", roiFields.rate, 0.5],
    ["0", roiFields.leads, 0],
    ["100", roiFields.rate, 100],
    ["10,000", roiFields.team, 10_000],
  ])("reads %j", (raw, field, value) => {
    expect(parseField(raw, field)).toEqual({ ok: true, value });
  });

  it.each([
    ["", roiFields.team, "missing"],
    ["   ", roiFields.deal, "missing"],
    ["abc", roiFields.leads, "notNumber"],
    ["-5", roiFields.deal, "negative"],
    ["-$5", roiFields.deal, "negative"],
    ["0", roiFields.team, "tooSmall"],
    ["2.5", roiFields.team, "notWhole"],
    ["10.5", roiFields.leads, "notWhole"],
    ["1e400", roiFields.deal, "notNumber"],
    ["1e3", roiFields.leads, "notNumber"],
    ["Infinity", roiFields.deal, "notNumber"],
    ["0x10", roiFields.team, "notNumber"],
    ["1,20", roiFields.leads, "notNumber"],
    ["101", roiFields.rate, "tooLarge"],
    ["10,001", roiFields.team, "tooLarge"],
    ["$100,000,001", roiFields.deal, "tooLarge"],
    ["1000001", roiFields.leads, "tooLarge"],
    ["9".repeat(400), roiFields.deal, "tooLarge"],
    ["15%", roiFields.team, "notNumber"],
  ] as const)("rejects %j as %s", (raw, field, problem) => {
    expect(parseField(raw, field)).toEqual({ ok: false, problem });
  });
});

describe("errorText", () => {
  it("completes content's message with the field's noun and its bounds in their units", () => {
    const message = (problem: Parameters<typeof errorText>[0], key: keyof typeof roiFields) =>
      errorText(problem, roiFields[key], copy.errors);
    for (const problem of Object.keys(copy.errors) as (keyof typeof copy.errors)[])
      for (const key of Object.keys(roiFields) as (keyof typeof roiFields)[]) {
        expect(message(problem, key)).not.toMatch(/[{}]/);
        expect(message(problem, key)).toBe(
          fillTemplate(copy.errors[problem], {
            noun: roiFields[key].noun,
            example: { team: "5", deal: "$10,000", rate: "15%", leads: "100" }[key],
            min: { team: "1", deal: "$0", rate: "0%", leads: "0" }[key],
            max: { team: "10,000", deal: "$100,000,000", rate: "100%", leads: "1,000,000" }[key],
          }),
        );
      }
  });

  it("speaks whatever words it is given", () => {
    const other = { ...copy.errors, tooSmall: "{noun}: {min} or more" };
    expect(errorText("tooSmall", roiFields.team, other)).toBe(`${roiFields.team.noun}: 1 or more`);
  });
});

function problems({ errors, result }: RoiDisplay): string[] {
  if (result === null) return Object.keys(errors).length > 0 ? [] : ["no figures and no error"];
  const found: string[] = [];
  for (const name of ["expected", "cautious"] as const) {
    const shown = result[name];
    found.push(
      ...Object.entries(shown.numbers)
        .filter(([, value]) => typeof value === "number" && !Number.isFinite(value))
        .map(([key]) => `${name} ${key} is not finite`),
    );
    if (!(shown.numbers.annualCost > 0)) found.push(`${name} cost is not positive`);
    if (shown.numbers.monthlyRevenue < 0) found.push(`${name} revenue is negative`);
    if (shown.numbers.improvedRate > 100) found.push(`${name} rate above 100%`);
    if (shown.paybackMonths !== null && !(Number.isFinite(shown.paybackMonths) && shown.paybackMonths > 0)) {
      found.push(`${name} payback is ${shown.paybackMonths}`);
    }
  }
  const texts = [
    result.cost,
    result.chart.label,
    result.chart.expected,
    result.chart.cautious,
    result.chart.band,
    result.chart.cost,
    ...result.chart.ticks,
    ...result.chart.rows.flatMap((row) => Object.values(row)),
    ...result.chart.markers.flatMap((marker) => [String(marker.x), String(marker.y), marker.drop]),
    ...(["expected", "cautious"] as const).flatMap((name) => {
      const { monthly, annual, roi, payback } = result[name];
      return [monthly, annual, roi, payback.amount, payback.unit];
    }),
  ];
  for (const text of texts) {
    if (/NaN|Infinity|∞|undefined/.test(text)) found.push(`shows ${text}`);
  }
  if (!/^\$\d/.test(result.cost)) found.push(`cost shown as ${result.cost}`);
  return found;
}

describe("roiDisplay", () => {
  it("formats the defaults in whole US dollars", () => {
    const { errors, result } = roiDisplay(defaults, roiFields, roiAssumptions, copy);
    expect(errors).toEqual({});
    expect(result).toMatchObject({
      cost: "$5,940",
      currentRate: "15%",
      rateCapped: false,
      expected: {
        monthly: "$52,500",
        annual: "$630,000",
        roi: "10,506%",
        improvedRate: "20.25%",
        uplift: copy.results.expectedUplift,
        payback: { amount: "4", unit: words.days },
      },
      cautious: {
        monthly: "$26,250",
        annual: "$315,000",
        roi: "5,203%",
        improvedRate: "17.63%",
        uplift: copy.results.cautiousUplift,
        payback: { amount: "7", unit: words.days },
      },
    });
  });

  it("shows no figures while a field is invalid, and names the field", () => {
    const display = roiDisplay({ ...defaults, team: "0" }, roiFields, roiAssumptions, copy);
    expect(display.result).toBeNull();
    expect(display.errors).toEqual({ team: errorText("tooSmall", roiFields.team, copy.errors) });
  });

  it("never shows NaN, Infinity, a negative or zero cost, whatever is typed", () => {
    const field = oneof(
      string(),
      stringMatching(/^[-$ ]?[\d,.]{0,12}%?$/),
      double().map(String),
      integer({ min: -10, max: 20_000_000 }).map((n) => n.toLocaleString("en-US")),
    );
    assert(
      property(record({ team: field, deal: field, rate: field, leads: field }), (raw) => {
        expect(problems(roiDisplay(raw, roiFields, roiAssumptions, copy))).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  });

  it("keeps every valid combination of in-bounds inputs finite", () => {
    assert(
      property(
        integer({ min: 1, max: 10_000 }),
        double({ min: 0, max: 100_000_000, noNaN: true }),
        double({ min: 0, max: 100, noNaN: true }),
        integer({ min: 0, max: 1_000_000 }),
        (team, deal, rate, leads) => {
          const raw = {
            team: String(team),
            deal: deal.toFixed(2),
            rate: rate.toFixed(4),
            leads: String(leads),
          };
          const { result } = roiDisplay(raw, roiFields, roiAssumptions, copy);
          expect(result).not.toBeNull();
          expect(Number.isFinite(result!.expected.numbers.roiPercent)).toBe(true);
          expect(result!.expected.numbers.roiPercent).toBeGreaterThanOrEqual(-100);
          expect(problems({ errors: {}, result })).toEqual([]);
        },
      ),
    );
  });
});

describe("URL round trip", () => {
  it("leaves defaults out and restores them from an empty query", () => {
    expect(searchWithInputs(new URLSearchParams(), defaults, roiFields).toString()).toBe("");
    expect(rawFromSearch(new URLSearchParams(), roiFields)).toEqual(defaults);
  });

  it("stores valid values normalised, keeps other parameters, and reads them back", () => {
    const raw = { team: "10", deal: "$5,000", rate: "20%", leads: "200" };
    const params = searchWithInputs(new URLSearchParams("utm_source=mail"), raw, roiFields);
    expect(params.toString()).toBe("utm_source=mail&team=10&deal=5000&rate=20&leads=200");
    const restored = roiDisplay(rawFromSearch(params, roiFields), roiFields, roiAssumptions, copy).result;
    expect(restored?.expected.monthly).toBe("$70,000");
    // The whole picture comes back with the inputs: the chart is a function of them alone.
    expect(restored?.chart).toEqual(roiDisplay(raw, roiFields, roiAssumptions, copy).result?.chart);
  });

  it("keeps an invalid value as typed so the link shows the same message", () => {
    const params = searchWithInputs(new URLSearchParams(), { ...defaults, team: "-3" }, roiFields);
    expect(params.get("team")).toBe("-3");
    const restored = roiDisplay(rawFromSearch(params, roiFields), roiFields, roiAssumptions, copy);
    expect(restored.errors.team).toBe(errorText("negative", roiFields.team, copy.errors));
  });
});
