import type { ClosingCtaContent, PageHeroContent, PageMetaContent } from "./types";

export const contactMeta = {
  title: "Contact",
  description:
    "Talk to us: book a 30-minute demo, chat with us 24/7, or send a message and hear back within 24 hours.",
} as const satisfies PageMetaContent;

export const contactHero = {
  eyebrow: "Contact",
  title: "Let’s talk about your pipeline",
  lead: "Book a 30-minute demo, chat with our team around the clock, or send us a message. We reply within 24 hours.",
  ctas: [
    { label: "Book Demo", destination: "bookDemo" },
    { label: "Live Chat", destination: "liveChat" },
  ],
} as const satisfies PageHeroContent;

export const contactClosingCta = {
  title: "Prefer to see it first?",
  lead: "Start a free trial and find your first verified contacts in minutes.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
} as const satisfies ClosingCtaContent;
