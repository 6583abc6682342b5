import { describe, expect, it } from "vitest";
import { site } from "#src/config/site.ts";
import { annualSavingPercent, claimedAnnualSavingPercent } from "#src/lib/pricing.ts";
import { fillFigures, planFigures } from "./figures.ts";
import { readContentAsWritten, readPlansAsWritten } from "./read-content.ts";
import { singles } from "./schema/singles.ts";

/**
 * Rules the plans and the pricing page's words keep whatever their values: the copy and the
 * prices themselves are content, and a marketer's valid edit must keep these green.
 */
const pricing = readContentAsWritten("pricing");
const plans = readPlansAsWritten();

/** Every text in every content file, as written, with where it is. */
function allTexts(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") found.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where} → ${index}`));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, `${where} → ${key}`);
  };
  for (const name of Object.keys(singles) as (keyof typeof singles)[]) walk(readContentAsWritten(name), name);
  for (const plan of plans) walk(plan, `plans/${plan.id}`);
  return found;
}

describe("pricing content", () => {
  it("sends every plan to a destination the config knows", () => {
    for (const plan of plans) expect(Object.keys(site.destinations)).toContain(plan.cta.destination);
  });

  it("claims no more annual saving than every priced plan gives", () => {
    const claimed = claimedAnnualSavingPercent(plans);
    const savings = plans.flatMap((plan) => (plan.price ? [annualSavingPercent(plan.price)] : []));
    expect(savings.filter((saving) => saving < claimed)).toEqual([]);
  });

  it("quotes prices and trial terms only by placeholder, and every placeholder is one the site fills", () => {
    const texts = allTexts();
    for (const { text, where } of texts) expect(() => fillFigures(text, plans, where, pricing.trial)).not.toThrow();
    // A figure typed out would not follow its source: every price and trial term comes from a placeholder.
    const prices = new Set(
      Object.entries(planFigures(plans))
        .filter(([name]) => /\.(monthly|annual)$/.test(name))
        .map(([, figure]) => figure),
    );
    // The calculator's uplift is code; the words quote it, never restate it.
    const uplifts = Object.entries(planFigures(plans))
      .filter(([name]) => /^(?:uplift|cautious)\./.test(name))
      .map(([, figure]) => figure);
    const { days, credits } = pricing.trial;
    const trialTerms = new RegExp(`\\b(?:${days}[- ]days?|${credits} (?:free )?(?:contact )?credits)\\b`, "i");
    for (const { text, where } of texts) {
      for (const [figure] of text.matchAll(/\$\d[\d,]*/g)) expect(prices.has(figure), `${figure} in ${where}`).toBe(false);
      expect(`${where}: ${text}`).not.toMatch(trialTerms);
      for (const figure of uplifts)
        expect(new RegExp(`(?<![\\d.])${figure.replaceAll(".", "\\.")}(?![\\d.]*\\d)`).test(text), `${figure} in ${where}`).toBe(false);
    }
  });
});
