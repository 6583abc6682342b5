import { describe, expect, it } from "vitest";
import { chiSquareTail, liftOver, normalCdf, rate, sampleRatio, visitorsNeeded } from "./stats.ts";

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

describe("liftOver", () => {
  it("3.0% against 3.6% on 10,000 visitors each: +20%, 95% interval +1.9% to +38.1%, 98.5% to beat", () => {
    const lift = liftOver(control, sharper)!;
    expect(lift.lift).toBeCloseTo(0.2, 10);
    // Var = 0.0291·0.036² ÷ (0.03⁴·10,000) + 0.034704 ÷ (0.03²·10,000) = 0.0046560 + 0.0038560
    expect(lift.low).toBeCloseTo(0.2 - 1.959964 * Math.sqrt(0.008512), 4);
    expect(lift.high).toBeCloseTo(0.2 + 1.959964 * Math.sqrt(0.008512), 4);
    expect(lift.low).toBeCloseTo(0.0192, 3);
    expect(lift.high).toBeCloseTo(0.3808, 3);
    expect(lift.chanceToBeat).toBeCloseTo(0.9849, 3);
  });

  it("a variant doing worse has a negative lift and a small chance to beat", () => {
    const lift = liftOver(sharper, control)!;
    expect(lift.lift).toBeCloseTo(-1 / 6, 10);
    expect(lift.chanceToBeat).toBeLessThan(0.05);
  });

  it("says nothing rather than NaN: no visitors, or a control that never converted", () => {
    expect(liftOver({ ...control, visitors: 0, conversions: 0 }, sharper)).toBeNull();
    expect(liftOver({ ...control, conversions: 0 }, sharper)).toBeNull();
    expect(liftOver(control, { ...sharper, visitors: 0, conversions: 0 })).toBeNull();
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

describe("visitorsNeeded", () => {
  it("3% → 3.6% (+20%), 80% power, two-sided 5%: about 13,900 a variant", () => {
    expect(visitorsNeeded(0.03, 0.2)).toBe(13_911);
  });

  it("none when the rate leaves no room: no conversions yet, or a lifted rate of 100% or more", () => {
    expect(visitorsNeeded(0, 0.2)).toBeNull();
    expect(visitorsNeeded(0.9, 0.2)).toBeNull();
  });
});
