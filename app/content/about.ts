import type { ClosingCtaContent, PageHeroContent, PageMetaContent } from "./types";

export const aboutMeta = {
  title: "About Us",
  description:
    "Our mission is to give every sales team accurate, verified contact data. 200M+ verified contacts, 10,000+ customers in 50+ countries.",
} as const satisfies PageMetaContent;

export const aboutHero = {
  eyebrow: "Our mission",
  title: "Accurate contact data for every sales team",
  lead: "We started this company because great sales teams were losing hours to bounced emails and dead numbers. Today we verify the data so they can spend that time selling.",
  ctas: [],
} as const satisfies PageHeroContent;

export const aboutClosingCta = {
  title: "Build your pipeline with us",
  lead: "Try it free, or help us build it.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Join Our Team", destination: "careers" },
  ],
} as const satisfies ClosingCtaContent;
