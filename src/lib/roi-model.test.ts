import { describe, expect, it } from "vitest";
import { readContent, readPlans } from "~/content/read";
import { fillFigures, formatUsd } from "./pricing";
import {
  roiAssumptionsFor,
  roiFieldLimits,
  roiFieldOrder,
  roiFieldsWith,
  roiMultipliers,
  seatPlanId,
} from "./roi-model";

const plans = readPlans();

describe("the calculator's words and its numbers agree", () => {
  const copy = readContent("roi");
  const assumptions = copy.assumptions.map((text) => fillFigures(text, plans)).join(" ");
  const { seatPricePerMonth } = roiAssumptionsFor(plans);

  it("states each multiplier and the seat price the formula uses", () => {
    expect(assumptions).toContain(`× ${roiMultipliers.uplift}`);
    expect(assumptions).toContain(`× ${roiMultipliers.cautiousUplift}`);
    expect(assumptions).toContain(`${formatUsd(seatPricePerMonth)} per seat per month`);
    expect(assumptions).toContain(`${Math.round((roiMultipliers.uplift - 1) * 1000) / 10}%`);
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
    const fields = roiFieldsWith(copy.fields);
    expect(Object.keys(fields)).toEqual([...roiFieldOrder]);
    for (const key of roiFieldOrder)
      expect(fields[key]).toEqual({ ...copy.fields[key], ...roiFieldLimits[key] });
  });
});
