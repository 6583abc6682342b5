import { describe, expect, it } from "vitest";
import { readContent, readPlans } from "~/content/read";
import { roiAssumptions, roiFieldLimits, roiFieldOrder, roiFieldsWith } from "./roi-model";

describe("the calculator's words and its numbers agree", () => {
  const copy = readContent("roi");
  const assumptions = copy.assumptions.join(" ");

  it("states each multiplier and the seat price the formula uses", () => {
    expect(assumptions).toContain(`× ${roiAssumptions.uplift}`);
    expect(assumptions).toContain(`× ${roiAssumptions.cautiousUplift}`);
    expect(assumptions).toContain(`$${roiAssumptions.seatPricePerMonth} per seat per month`);
    expect(assumptions).toContain(`${Math.round((roiAssumptions.uplift - 1) * 1000) / 10}%`);
  });

  it("costs a seat at the Starter plan's monthly price, as the spec's formula does", () => {
    const starter = readPlans().find((plan) => plan.id === "starter");
    expect(starter?.price?.monthly).toBe(roiAssumptions.seatPricePerMonth);
  });

  it("joins each input's words to its limits", () => {
    const fields = roiFieldsWith(copy.fields);
    expect(Object.keys(fields)).toEqual([...roiFieldOrder]);
    for (const key of roiFieldOrder)
      expect(fields[key]).toEqual({ ...copy.fields[key], ...roiFieldLimits[key] });
  });
});
