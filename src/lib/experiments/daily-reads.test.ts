import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { errorRate, readout, type ReadoutPlan } from "./readout.ts";
import { visitorsPlanned } from "./stats.ts";
import { seeded } from "#tests/support/seeded.ts";

/**
 * The readout's claim that it may be read every day: simulated experiments, each read once a day
 * for 30 days, as the team reads them. Seeded, so every run draws the same visitors, and the rates
 * docs/experiments.md states are the ones measured here.
 */

/**
 * A binomial draw by inversion, in pieces small enough that (1 − p)^n stays a number: exact, and
 * about n·p steps, cheap at the rates of a conversion.
 */
function binomial(random: () => number, trials: number, p: number): number {
  const piece = Math.max(1, Math.floor(600 / -Math.log(1 - p)));
  let total = 0;
  for (let left = trials; left > 0; left -= piece) {
    const n = Math.min(left, piece);
    const odds = p / (1 - p);
    let probability = (1 - p) ** n;
    let cumulative = probability;
    let k = 0;
    const u = random();
    while (u > cumulative && k < n) {
      probability *= (odds * (n - k)) / (k + 1);
      cumulative += probability;
      k++;
    }
    total += k;
  }
  return total;
}

const days = 30;
const baseRate = 0.05;
const plan: ReadoutPlan = {
  name: "simulated",
  variants: [
    { id: "a", name: "As it is", share: 50 },
    { id: "b", name: "Changed", share: 50 },
  ],
  smallestLift: 0.2,
  goal: ["freeTrial"],
};
/** Daily traffic that reaches the planned visitors, and no more, on the last day: the experiment as planned. */
const planned = visitorsPlanned(baseRate, plan.smallestLift, [50, 50], errorRate)!;
const perDay = Math.floor(planned / days);

const counted = (values: number[]) =>
  new Map([
    ["a", values[0]!],
    ["b", values[1]!],
  ]);

/**
 * One experiment, read every day: the first day (1 to 30) the readout names a winner, the winner,
 * and the first day a fixed-horizon 95% interval read the same way would have left out 0.
 */
function simulate(random: () => number, rates: [number, number]) {
  const visitors = [0, 0];
  const conversions = [0, 0];
  let called: { day: number; id: string } | null = null;
  let fixedCalled: number | null = null;
  for (let day = 1; day <= days; day++) {
    const toA = binomial(random, perDay, 0.5);
    [toA, perDay - toA].forEach((arrived, index) => {
      visitors[index]! += arrived;
      conversions[index]! += binomial(random, arrived, rates[index]!);
    });
    const { verdict } = readout(plan, counted(visitors), counted(conversions));
    if (!called && verdict.kind === "wins") called = { day, id: verdict.id };
    fixedCalled ??= fixedHorizonCalls(visitors, conversions) ? day : null;
  }
  return { called, fixedCalled };
}

/** The readout as it was: the delta method's lift with a 95% interval meant for one look. */
function fixedHorizonCalls([nA, nB]: number[], [cA, cB]: number[]): boolean {
  const [pA, pB] = [cA! / nA!, cB! / nB!];
  if (pA === 0) return false;
  const lift = (pB - pA) / pA;
  const variance = (pA * (1 - pA) * pB * pB) / (pA ** 4 * nA!) + (pB * (1 - pB)) / (pA * pA * nB!);
  return Math.abs(lift) > 1.959963984540054 * Math.sqrt(variance);
}

const runs = 1_000;
const share = (count: number) => count / runs;
const inPercent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const docs = readFileSync(new URL("../../../docs/experiments.md", import.meta.url), "utf8");

describe(`an experiment read every day for ${days} days (${runs.toLocaleString("en-US")} simulated)`, () => {
  it("between two variants that convert alike, names a winner at most 5% of the time, where a fixed interval read daily does often", () => {
    const random = seeded(20_260_101);
    const results = Array.from({ length: runs }, () => simulate(random, [baseRate, baseRate]));
    const falseWinners = share(results.filter((result) => result.called).length);
    const fixedFalseWinners = share(results.filter((result) => result.fixedCalled !== null).length);
    expect(falseWinners).toBeLessThanOrEqual(0.05);
    // The simulation itself can see the harm of reading daily: the old interval falls for it.
    expect(fixedFalseWinners).toBeGreaterThan(0.15);
    expect(docs).toContain(`A/A: a winner in ${inPercent(falseWinners)}`);
    expect(docs).toContain(`a fixed 95 % interval read the same way: ${inPercent(fixedFalseWinners)}`);
  });

  it("with a real lift of the smallest size worth finding (+20%), calls it within the planned visitors most of the time", () => {
    const random = seeded(20_260_102);
    const results = Array.from({ length: runs }, () => simulate(random, [baseRate, baseRate * 1.2]));
    const calledB = share(results.filter((result) => result.called?.id === "b").length);
    const calledA = results.filter((result) => result.called?.id === "a").length;
    expect(calledB).toBeGreaterThanOrEqual(0.75);
    expect(calledA).toBe(0);
    expect(docs).toContain(`A/B (+20 %): called in ${inPercent(calledB)}`);
  });
});
