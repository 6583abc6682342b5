import { describe, expect, it } from "vitest";
import { site } from "#src/config/site.ts";
import { annualSavingPercent, claimedAnnualSavingPercent } from "#src/lib/pricing.ts";
import { readPlansAsWritten } from "./read-content.ts";

/**
 * Rules the plans keep whatever their values: the prices themselves are content, and a marketer's
 * valid edit must keep these green. A price typed out in words is the build's refusal
 * (figures.ts, `typedOutFigures`), so the editor refuses it before saving.
 */
const plans = readPlansAsWritten();

describe("pricing content", () => {
  it("sends every plan to a destination the config knows", () => {
    for (const plan of plans) expect(Object.keys(site.destinations)).toContain(plan.cta.destination);
  });

  it("claims no more annual saving than every priced plan gives", () => {
    const claimed = claimedAnnualSavingPercent(plans);
    const savings = plans.flatMap((plan) => (plan.price ? [annualSavingPercent(plan.price)] : []));
    expect(savings.filter((saving) => saving < claimed)).toEqual([]);
  });
});
