import type { ClosingCtaContent, Cta, PageMetaContent } from "./types";

export const homeMeta = {
  title: "Find Verified B2B Contacts Faster with AI",
  description:
    "AI-powered B2B contact discovery: verified emails and direct dials, lead scoring and CRM sync. Start free with 100 contact credits, no credit card required.",
} as const satisfies PageMetaContent;

export const homeHero = {
  badge: "AI-Powered Lead Intelligence",
  title: "Find Verified B2B Contacts—Faster, Smarter, with AI",
  lead: "Search a global database of verified decision-makers, verify every email before you send, and score each lead so your reps call the right people first.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
  note: "No credit card required • 100 free contact credits",
} as const satisfies {
  badge: string;
  title: string;
  lead: string;
  ctas: readonly Cta[];
  note: string;
};

export const homeClosingCta = {
  title: "Your next 100 verified contacts are free",
  lead: "Start a 14-day trial with 100 contact credits. No credit card, setup in minutes.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
} as const satisfies ClosingCtaContent;
