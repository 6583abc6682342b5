import { assert, double, integer, oneof, property } from "fast-check";
import { describe, expect, it } from "vitest";
import { localeCodes, type Locale } from "#src/config/locales.ts";
import {
  formatCompactUsd,
  formatEditable,
  formatNumber,
  formatPercent,
  formatUsd,
  groupSeparator,
  neutralNumber,
  normaliseSpaces,
  parseNumber,
  usdSign,
} from "./locale-format.ts";

/** U+00A0, written out so the expected strings below show where it goes. */
const nb = "\u00a0";
/** Spaces the brand font lacks, or that would let a figure break: none may appear in any output. */
const foreignSpaces = /[\u0020\u2009\u202f]/;

const per = <T>(values: Record<Locale, T>) => localeCodes.map((locale) => [locale, values[locale]] as const);

describe("formatting per language", () => {
  it.each(per({ en: "$10,000", de: `10.000${nb}$`, fr: `10${nb}000${nb}$US`, es: `10.000${nb}US$` }))(
    "writes 10000 US dollars in %s as %j",
    (locale, text) => {
      expect(formatUsd(10_000, locale)).toBe(text);
    },
  );

  it.each(per({ en: "15.5%", de: `15,5${nb}%`, fr: `15,5${nb}%`, es: `15,5${nb}%` }))(
    "writes 15.5 percent in %s as %j",
    (locale, text) => {
      expect(formatPercent(15.5, locale)).toBe(text);
    },
  );

  it.each(per({ en: "1.35", de: "1,35", fr: "1,35", es: "1,35" }))(
    "writes the factor 1.35 in %s as %j",
    (locale, text) => {
      expect(formatNumber(1.35, locale)).toBe(text);
    },
  );

  it.each(
    per({
      en: ["10,000", "1,000", "1,234,567.5", "$99", "$1,234,568", "$10,000.5", "10,506%", "17.63%"],
      de: [
        "10.000",
        "1.000",
        "1.234.567,5",
        `99${nb}$`,
        `1.234.568${nb}$`,
        `10.000,5${nb}$`,
        `10.506${nb}%`,
        `17,63${nb}%`,
      ],
      fr: [
        `10${nb}000`,
        `1${nb}000`,
        `1${nb}234${nb}567,5`,
        `99${nb}$US`,
        `1${nb}234${nb}568${nb}$US`,
        `10${nb}000,5${nb}$US`,
        `10${nb}506${nb}%`,
        `17,63${nb}%`,
      ],
      // Spanish groups four-digit numbers not at all (CLDR's minimum grouping digits).
      es: [
        "10.000",
        "1000",
        "1.234.567,5",
        `99${nb}US$`,
        `1.234.568${nb}US$`,
        `10.000,5${nb}US$`,
        `10.506${nb}%`,
        `17,63${nb}%`,
      ],
    }),
  )("writes counts, prices and rates in %s as %j", (locale, texts) => {
    expect([
      formatNumber(10_000, locale),
      formatNumber(1_000, locale),
      formatNumber(1_234_567.5, locale),
      formatUsd(99, locale),
      formatUsd(1_234_567.5, locale),
      formatUsd(10_000.5, locale, { maximumFractionDigits: 2 }),
      formatPercent(10_506, locale, { maximumFractionDigits: 0 }),
      formatPercent(17.625, locale),
    ]).toEqual(texts);
  });

  it.each(
    per({
      en: ["$300", "$1.5K", "$800K", "$1.5M", "$2.5B", "$320T"],
      de: [
        `300${nb}$`,
        `1.500${nb}$`,
        `800.000${nb}$`,
        `1,5${nb}Mio.${nb}$`,
        `2,5${nb}Mrd.${nb}$`,
        `320${nb}Bio.${nb}$`,
      ],
      fr: [
        `300${nb}$US`,
        `1,5${nb}k${nb}$US`,
        `800${nb}k${nb}$US`,
        `1,5${nb}M${nb}$US`,
        `2,5${nb}Md${nb}$US`,
        `320${nb}Bn${nb}$US`,
      ],
      es: [
        `300${nb}US$`,
        `1,5${nb}mil${nb}US$`,
        `800${nb}mil${nb}US$`,
        `1,5${nb}M${nb}US$`,
        `2500${nb}M${nb}US$`,
        `320${nb}B${nb}US$`,
      ],
    }),
  )("labels an axis in %s as %j", (locale, labels) => {
    expect(
      [300, 1_500, 800_000, 1_500_000, 2.5e9, 3.2e14].map((value) => formatCompactUsd(value, locale)),
    ).toEqual(labels);
  });

  it("pins the short amounts to what Node's compact notation writes, spaces aside", () => {
    for (const locale of localeCodes) {
      const compact = new Intl.NumberFormat(locale, {
        notation: "compact",
        style: "currency",
        currency: "USD",
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
      // From 10,000 up: below it German and Spanish compact notation leaves four digits ungrouped,
      // where the calculator writes its everyday whole-dollar amount.
      for (const value of [20_000, 150_000, 800_000, 1_500_000, 2.5e9, 4e12, 3.2e14]) {
        expect(formatCompactUsd(value, locale), `${locale} ${value}`).toBe(
          normaliseSpaces(compact.format(value)),
        );
      }
    }
  });

  it.each(per({ en: "$", de: "$", fr: "$US", es: "US$" }))(
    "writes the dollar in %s as %j",
    (locale, sign) => {
      expect(usdSign(locale)).toEqual({ sign, before: locale === "en" });
    },
  );

  it.each(per({ en: ",", de: ".", fr: nb, es: "." }))("groups digits in %s with %j", (locale, group) => {
    expect(groupSeparator(locale)).toBe(group);
  });

  it("writes a number as it is typed and as a URL carries it", () => {
    expect(
      per({ en: "15.5", de: "15,5", fr: "15,5", es: "15,5" }).map(([locale]) => formatEditable(15.5, locale)),
    ).toEqual(["15.5", "15,5", "15,5", "15,5"]);
    for (const locale of localeCodes) expect(formatEditable(100_000_000, locale)).toBe("100000000");
    expect(neutralNumber(15.5)).toBe("15.5");
    expect(neutralNumber(10_000)).toBe("10000");
    // Never an exponent, which no language reads back.
    expect(neutralNumber(1e-7)).toBe("0.0000001");
    expect(neutralNumber(1e21)).toBe("1000000000000000000000");
  });

  it("writes no U+202F, thin or plain space in any figure, in any language", () => {
    const amount = oneof(
      integer({ min: -1e9, max: 1e12 }),
      double({ min: -1e15, max: 1e15, noNaN: true, noDefaultInfinity: true }),
    );
    assert(
      property(amount, (value) => {
        for (const locale of localeCodes) {
          const texts = [
            formatNumber(value, locale),
            formatUsd(value, locale),
            formatUsd(value, locale, { maximumFractionDigits: 2 }),
            formatPercent(value, locale),
            formatCompactUsd(Math.abs(value), locale),
            formatEditable(value, locale),
          ];
          for (const text of texts) expect(text, `${locale} ${value}`).not.toMatch(foreignSpaces);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("turns every space-like character into a no-break space", () => {
    expect(normaliseSpaces("1\u202f000\u2009000 000\u00a0$US")).toBe(`1${nb}000${nb}000${nb}000${nb}$US`);
  });
});

/** Cases read in one language: the text, its value and its unit (a count unless given). */
const reads = (locale: Locale, cases: [string, number, ("usd" | "percent" | "count")?][]) =>
  cases.map(([text, value, unit]) => [locale, text, value, unit ?? "count"] as const);

describe("parseNumber", () => {
  it.each([
    ...reads("en", [
      ["10,000", 10_000],
      ["10000", 10_000],
      ["15.5", 15.5],
      ["$10,000", 10_000, "usd"],
      ["10,000 $", 10_000, "usd"],
      ["US$10,000", 10_000, "usd"],
      ["15.5%", 15.5, "percent"],
    ]),
    ...reads("de", [
      ["10.000", 10_000],
      ["15,5", 15.5],
      ["1.234.567,5", 1_234_567.5],
      // A point followed by other than three digits is a decimal mark, as on an English keyboard.
      ["10.5", 10.5],
      ["0.125", 0.125],
      ["1.5000", 1.5],
      // The comma is always the decimal mark.
      ["10,000", 10],
      ["10 000", 10_000],
      ["10.000 $", 10_000, "usd"],
      ["10.000$", 10_000, "usd"],
      ["$10.000", 10_000, "usd"],
      [`10.000${nb}US$`, 10_000, "usd"],
      ["15,5 %", 15.5, "percent"],
      ["15,5%", 15.5, "percent"],
    ]),
    ...reads("fr", [
      ["10 000", 10_000],
      [`10${nb}000`, 10_000],
      ["10\u202f000", 10_000],
      ["10\u2009000", 10_000],
      ["1 234 567,5", 1_234_567.5],
      ["10000", 10_000],
      ["15,5", 15.5],
      ["15.5", 15.5],
      ["10.000", 10_000],
      [`10${nb}000${nb}$US`, 10_000, "usd"],
      ["10\u202f000 $", 10_000, "usd"],
      [`15,5${nb}%`, 15.5, "percent"],
      ["15,5\u202f%", 15.5, "percent"],
    ]),
    ...reads("es", [
      ["10.000", 10_000],
      ["1000", 1_000],
      ["1.000", 1_000],
      ["15,5", 15.5],
      ["10.000 US$", 10_000, "usd"],
      ["US$ 10.000", 10_000, "usd"],
      ["15,5 %", 15.5, "percent"],
    ]),
  ])("reads %s %j as %d", (locale, text, value, unit) => {
    expect(parseNumber(text, locale, unit)).toEqual({ ok: true, value });
  });

  it.each([
    ...localeCodes.flatMap((locale) =>
      (
        [
          ["", "missing"],
          ["  ", "missing"],
          ["abc", "notNumber"],
          ["1e3", "notNumber"],
          ["1E3", "notNumber"],
          ["Infinity", "notNumber"],
          ["NaN", "notNumber"],
          ["0x10", "notNumber"],
          ["-5", "negative"],
          ["\u22125", "negative"],
          ["10 €", "notNumber"],
          ["$", "notNumber"],
          ["1.2.3", "notNumber"],
        ] as const
      ).map(([text, problem]) => [locale, text, problem] as const),
    ),
    ["en", "15,5", "notNumber"],
    ["en", "10 000", "notNumber"],
    ["de", "10.000,000.5", "notNumber"],
    ["de", "10.000 000", "notNumber"],
    ["de", "1.234.5", "notNumber"],
    ["de", "15,5,5", "notNumber"],
    ["fr", "10 00", "notNumber"],
    ["fr", "-10 000", "negative"],
    ["es", "-10.000 US$", "negative"],
    ["es", "-US$ 5", "negative"],
  ] as const)("refuses %s %j as %s", (locale, text, problem) => {
    const unit = /[$€]/.test(text) ? "usd" : "count";
    expect(parseNumber(text, locale, unit)).toEqual({ ok: false, problem });
  });

  it("reads back every amount it writes, in every language", () => {
    assert(
      property(
        integer({ min: 0, max: 100_000_000 }),
        integer({ min: 0, max: 10_000 }),
        (whole, hundredths) => {
          for (const locale of localeCodes) {
            expect(parseNumber(formatUsd(whole, locale), locale, "usd")).toEqual({ ok: true, value: whole });
            expect(parseNumber(formatNumber(whole, locale), locale)).toEqual({ ok: true, value: whole });
            const rate = hundredths / 100;
            expect(parseNumber(formatPercent(rate, locale), locale, "percent")).toEqual({
              ok: true,
              value: rate,
            });
            expect(parseNumber(formatEditable(rate, locale), locale)).toEqual({ ok: true, value: rate });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
