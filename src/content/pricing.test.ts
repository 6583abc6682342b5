import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { annualSavingPercent, claimedAnnualSavingPercent, fillFigures, planFigures } from "~/lib/pricing";
import { readContent, readPlans } from "./read";

/**
 * Rules the plans and the pricing page's words keep whatever their values: the copy and the
 * prices themselves are content, and a marketer's valid edit must keep these green.
 */
const pricing = readContent("pricing");
const roi = readContent("roi");
const plans = readPlans();

describe("pricing content", () => {
  it("sends every plan to a destination the config knows", () => {
    for (const plan of plans) expect(Object.keys(site.destinations)).toContain(plan.cta.destination);
  });

  it("claims no more annual saving than every priced plan gives", () => {
    const claimed = claimedAnnualSavingPercent(plans);
    const savings = plans.flatMap((plan) => (plan.price ? [annualSavingPercent(plan.price)] : []));
    expect(savings.filter((saving) => saving < claimed)).toEqual([]);
  });

  it("quotes prices only by placeholder, and every placeholder is one the plans fill", () => {
    const quoted = [pricing.meta.description, pricing.billingSwitch.saveBadge, ...roi.assumptions];
    for (const text of quoted) expect(() => fillFigures(text, plans)).not.toThrow();
    // A price typed as a figure would not follow the plans: every "$n" must come from a placeholder.
    const prices = new Set(
      Object.entries(planFigures(plans))
        .filter(([name]) => /\.(monthly|annual)$/.test(name))
        .map(([, figure]) => figure),
    );
    for (const text of quoted)
      for (const [figure] of text.matchAll(/\$\d[\d,]*/g)) expect(prices.has(figure), `${figure} in "${text}"`).toBe(false);
  });
});
