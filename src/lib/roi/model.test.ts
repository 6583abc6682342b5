import { describe, expect, it } from "vitest";
import { readContent, readPlans } from "#src/content/read-content.ts";
import { planFigures } from "#src/content/figures.ts";
import { formatUsd } from "#src/lib/pricing.ts";
import {
  roiAssumptionsFor,
  roiFieldLimits,
  roiFieldOrder,
  roiFieldsWith,
  roiMultipliers,
  seatPlanId,
} from "./model.ts";

const plans = readPlans();

describe("the calculator's words and its numbers agree", () => {
  const { seatPricePerMonth } = roiAssumptionsFor(plans);

  // The words quote these by placeholder only (src/content/pricing.test.ts refuses them typed out).
  it("gives the words the formula's own multipliers and seat price to quote", () => {
    const figures = planFigures(plans);
    expect(Number(figures["uplift.factor"])).toBe(roiMultipliers.uplift);
    expect(Number(figures["cautious.factor"])).toBe(roiMultipliers.cautiousUplift);
    expect(parseFloat(figures["uplift.percent"]!)).toBeCloseTo((roiMultipliers.uplift - 1) * 100, 6);
    expect(parseFloat(figures["cautious.percent"]!)).toBeCloseTo(
      (roiMultipliers.cautiousUplift - 1) * 100,
      6,
    );
    expect(figures[`${seatPlanId}.monthly`]).toBe(formatUsd(seatPricePerMonth));
  });

  it("costs a seat at the Starter plan's monthly price, as the spec's formula does", () => {
    const seatPlan = plans.find((plan) => plan.id === seatPlanId);
    expect(seatPlan?.price?.monthly).toBe(seatPricePerMonth);
  });

  it("follows a new Starter price, and refuses plans without a priced Starter", () => {
    const repriced = plans.map((plan) =>
      plan.id === seatPlanId ? { ...plan, price: { monthly: 109, annual: 85 } } : plan,
    );
    expect(roiAssumptionsFor(repriced)).toEqual({ ...roiMultipliers, seatPricePerMonth: 109 });
    const unpriced = plans.map((plan) => (plan.id === seatPlanId ? { ...plan, price: undefined } : plan));
    expect(() => roiAssumptionsFor(unpriced)).toThrow(/plans\/starter\.yaml.*must exist and have a price/);
    expect(() => roiAssumptionsFor([])).toThrow(/must exist/);
  });

  it("joins each input's words to its limits", () => {
    const copy = readContent("roi");
    const fields = roiFieldsWith(copy.fields);
    expect(Object.keys(fields)).toEqual([...roiFieldOrder]);
    for (const key of roiFieldOrder)
      expect(fields[key]).toEqual({ ...copy.fields[key], ...roiFieldLimits[key] });
  });
});
