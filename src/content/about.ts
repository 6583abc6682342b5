import type { ClosingCtaContent, Cta, PageHeroContent, PageMetaContent, Stat } from "./types";

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

/** Spec section 9, Pricing/About marketing claims. */
export const aboutStats = [
  { value: "200M+", label: "Verified contacts" },
  { value: "10,000+", label: "Customers" },
  { value: "50+", label: "Countries served" },
  { value: "99.9%", label: "Uptime SLA" },
] as const satisfies readonly Stat[];

export const aboutMission = {
  eyebrow: "Why we exist",
  title: "Sales should start with a conversation, not a bounce",
  lead: "Bad data quietly taxes every pipeline. We remove that tax in three ways.",
  points: [
    {
      title: "Verified before it reaches you",
      description: "Every email and phone is checked at the moment you reveal it, with 95%+ accuracy.",
    },
    {
      title: "Built with sales teams, for sales teams",
      description:
        "Setup takes 5–10 minutes, and contacts flow straight into the CRM your team already uses.",
    },
    {
      title: "Secure by default",
      description: "SOC 2 Type II audited, with AES-256 encryption for data at rest.",
    },
  ],
  vision: {
    label: "Vision 2030",
    title: "The trusted data layer for every revenue team",
    description:
      "By 2030 we want every B2B conversation to start from a contact that is current, consented and correct, wherever in the world the buyer sits.",
  },
} as const satisfies {
  eyebrow: string;
  title: string;
  lead: string;
  points: readonly { title: string; description: string }[];
  vision: { label: string; title: string; description: string };
};

export type ValueIcon = "innovation" | "customer" | "integrity" | "global";

/** Spec section 3: icon, title, description. */
export interface CoreValue {
  icon: ValueIcon;
  title: string;
  description: string;
}

export const aboutValuesSection = {
  eyebrow: "What we value",
  title: "Four principles behind every release",
} as const;

export const aboutValues = [
  {
    icon: "innovation",
    title: "Innovation First",
    description: "We ship small, measure honestly and keep what makes sellers faster.",
  },
  {
    icon: "customer",
    title: "Customer Success",
    description: "Our roadmap is written with the teams who use the product every day.",
  },
  {
    icon: "integrity",
    title: "Data Integrity",
    description: "A contact we cannot verify is a contact we do not sell.",
  },
  {
    icon: "global",
    title: "Global Impact",
    description: "Customers in 50+ countries deserve the same accuracy as our first.",
  },
] as const satisfies readonly CoreValue[];

/** Spec section 3: year, title, description. */
export interface Milestone {
  year: number;
  title: string;
  description: string;
}

export const aboutTimelineSection = {
  eyebrow: "Our journey",
  title: "From a verification script to a global platform",
} as const;

export const milestones = [
  {
    year: 2019,
    title: "Founded",
    description: "Two former SDRs build an email verifier to stop their own bounces.",
  },
  {
    year: 2020,
    title: "First contact database",
    description: "Verified contact search launches for North American B2B teams.",
  },
  {
    year: 2021,
    title: "CRM integrations",
    description: "Two-way sync with Salesforce and HubSpot; setup drops to minutes.",
  },
  {
    year: 2022,
    title: "SOC 2 Type II",
    description: "Independent audit completed; AES-256 encryption across the platform.",
  },
  {
    year: 2023,
    title: "AI lead scoring",
    description: "Fit and intent scoring ships; customers now span 50+ countries.",
  },
  {
    year: 2024,
    title: "200M+ verified contacts",
    description: "The database passes 200M verified contacts and 10,000 customers.",
  },
] as const satisfies readonly Milestone[];

export const aboutPartnerships = {
  eyebrow: "Partnerships",
  title: "Grow with us",
  lead: "Agencies, consultancies and software vendors build on our data and integrations. Join the partner programme or tell us what you have in mind.",
  ctas: [
    { label: "Explore Partner Program", destination: "partners" },
    { label: "Discuss a Partnership", destination: "partnerships" },
  ],
} as const satisfies { eyebrow: string; title: string; lead: string; ctas: readonly Cta[] };

export const aboutClosingCta = {
  title: "Build your pipeline with us",
  lead: "Try it free, or help us build it.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Join Our Team", destination: "careers" },
  ],
} as const satisfies ClosingCtaContent;
