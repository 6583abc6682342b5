import { describe, expect, it } from "vitest";
import { readPlans } from "#src/content/for-scripts.ts";
import {
  annualSaving,
  annualSavingPercent,
  claimedAnnualSavingPercent,
  fillFigures,
  formatUsd,
  planFigures,
  pricingJsonLd,
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

describe("pricingJsonLd", () => {
  const data = pricingJsonLd(
    "Brand",
    plans,
    (plan, period) => `https://x.test/${plan}/${period}`,
    "https://x.test/og.png",
  );
  const offers = data["offers"] as {
    name: string;
    price: number;
    priceCurrency: string;
    url: string;
    priceSpecification: { price: number; unitText: string };
  }[];

  it("offers every priced plan monthly and annually in USD, from the plan data", () => {
    const priced = plans.filter((plan) => plan.price !== undefined);
    expect(offers).toHaveLength(priced.length * 2);
    for (const plan of priced) {
      const monthly = offers.find((offer) => offer.url.endsWith(`${plan.id}/monthly`))!;
      const annual = offers.find((offer) => offer.url.endsWith(`${plan.id}/annual`))!;
      expect(monthly.price).toBe(plan.price!.monthly);
      expect(monthly.priceSpecification).toMatchObject({ price: plan.price!.monthly, unitText: "MONTH" });
      expect(annual.price).toBe(plan.price!.annual * 12);
      expect(annual.priceSpecification).toMatchObject({ price: plan.price!.annual * 12, unitText: "YEAR" });
      expect(monthly.priceCurrency).toBe("USD");
    }
  });

  it("names the product's image", () => {
    expect(data["image"]).toBe("https://x.test/og.png");
  });

  it("leaves custom-priced plans and any rating out", () => {
    for (const plan of plans.filter((each) => each.price === undefined))
      expect(offers.filter((offer) => offer.url.includes(`/${plan.id}/`))).toEqual([]);
    expect(Object.keys(data)).not.toContain("aggregateRating");
    expect(Object.keys(data)).not.toContain("review");
  });
});

describe("figures quoted in content", () => {
  const fixture = [
    { id: "solo", name: "Solo", price: { monthly: 109, annual: 85 } },
    { id: "team", name: "Team", price: { monthly: 1200, annual: 1000 } },
    { id: "custom", name: "Custom", price: undefined },
  ];

  it("fills each plan's prices, its name and the claimed saving from the plans", () => {
    expect(
      fillFigures("{solo.name} from {solo.monthly}, {team.annual} a month yearly; save {percent}%", fixture),
    ).toBe(`Solo from $109, $1,000 a month yearly; save ${claimedAnnualSavingPercent(fixture)}%`);
    expect(claimedAnnualSavingPercent(fixture)).toBe(16);
    expect(fillFigures("no placeholder here", fixture)).toBe("no placeholder here");
  });

  it("gives no price for a custom-priced plan, and says which placeholders exist", () => {
    expect(planFigures(fixture)).not.toHaveProperty("custom.monthly");
    expect(() => fillFigures("{custom.monthly}", fixture, "pricing.yaml meta.description")).toThrow(
      /^pricing\.yaml meta\.description: "\{custom\.monthly\}" is not a figure the site can fill in\. Use one of: .*\{solo\.monthly\}/,
    );
    expect(() => fillFigures("{starter.monthly}", fixture)).toThrow(/not a figure/);
  });
});
