import type { PageHeroContent, PageMetaContent } from "./types";

export const faqMeta = {
  title: "FAQ",
  description:
    "Answers about how we source and verifies data, how credits work, CRM integrations, and security and compliance (SOC 2 Type II, GDPR).",
} as const satisfies PageMetaContent;

export const faqHero = {
  eyebrow: "FAQ",
  title: "Frequently asked questions",
  lead: "How we source and verify data, how credits work, how we connect to your CRM, and how we keep data safe.",
  ctas: [],
} as const satisfies PageHeroContent;
