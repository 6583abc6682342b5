import type { ClosingCtaContent, PageHeroContent, PageMetaContent } from "./types";

export const pricingMeta = {
  title: "Pricing",
  description:
    "Simple plans for every sales team: Starter from $99 a month, Professional from $249, Enterprise on request. Save 20% with annual billing. 14-day free trial.",
} as const satisfies PageMetaContent;

export const pricingHero = {
  eyebrow: "Pricing",
  title: "Simple pricing that grows with your pipeline",
  lead: "Pay for the contacts you reveal, not for seats you do not use. Every plan starts with a 14-day free trial.",
  ctas: [],
} as const satisfies PageHeroContent;

export const pricingClosingCta = {
  title: "Start finding verified contacts today",
  lead: "14 days free, 100 contact credits, no credit card required.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
} as const satisfies ClosingCtaContent;
