import { describe, expect, it } from "vitest";
import { readPlans } from "#src/content/read-content.ts";
import {
  annualSaving,
  annualSavingPercent,
  claimedAnnualSavingPercent,
  formatUsd,
  yearlyTotal,
} from "./pricing.ts";

const plans = readPlans();

describe("pricing maths", () => {
  // Fixtures, not today's prices: those are content.
  const starter = { monthly: 99, annual: 79 };
  const professional = { monthly: 249, annual: 199 };

  it("bills a year as twelve monthly prices of the chosen period", () => {
    expect(yearlyTotal(starter, "annual")).toBe(948);
    expect(yearlyTotal(professional, "annual")).toBe(2388);
    expect(yearlyTotal(starter, "monthly")).toBe(1188);
  });

  it("derives the yearly saving from the two prices", () => {
    expect(annualSaving(starter)).toBe(240);
    expect(annualSaving(professional)).toBe(600);
    expect(annualSaving({ monthly: 10, annual: 10 })).toBe(0);
  });

  it("expresses the saving as a share of the monthly list price", () => {
    expect(annualSavingPercent({ monthly: 100, annual: 80 })).toBe(20);
    expect(annualSavingPercent(starter)).toBeCloseTo(20.2, 1);
  });

  it("formats whole US dollars with thousands separators", () => {
    expect(formatUsd(948)).toBe("$948");
    expect(formatUsd(2388)).toBe("$2,388");
  });

  it("writes the dollars the page's language's way, with no space the brand font lacks", () => {
    expect(formatUsd(2388, "en")).toBe("$2,388");
    expect(formatUsd(2388, "de")).toBe("2.388\u00a0$");
    expect(formatUsd(2388, "fr")).toBe("2\u00a0388\u00a0$US");
    expect(formatUsd(2388, "es")).toBe("2388\u00a0US$");
    expect(formatUsd(23_880, "es")).toBe("23.880\u00a0US$");
    expect(formatUsd(99.5, "de")).toBe("100\u00a0$");
  });
});

describe("the plans keep the advertised annual saving", () => {
  const priced = plans.flatMap((plan) => (plan.price ? [{ id: plan.id, price: plan.price }] : []));

  it("has priced plans to check", () => {
    expect(priced.length).toBeGreaterThan(0);
  });

  it.each(priced)("$id: annual is cheaper than monthly", ({ price }) => {
    expect(price.annual).toBeLessThan(price.monthly);
  });

  it.each(priced)("$id: gives at least the saving the badge claims", ({ price }) => {
    expect(annualSavingPercent(price)).toBeGreaterThanOrEqual(claimedAnnualSavingPercent(plans));
  });

  it("claims the smallest saving any plan gives, rounded down, and nothing when no plan is priced", () => {
    expect(
      claimedAnnualSavingPercent([
        { price: { monthly: 100, annual: 70 } },
        { price: { monthly: 100, annual: 81 } },
      ]),
    ).toBe(19);
    expect(claimedAnnualSavingPercent([{ price: undefined }])).toBe(0);
  });
});
