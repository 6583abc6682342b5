import { assert, double, integer, oneof, property, record, string, stringMatching } from "fast-check";
import { describe, expect, it } from "vitest";
import { roiAssumptions, roiFields } from "~/content/roi";
import {
  calculateRoi,
  parseField,
  rawFromSearch,
  roiDisplay,
  type RoiDisplay,
  searchWithInputs,
  type RoiRawInputs,
} from "./roi";

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
    ["", roiFields.team, "Enter the team size."],
    ["   ", roiFields.deal, "Enter the average deal value."],
    ["abc", roiFields.leads, "Enter the number of monthly leads as a number, for example 100."],
    ["-5", roiFields.deal, "The average deal value cannot be negative."],
    ["-$5", roiFields.deal, "The average deal value cannot be negative."],
    ["0", roiFields.team, "The team size must be at least 1."],
    ["2.5", roiFields.team, "Enter the team size as a whole number."],
    ["10.5", roiFields.leads, "Enter the number of monthly leads as a whole number."],
    ["1e400", roiFields.deal, "Enter the average deal value as a number, for example $10,000."],
    ["1e3", roiFields.leads, "Enter the number of monthly leads as a number, for example 100."],
    ["Infinity", roiFields.deal, "Enter the average deal value as a number, for example $10,000."],
    ["0x10", roiFields.team, "Enter the team size as a number, for example 5."],
    ["1,20", roiFields.leads, "Enter the number of monthly leads as a number, for example 100."],
    ["101", roiFields.rate, "The conversion rate can be at most 100%."],
    ["10,001", roiFields.team, "The team size can be at most 10,000."],
    ["$100,000,001", roiFields.deal, "The average deal value can be at most $100,000,000."],
    ["1000001", roiFields.leads, "The number of monthly leads can be at most 1,000,000."],
    ["9".repeat(400), roiFields.deal, "The average deal value can be at most $100,000,000."],
    ["15%", roiFields.team, "Enter the team size as a number, for example 5."],
  ])("rejects %j", (raw, field, error) => {
    expect(parseField(raw, field)).toEqual({ ok: false, error });
  });
});

/** Everything that would make the shown figures dishonest; empty when the display is sound. */
function problems({ errors, result }: RoiDisplay): string[] {
  if (result === null) return Object.keys(errors).length > 0 ? [] : ["no figures and no error"];
  const found = Object.entries(result.numbers)
    .filter(([, value]) => typeof value === "number" && !Number.isFinite(value))
    .map(([key]) => `${key} is not finite`);
  if (!(result.numbers.annualCost > 0)) found.push("cost is not positive");
  if (result.numbers.monthlyRevenue < 0) found.push("revenue is negative");
  if (result.numbers.improvedRate > 100) found.push("rate above 100%");
  for (const text of [result.monthly, result.annual, result.cost, result.roi]) {
    if (/NaN|Infinity|∞/.test(text)) found.push(`shows ${text}`);
  }
  if (!/^\$\d/.test(result.cost)) found.push(`cost shown as ${result.cost}`);
  return found;
}

describe("roiDisplay", () => {
  it("formats the defaults in whole US dollars", () => {
    const { errors, result } = roiDisplay(defaults, roiFields, roiAssumptions);
    expect(errors).toEqual({});
    expect(result).toMatchObject({
      monthly: "$52,500",
      annual: "$630,000",
      cost: "$5,940",
      roi: "10,506%",
      currentRate: "15%",
      improvedRate: "20.25%",
      rateCapped: false,
    });
  });

  it("shows no figures while a field is invalid, and names the field", () => {
    const display = roiDisplay({ ...defaults, team: "0" }, roiFields, roiAssumptions);
    expect(display.result).toBeNull();
    expect(display.errors).toEqual({ team: "The team size must be at least 1." });
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
        expect(problems(roiDisplay(raw, roiFields, roiAssumptions))).toEqual([]);
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
          const { result } = roiDisplay(raw, roiFields, roiAssumptions);
          expect(result).not.toBeNull();
          expect(Number.isFinite(result!.numbers.roiPercent)).toBe(true);
          expect(result!.numbers.roiPercent).toBeGreaterThanOrEqual(-100);
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
    expect(roiDisplay(rawFromSearch(params, roiFields), roiFields, roiAssumptions).result?.monthly).toBe(
      "$70,000",
    );
  });

  it("keeps an invalid value as typed so the link shows the same message", () => {
    const params = searchWithInputs(new URLSearchParams(), { ...defaults, team: "-3" }, roiFields);
    expect(params.get("team")).toBe("-3");
    const restored = roiDisplay(rawFromSearch(params, roiFields), roiFields, roiAssumptions);
    expect(restored.errors.team).toBe("The team size cannot be negative.");
  });
});
