import { assert, constantFrom, oneof, property, record, string, stringMatching } from "fast-check";
import { describe, expect, it } from "vitest";
import { readContent } from "#src/content/read-content.ts";
import { localeCodes } from "#src/config/locales.ts";
import { roiFieldsWith, roiMultipliers, type RoiAssumptions } from "./model.ts";
import { roiDisplay } from "./display.ts";
import { fillTemplate, formatPayback } from "./format.ts";
import type { RoiRawInputs } from "./formula.ts";
import { errorText, parseField } from "./parse.ts";
import { rawFromSearch, searchWithInputs } from "./url.ts";

/** The calculator in the page's language: read the way it types, written the way it writes. */
const copy = readContent("roi");
const roiFields = roiFieldsWith(copy.fields);
const roiAssumptions: RoiAssumptions = { ...roiMultipliers, seatPricePerMonth: 99 };
const nb = "\u00a0";

describe("the calculator in German, French and Spanish", () => {
  it("reads what a local visitor types, and refuses the rest with the usual problems", () => {
    expect(parseField("10.000", roiFields.deal, "de")).toEqual({ ok: true, value: 10_000 });
    expect(parseField("10.000 $", roiFields.deal, "de")).toEqual({ ok: true, value: 10_000 });
    expect(parseField("15,5", roiFields.rate, "de")).toEqual({ ok: true, value: 15.5 });
    expect(parseField("15,5 %", roiFields.rate, "es")).toEqual({ ok: true, value: 15.5 });
    for (const space of [" ", nb, "\u202f", "\u2009"]) {
      expect(parseField(`10${space}000`, roiFields.leads, "fr")).toEqual({ ok: true, value: 10_000 });
      expect(parseField(`10${space}000${space}$US`, roiFields.deal, "fr")).toEqual({
        ok: true,
        value: 10_000,
      });
    }
    expect(parseField("2,5", roiFields.team, "de")).toEqual({ ok: false, problem: "notWhole" });
    expect(parseField("10.001", roiFields.team, "es")).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseField("100,5", roiFields.rate, "fr")).toEqual({ ok: false, problem: "tooLarge" });
    expect(parseField("-5", roiFields.deal, "de")).toEqual({ ok: false, problem: "negative" });
    expect(parseField("1e3", roiFields.leads, "fr")).toEqual({ ok: false, problem: "notNumber" });
    expect(parseField("", roiFields.team, "es")).toEqual({ ok: false, problem: "missing" });
  });

  it("shows the defaults' figures the language's way", () => {
    const typed: RoiRawInputs = { team: "5", deal: "10.000", rate: "15", leads: "100" };
    const { errors, result } = roiDisplay(typed, roiFields, roiAssumptions, copy, "de");
    expect(errors).toEqual({});
    expect(result).toMatchObject({
      cost: `5.940${nb}$`,
      currentRate: `15${nb}%`,
      expected: {
        monthly: `52.500${nb}$`,
        annual: `630.000${nb}$`,
        roi: `10.506${nb}%`,
        improvedRate: `20,25${nb}%`,
      },
      cautious: { monthly: `26.250${nb}$`, roi: `5.203${nb}%`, improvedRate: `17,63${nb}%` },
    });
    expect(result?.chart.ticks).toEqual([`200.000${nb}$`, `400.000${nb}$`, `600.000${nb}$`, `800.000${nb}$`]);

    const french = roiDisplay({ ...typed, deal: `10${nb}000` }, roiFields, roiAssumptions, copy, "fr").result;
    expect(french?.expected.monthly).toBe(`52${nb}500${nb}$US`);
    expect(french?.cost).toBe(`5${nb}940${nb}$US`);
    expect(french?.chart.ticks).toEqual([
      `200${nb}k${nb}$US`,
      `400${nb}k${nb}$US`,
      `600${nb}k${nb}$US`,
      `800${nb}k${nb}$US`,
    ]);
    expect(french?.chart.label).toContain(
      fillTemplate(copy.chart.description.summary, { cost: `5${nb}940${nb}$US` }),
    );
    expect(french?.chart.rows[12]).toMatchObject({
      expected: `630${nb}000${nb}$US`,
      cost: `5${nb}940${nb}$US`,
    });

    const spanish = roiDisplay(typed, roiFields, roiAssumptions, copy, "es").result;
    expect(spanish?.cost).toBe(`5940${nb}US$`);
    expect(spanish?.expected.annual).toBe(`630.000${nb}US$`);
  });

  it("writes a payback's tenths with the language's decimal mark", () => {
    expect(formatPayback(1.01, copy.payback, "de").amount).toBe("1,1");
    expect(formatPayback(35_640 / 7_000, copy.payback, "fr").amount).toBe("5,1");
    expect(formatPayback(0.3, copy.payback, "es").amount).toBe("10");
  });

  it("quotes the example and the bounds in an error the language's way", () => {
    const words = { ...copy.errors, tooLarge: "{example} | {min} | {max}" };
    expect(errorText("tooLarge", roiFields.deal, words, "de")).toBe(
      `10.000${nb}$ | 0${nb}$ | 100.000.000${nb}$`,
    );
    expect(errorText("tooLarge", roiFields.rate, words, "fr")).toBe(`15${nb}% | 0${nb}% | 100${nb}%`);
    expect(errorText("tooLarge", roiFields.leads, words, "fr")).toBe(`100 | 0 | 1${nb}000${nb}000`);
    expect(errorText("tooLarge", roiFields.team, words, "es")).toBe("5 | 1 | 10.000");
    expect(errorText("tooLarge", roiFields.deal, words, "es")).toBe(
      `10.000${nb}US$ | 0${nb}US$ | 100.000.000${nb}US$`,
    );
  });

  it("shares a link with plain numbers, which opens with the same figures in every language", () => {
    const typed: RoiRawInputs = { team: "12", deal: "5.000", rate: "15,5", leads: "1.200" };
    const params = searchWithInputs(new URLSearchParams(), typed, roiFields, "de");
    expect(params.toString()).toBe("team=12&deal=5000&rate=15.5&leads=1200");
    expect(
      searchWithInputs(new URLSearchParams(), { ...typed, deal: `5${nb}000` }, roiFields, "fr").toString(),
    ).toBe(params.toString());
    expect(rawFromSearch(params, roiFields, "fr")).toEqual({
      team: "12",
      deal: "5000",
      rate: "15,5",
      leads: "1200",
    });
    expect(rawFromSearch(params, roiFields, "en")).toEqual({
      team: "12",
      deal: "5000",
      rate: "15.5",
      leads: "1200",
    });
    const numbers = localeCodes.map(
      (locale) =>
        roiDisplay(rawFromSearch(params, roiFields, locale), roiFields, roiAssumptions, copy, locale).result
          ?.expected.numbers,
    );
    expect(numbers[0]?.monthlyRevenue).toBeCloseTo(0.155 * 0.35 * 1200 * 5000, 6);
    for (const other of numbers.slice(1)) expect(other).toEqual(numbers[0]);
  });

  it("shows the defaults the language's way, and keeps an invalid value as typed", () => {
    expect(rawFromSearch(new URLSearchParams(), roiFields, "de")).toEqual({
      team: "5",
      deal: "10000",
      rate: "15",
      leads: "100",
    });
    const params = searchWithInputs(
      new URLSearchParams(),
      { team: "-3", deal: "10.000", rate: "15", leads: "100" },
      roiFields,
      "es",
    );
    expect(params.toString()).toBe("team=-3");
    const restored = roiDisplay(
      rawFromSearch(params, roiFields, "fr"),
      roiFields,
      roiAssumptions,
      copy,
      "fr",
    );
    expect(restored.errors.team).toBe(errorText("negative", roiFields.team, copy.errors, "fr"));
    // A number outside the bounds is shown the language's way too, and refused in its words.
    expect(rawFromSearch(new URLSearchParams("rate=150.5"), roiFields, "de").rate).toBe("150,5");
  });

  it("never shows NaN, Infinity or a negative cost, whatever is typed in whichever language", () => {
    const field = oneof(string(), stringMatching(/^[-$ ]?[\d,. \u00a0\u202f]{0,12}(?: ?%| ?\$US| ?US\$)?$/));
    assert(
      property(
        record({ team: field, deal: field, rate: field, leads: field }),
        constantFrom(...localeCodes),
        (raw, locale) => {
          const { errors, result } = roiDisplay(raw, roiFields, roiAssumptions, copy, locale);
          // No figures only with an error to say why; otherwise none reads NaN, Infinity or a minus cost.
          expect(result !== null || Object.keys(errors).length > 0).toBe(true);
          const texts = result
            ? [
                result.cost,
                result.currentRate,
                result.chart.label,
                ...result.chart.ticks,
                ...result.chart.rows.flatMap((row) => Object.values(row)),
                ...(["expected", "cautious"] as const).flatMap((name) => {
                  const { monthly, annual, roi, improvedRate, payback } = result[name];
                  return [monthly, annual, roi, improvedRate, payback.amount];
                }),
              ]
            : [];
          for (const text of texts) expect(text).not.toMatch(/NaN|Infinity|∞|undefined|\u202f/);
          expect(result?.cost ?? "").not.toMatch(/^-/);
          expect(result?.expected.numbers.annualCost ?? 1).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
