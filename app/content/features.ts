import type { ClosingCtaContent, PageHeroContent, PageMetaContent } from "./types";

export const featuresMeta = {
  title: "Features",
  description:
    "AI contact discovery, real-time email verification, lead scoring, CRM integrations and enrichment APIs over 200M+ contacts in 200+ countries.",
} as const satisfies PageMetaContent;

export const featuresHero = {
  eyebrow: "Features",
  title: "Everything your team needs to reach the right buyer",
  lead: "Discover, verify, score and sync B2B contacts in one workflow, from the first search to the first reply.",
  ctas: [
    { label: "Interactive Demo", destination: "interactiveDemo" },
    { label: "Start Free Trial", destination: "freeTrial" },
  ],
} as const satisfies PageHeroContent;

export const featuresClosingCta = {
  title: "See it on your own market",
  lead: "Run your first searches free for 14 days, with 100 contact credits and no credit card.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
} as const satisfies ClosingCtaContent;
