import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { claimedAnnualSavingPercent } from "~/lib/pricing";
import { readContent, readPlans } from "./read";

const { billingSwitch, footnote: plansFootnote, faq: pricingFaq, testimonials } = readContent("pricing");
const pricingTestimonials = testimonials.items;
const plans = readPlans();

const featureText = (id: string) =>
  plans
    .find((plan) => plan.id === id)
    ?.features.join("|")
    .toLowerCase() ?? "";

describe("pricing content", () => {
  it("has three plans with unique ids, in order", () => {
    const ids = plans.map((plan) => plan.id);
    expect(ids).toEqual(["starter", "professional", "enterprise"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("marks exactly one plan as popular: Professional", () => {
    expect(plans.filter((plan) => "popular" in plan && plan.popular).map((plan) => plan.id)).toEqual([
      "professional",
    ]);
  });

  it("states the spec's prices and credits", () => {
    const byId = Object.fromEntries(plans.map((plan) => [plan.id, plan]));
    expect(byId.starter?.price).toEqual({ monthly: 99, annual: 79 });
    expect(byId.professional?.price).toEqual({ monthly: 249, annual: 199 });
    expect(byId.enterprise?.price).toBeUndefined();
    expect(byId.starter?.credits).toMatch(/^1,000 .*month/);
    expect(byId.professional?.credits).toMatch(/^5,000 .*month/);
    expect(byId.enterprise?.credits).toMatch(/^Unlimited/);
  });

  it("lists the features of spec section 9 for each plan", () => {
    for (const expected of [
      "email verification",
      "basic lead scoring",
      "one crm",
      "email support",
      "csv export",
    ])
      expect(featureText("starter")).toContain(expected);
    for (const expected of [
      "advanced verification",
      "ai lead scoring",
      "unlimited crm",
      "workflow automation",
      "priority support",
      "analytics",
      "api access",
      "team",
    ])
      expect(featureText("professional")).toContain(expected);
    for (const expected of [
      "custom data models",
      "dedicated account manager",
      "security and compliance",
      "custom integrations",
      "white-label",
      "sla",
      "on-premise",
      "24/7 phone",
    ])
      expect(featureText("enterprise")).toContain(expected);
  });

  it("sends plans to real destinations: trials for priced plans, custom pricing for Enterprise", () => {
    for (const plan of plans) expect(Object.keys(site.destinations)).toContain(plan.cta.destination);
    expect(plans.map((plan) => plan.cta.destination)).toEqual([
      "freeTrial",
      "freeTrial",
      "enterprisePricing",
    ]);
  });

  it("keeps the spec's wording for the badge and the trial note", () => {
    expect(billingSwitch.saveBadge).toBe("Save {percent}%");
    expect(claimedAnnualSavingPercent(plans)).toBe(20);
    expect(plansFootnote.trial).toBe("All plans include a 14-day free trial with 100 free contact credits");
    expect(plansFootnote.compare).toEqual({ label: "Compare All Features", destination: "plansOverview" });
  });

  it("answers four plan questions, none empty", () => {
    expect(pricingFaq.items).toHaveLength(4);
    for (const item of pricingFaq.items) expect(item.answer.length).toBeGreaterThan(20);
    const text = pricingFaq.items.map((item) => item.answer).join(" ");
    expect(text).toMatch(/do not roll over/);
    expect(text).toMatch(/next billing cycle/);
    expect(text).toMatch(/no setup fee/i);
    expect(text).toMatch(/PayPal/);
    expect(text).toMatch(/ACH/);
  });

  it("has two testimonials without ratings", () => {
    expect(pricingTestimonials).toHaveLength(2);
    for (const item of pricingTestimonials) expect(item).not.toHaveProperty("rating");
  });
});
