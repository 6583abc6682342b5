import { describe, expect, it } from "vitest";
import { annualSavingPercent, claimedAnnualSavingPercent } from "#src/lib/pricing.ts";
import { readPlansAsWritten } from "./read-content.ts";

/**
 * A rule the plans keep whatever their values: the prices themselves are content, and a marketer's
 * valid edit must keep it green. A plan's destination is the schema's to check, and a price typed
 * out as a figure the build's (figures.ts, `typedOutFigures`), so the editor refuses both before
 * saving.
 */
const plans = readPlansAsWritten();

describe("pricing content", () => {
  it("claims no more annual saving than every priced plan gives", () => {
    const claimed = claimedAnnualSavingPercent(plans);
    const savings = plans.flatMap((plan) => (plan.price ? [annualSavingPercent(plan.price)] : []));
    expect(savings.filter((saving) => saving < claimed)).toEqual([]);
  });
});
