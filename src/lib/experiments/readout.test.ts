import { describe, expect, it } from "vitest";
import { perVariant, readoutReport, statsQueries, trialsFromCsv, type ReadoutPlan } from "./readout.ts";

const plan: ReadoutPlan = {
  name: "features-lead",
  variants: [
    { id: "a", share: 50 },
    { id: "b", share: 50 },
  ],
  smallestLift: 0.2,
};

describe("statsQueries", () => {
  it("asks Plausible's v2 API for visitors and goal visitors per variant, in the experiment only", () => {
    const { visitors, conversions } = statsQueries(plan, "leadscope.example", ["2026-11-01", "2026-11-28"]);
    expect(visitors).toEqual({
      site_id: "leadscope.example",
      date_range: ["2026-11-01", "2026-11-28"],
      metrics: ["visitors"],
      dimensions: ["event:props:variant"],
      filters: [["is", "event:props:experiment", ["features-lead"]]],
    });
    expect(conversions.filters).toEqual([
      ["is", "event:props:experiment", ["features-lead"]],
      ["is", "event:goal", ["CTA click"]],
    ]);
  });
});

describe("perVariant", () => {
  it("reads each variant's count, 0 for one the answer lacks, and ignores values no variant has", () => {
    const counts = perVariant(plan, {
      results: [
        { dimensions: ["b"], metrics: [120] },
        { dimensions: ["<script>"], metrics: [5] },
        { dimensions: ["(none)"], metrics: [7] },
      ],
    });
    expect([...counts]).toEqual([
      ["a", 0],
      ["b", 120],
    ]);
  });
});

describe("trialsFromCsv", () => {
  it("sums a trials column per variant, in any column order, for this experiment only", () => {
    const csv =
      'experiment,trials,variant\nfeatures-lead,12,a\n"features-lead",3,"b"\nother,99,a\nfeatures-lead,4,b\n';
    expect([...trialsFromCsv(plan, csv)]).toEqual([
      ["a", 12],
      ["b", 7],
    ]);
  });

  it("counts one trial a row without a trials column, with quoted commas and CRLF", () => {
    const csv = 'variant,company\r\na,"Acme, Inc."\r\nb,"The ""Best"" Co"\r\nb,x\r\n';
    expect([...trialsFromCsv(plan, csv)]).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });

  it("says what is wrong: no variant column, or trials that are not a whole number", () => {
    expect(() => trialsFromCsv(plan, "name,trials\na,1")).toThrow('a "variant" column');
    expect(() => trialsFromCsv(plan, "variant,trials\na,1.5")).toThrow('row 2 has "1.5" trials');
  });
});

describe("readoutReport", () => {
  it("prints the worked example: 3.0% against 3.6% on 10,000 each", () => {
    const { rows, notes } = readoutReport(
      plan,
      new Map([
        ["a", 10_000],
        ["b", 10_000],
      ]),
      new Map([
        ["a", 300],
        ["b", 360],
      ]),
    );
    expect(rows).toEqual([
      ["a", "10,000", "300", "3.00%", "(baseline)", "—", "3,911"],
      ["b", "10,000", "360", "3.60%", "+20.0% (+1.9% to +38.1%)", "98.5%", "3,911"],
    ]);
    expect(notes[0]).toBe("Sample ratio as the shares say: χ² 0.00, p 1.000.");
    expect(notes[1]).toContain("each variant needs 13,911 visitors");
  });

  it("flags a broken split and never prints NaN with no data", () => {
    const broken = readoutReport(
      plan,
      new Map([
        ["a", 10_000],
        ["b", 10_600],
      ]),
      new Map(),
    );
    expect(broken.notes[0]).toMatch(/^Sample ratio MISMATCH/);
    const empty = readoutReport(plan, new Map(), new Map());
    expect(JSON.stringify(empty)).not.toMatch(/NaN|Infinity/);
    expect(empty.notes[1]).toMatch(/no conversions/);
  });
});
