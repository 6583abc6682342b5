import { describe, expect, it } from "vitest";
import {
  chiSquareTail,
  normalCdf,
  rate,
  sampleRatio,
  sequentialHalfWidth,
  sequentialLift,
  visitorsForHalfWidth,
  visitorsPlanned,
} from "./stats.ts";

// Worked by hand from the formulas in stats.ts (and the shared stack notes' example).
const control = { name: "a", visitors: 10_000, conversions: 300 };
const sharper = { name: "b", visitors: 10_000, conversions: 360 };

describe("normalCdf", () => {
  it("matches the table: Φ(0) = 0.5, Φ(1.96) = 0.975, Φ(−1) = 0.1587, Φ(3) = 0.99865", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect(normalCdf(3)).toBeCloseTo(0.99865, 5);
  });
});

/** The half-width in standard errors, at τ 0.1 and α 0.05. */
const factor = (variance: number) => sequentialHalfWidth(variance, 0.1, 0.05) / Math.sqrt(variance);

describe("sequentialHalfWidth", () => {
  it("is worked by hand: variance 0.01, τ 0.1, α 0.05 → √(0.02 · (2·ln 20 + ln 2)) = 0.3656", () => {
    expect(sequentialHalfWidth(0.01, 0.1, 0.05)).toBeCloseTo(
      Math.sqrt(0.02 * (2 * Math.log(20) + Math.log(2))),
      12,
    );
    expect(sequentialHalfWidth(0.01, 0.1, 0.05)).toBeCloseTo(0.365639, 5);
  });

  it("is wider than a fixed 95% interval at every variance, by a factor that grows only as √log", () => {
    for (const variance of [1, 0.1, 0.01, 1e-3, 1e-4, 1e-6]) expect(factor(variance)).toBeGreaterThan(1.96);
    expect(factor(1e-4)).toBeCloseTo(Math.sqrt(1.01 * (2 * Math.log(20) + Math.log(101))), 10);
    expect(factor(1e-6) / factor(1e-4)).toBeLessThan(1.2);
    expect(sequentialHalfWidth(0, 0.1, 0.05)).toBe(0);
  });
});

describe("sequentialLift", () => {
  it("3.0% against 3.6% on 10,000 visitors each: +20%, an interval that still holds 0", () => {
    const lift = sequentialLift(control, sharper, 0.2, 0.05)!;
    expect(lift.lift).toBeCloseTo(0.2, 10);
    // Var = 0.0291·0.036² ÷ (0.03⁴·10,000) + 0.034704 ÷ (0.03²·10,000) = 0.0046560 + 0.0038560
    expect(lift.variance).toBeCloseTo(0.008512, 6);
    const half = sequentialHalfWidth(0.008512, 0.2, 0.05);
    expect(lift.low).toBeCloseTo(0.2 - half, 4);
    expect(lift.high).toBeCloseTo(0.2 + half, 4);
    // A fixed 95% interval, read once, would have left 0 out: +1.9% to +38.1%.
    expect(0.2 - 1.959964 * Math.sqrt(0.008512)).toBeGreaterThan(0);
    expect(lift.low).toBeLessThan(0);
  });

  it("a variant doing worse has a negative lift", () => {
    const lift = sequentialLift(sharper, control, 0.2, 0.05)!;
    expect(lift.lift).toBeCloseTo(-1 / 6, 10);
    expect(lift.high).toBeGreaterThan(lift.lift);
  });

  it("says nothing rather than NaN: no visitors, or a control that never converted", () => {
    expect(sequentialLift({ ...control, visitors: 0, conversions: 0 }, sharper, 0.2, 0.05)).toBeNull();
    expect(sequentialLift({ ...control, conversions: 0 }, sharper, 0.2, 0.05)).toBeNull();
    expect(sequentialLift(control, { ...sharper, visitors: 0, conversions: 0 }, 0.2, 0.05)).toBeNull();
    expect(rate({ name: "x", visitors: 0, conversions: 0 })).toBe(0);
  });
});

describe("sampleRatio", () => {
  it("50/50 with 10,000 and 10,400 visitors: χ² 7.84, p 0.005, not flagged", () => {
    const check = sampleRatio([control, { ...sharper, visitors: 10_400 }], [50, 50]);
    expect(check.chiSquare).toBeCloseTo(7.843, 3);
    expect(check.p).toBeCloseTo(0.0051, 4);
    expect(check.mismatch).toBe(false);
  });

  it("with 10,000 and 10,600: χ² 17.5, p < 0.001, flagged", () => {
    const check = sampleRatio([control, { ...sharper, visitors: 10_600 }], [50, 50]);
    expect(check.chiSquare).toBeCloseTo(17.476, 3);
    expect(check.p).toBeLessThan(0.001);
    expect(check.mismatch).toBe(true);
  });

  it("weighs the shares: 20/80 with 2,000 and 8,000 is exact", () => {
    const check = sampleRatio(
      [
        { ...control, visitors: 2_000 },
        { ...sharper, visitors: 8_000 },
      ],
      [20, 80],
    );
    expect(check.chiSquare).toBe(0);
    expect(check.p).toBe(1);
  });

  it("has the χ² tail of the tables for one to three degrees of freedom", () => {
    expect(chiSquareTail(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquareTail(5.991, 2)).toBeCloseTo(0.05, 4);
    expect(chiSquareTail(7.815, 3)).toBeCloseTo(0.05, 4);
    expect(chiSquareTail(16.266, 3)).toBeCloseTo(0.001, 5);
  });
});

describe("visitorsPlanned", () => {
  // The fixed-horizon count for 3% → 3.6%, 80% power, two-sided 5%: 13,911 a variant.
  const fixedHorizon = 2 * 13_911;

  it("plans for a lift of the smallest size to clear 0 with 80% power: z₀.₈·√V + half-width = the lift", () => {
    const planned = visitorsPlanned(0.03, 0.2, [50, 50], 0.05)!;
    // The lift's variance at that many visitors, half to each, rates 3% and 3.6%.
    const variance =
      (0.0291 * 0.036 ** 2) / (0.03 ** 4 * (planned / 2)) + 0.034704 / (0.03 ** 2 * (planned / 2));
    expect(0.8416212 * Math.sqrt(variance) + sequentialHalfWidth(variance, 0.2, 0.05)).toBeCloseTo(0.2, 4);
    // The price of reading every day: about twice a single planned look's visitors.
    expect(planned / fixedHorizon).toBeGreaterThan(1.5);
    expect(planned / fixedHorizon).toBeLessThan(3);
  });

  it("plans for more visitors with an uneven split, a smaller lift, or more variants' stricter error", () => {
    const even = visitorsPlanned(0.03, 0.2, [50, 50], 0.05)!;
    expect(visitorsPlanned(0.03, 0.2, [80, 20], 0.05)!).toBeGreaterThan(even);
    expect(visitorsPlanned(0.03, 0.1, [50, 50], 0.05)!).toBeGreaterThan(3 * even);
    expect(visitorsPlanned(0.03, 0.2, [34, 33, 33], 0.025)!).toBeGreaterThan(even);
  });

  it("none when the rate leaves no room: no conversions yet, or a lifted rate of 100% or more", () => {
    expect(visitorsPlanned(0, 0.2, [50, 50], 0.05)).toBeNull();
    expect(visitorsPlanned(0.9, 0.2, [50, 50], 0.05)).toBeNull();
  });
});

describe("visitorsForHalfWidth", () => {
  it("finds the visitors at which the interval is as narrow as asked, the variance falling as 1 ÷ n", () => {
    const needed = visitorsForHalfWidth(20_000, 0.008512, 0.1, 0.2, 0.05);
    expect(sequentialHalfWidth(0.008512 * (20_000 / needed), 0.2, 0.05)).toBeCloseTo(0.1, 3);
    expect(needed).toBeGreaterThan(20_000);
  });
});
