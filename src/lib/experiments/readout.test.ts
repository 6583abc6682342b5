import { describe, expect, it } from "vitest";
import { site } from "#src/config/site.ts";
import {
  perVariant,
  readout,
  readoutReport,
  statsQueries,
  trialsFromCsv,
  verdictLine,
  type ReadoutPlan,
} from "./readout.ts";

const plan: ReadoutPlan = {
  name: "features-lead",
  variants: [
    { id: "a", name: "As it is", share: 50 },
    { id: "b", name: "Sharper lead", share: 50 },
  ],
  smallestLift: 0.2,
  goal: ["freeTrial"],
};

/** Counts by variant id, in the plan's order. */
const byId = (...values: number[]) =>
  new Map(values.map((value, index) => [plan.variants[index]?.id ?? "cd"[index - 2]!, value]));

describe("statsQueries", () => {
  it("asks Plausible's v2 API for visitors, and visitors who clicked to the goal's destinations, per variant, in the experiment only", () => {
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
      ["is", "event:props:destination", [site.destinations.freeTrial]],
    ]);
    const demos = statsQueries(
      { ...plan, goal: ["bookDemo", "interactiveDemo"] },
      "leadscope.example",
      "all",
    );
    expect(demos.conversions.filters.at(-1)).toEqual([
      "is",
      "event:props:destination",
      [site.destinations.bookDemo, site.destinations.interactiveDemo],
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

  it("reads a quoted field that holds a line break as one field of one row", () => {
    const csv =
      'variant,note,trials\r\na,"first line\nsecond, with a comma",2\nb,"""quoted""\r\nand on",3\nb,plain,1\n';
    expect([...trialsFromCsv(plan, csv)]).toEqual([
      ["a", 2],
      ["b", 4],
    ]);
  });

  it("says what is wrong: no variant column, or trials that are not a whole number", () => {
    expect(() => trialsFromCsv(plan, "name,trials\na,1")).toThrow('a "variant" column');
    expect(() => trialsFromCsv(plan, "variant,trials\na,1.5")).toThrow('row 2 has "1.5" trials');
  });
});

describe("readout's verdict", () => {
  const verdict = (visitors: number[], conversions: number[], withPlan = plan) =>
    readout(withPlan, byId(...visitors), byId(...conversions)).verdict;

  it("names the winner by its id and name when its interval lies above 0", () => {
    expect(verdict([5_000, 5_000], [250, 400])).toMatchObject({
      kind: "wins",
      id: "b",
      name: "Sharper lead",
    });
  });

  it("names the first when every other variant lies below 0", () => {
    expect(verdict([40_000, 40_000], [2_000, 1_700])).toMatchObject({
      kind: "wins",
      id: "a",
      name: "As it is",
    });
  });

  it("finds no difference worth finding when every interval lies below the smallest lift", () => {
    expect(verdict([40_000, 40_000], [2_000, 2_010])).toEqual({ kind: "no difference" });
  });

  it("keeps running for the visitors the plan still needs", () => {
    const said = verdict([5_000, 5_000], [250, 295]);
    expect(said).toMatchObject({ kind: "keep running" });
    if (said.kind !== "keep running") return;
    expect(said.visitorsToGo).toBe(said.planned! - 10_000);
  });

  it("past the plan, keeps running for the visitors that would settle the lift seen so far", () => {
    // +10% on 5%: past the 37,966 planned for +20%, its interval still holds 0 and +20%.
    const said = verdict([20_000, 20_000], [1_000, 1_100]);
    expect(said).toMatchObject({ kind: "keep running" });
    if (said.kind !== "keep running") return;
    expect(said.planned).toBeLessThan(40_000);
    expect(said.visitorsToGo).toBeGreaterThan(0);
  });

  it("cannot say how long while the first variant has no conversions", () => {
    expect(verdict([100, 100], [0, 3])).toEqual({ kind: "keep running", visitorsToGo: null, planned: null });
  });

  it("stops first when the split is broken, whatever the lifts say", () => {
    expect(verdict([5_000, 4_500], [250, 400])).toEqual({ kind: "split broken" });
  });

  it("with more variants, names the largest lift among those above 0, each compared at a stricter error", () => {
    const four: ReadoutPlan = {
      ...plan,
      variants: ["a", "b", "c", "d"].map((id) => ({ id, name: id.toUpperCase(), share: 25 })),
    };
    const counts = (...values: number[]) =>
      new Map(values.map((value, index) => [four.variants[index]!.id, value]));
    const result = readout(four, counts(5_000, 5_000, 5_000, 5_000), counts(250, 400, 420, 260));
    expect(result.verdict).toMatchObject({ kind: "wins", id: "c" });
    // Split three ways, each interval is wider than the same counts' with two variants.
    const two = readout(plan, byId(5_000, 5_000), byId(250, 400));
    expect(result.lifts[1]!.high - result.lifts[1]!.low).toBeGreaterThan(
      two.lifts[1]!.high - two.lifts[1]!.low,
    );
  });
});

describe("verdictLine", () => {
  it("begins Verdict: and says which and what to do", () => {
    const lift = { lift: 0.6, low: 0.2, high: 1, variance: 0.01 };
    expect(verdictLine(plan, { kind: "wins", id: "b", name: "Sharper lead", lift })).toBe(
      "Verdict: b (Sharper lead) wins: +60.0% (+20.0% to +100.0%). End it and copy its words into the page.",
    );
    expect(verdictLine(plan, { kind: "wins", id: "a", name: "As it is", lift: null })).toMatch(
      /^Verdict: a \(As it is\) wins: .* keep the page as it is\.$/,
    );
    expect(verdictLine(plan, { kind: "keep running", visitorsToGo: 27_966, planned: 37_966 })).toBe(
      "Verdict: keep running: about 27,966 more visitors in all.",
    );
    expect(verdictLine(plan, { kind: "no difference" })).toMatch(
      /^Verdict: no difference worth finding: no variant is \+20\.0% better\./,
    );
    expect(verdictLine(plan, { kind: "split broken" })).toMatch(
      /^Verdict: stop, the split is broken: .* ask a developer\.$/,
    );
  });
});

describe("readoutReport", () => {
  it("prints a row per variant, the sample-ratio check and the plan, then the verdict", () => {
    const { rows, notes, verdict } = readoutReport(plan, byId(5_000, 5_000), byId(250, 400));
    expect(rows[0]).toEqual(["a", "5,000", "250", "5.00%", "(baseline)"]);
    expect(rows[1]).toEqual([
      "b",
      "5,000",
      "400",
      "8.00%",
      expect.stringMatching(/^\+60\.0% \(\+\d+\.\d% to \+\d+\.\d%\)$/),
    ]);
    expect(notes[0]).toBe("Sample ratio as the shares say: χ² 0.00, p 1.000.");
    expect(notes[1]).toMatch(/^Planned: [\d,]+ visitors in all, to find a lift of \+20\.0%/);
    expect(verdict).toMatch(/^Verdict: b \(Sharper lead\) wins/);
  });

  it("flags a broken split and never prints NaN with no data", () => {
    const broken = readoutReport(plan, byId(10_000, 10_600), new Map());
    expect(broken.notes[0]).toMatch(/^Sample ratio MISMATCH/);
    const empty = readoutReport(plan, new Map(), new Map());
    expect(JSON.stringify(empty)).not.toMatch(/NaN|Infinity/);
    expect(empty.notes[1]).toMatch(/no conversions/);
    expect(empty.verdict).toMatch(/^Verdict: keep running/);
  });
});
