import type { ClosingCtaContent, Cta, PageHeroContent, PageMetaContent } from "./types";

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

/** Content names an icon by key; the component maps keys to icons so content stays free of JSX. */
export type FeatureIcon = "discovery" | "verification" | "scoring" | "crm" | "api" | "database";

/** Spec section 3: icon, title, description, list of benefits. */
export interface Feature {
  icon: FeatureIcon;
  title: string;
  description: string;
  benefits: readonly string[];
}

export const featuresIntro = {
  eyebrow: "Platform",
  title: "Six tools, one source of truth",
  lead: "Each part works on its own and better together: every contact you find is verified, scored and ready to sync.",
} as const;

export const features = [
  {
    icon: "discovery",
    title: "AI-Based Contact Discovery",
    description: "Describe your ideal buyer and get decision-makers that match, ranked by fit.",
    benefits: [
      "Search by role, seniority, industry and tech stack",
      "Lookalikes from your best accounts",
      "Fresh job-change signals",
    ],
  },
  {
    icon: "verification",
    title: "Email Verification",
    description: "Every address is checked in real time before it reaches your sequence.",
    benefits: [
      "95%+ deliverability accuracy",
      "Catch-all and role-address detection",
      "Protects your sender reputation",
    ],
  },
  {
    icon: "scoring",
    title: "Lead Scoring",
    description: "Prioritise the accounts most likely to buy, with the reasons shown.",
    benefits: [
      "Fit and intent scores per contact",
      "Scoring models tuned to your wins",
      "Explainable factors, not a black box",
    ],
  },
  {
    icon: "crm",
    title: "CRM Integration",
    description: "Push verified contacts to your CRM with de-duplication and field mapping.",
    benefits: ["Two-way sync with 50+ CRMs", "No duplicate records", "Setup in 5–10 minutes"],
  },
  {
    icon: "api",
    title: "Enrichment APIs",
    description: "Enrich records in your own product or warehouse through a REST API.",
    benefits: [
      "Person and company enrichment",
      "Bulk and real-time endpoints",
      "Export as CSV, Excel or JSON",
    ],
  },
  {
    icon: "database",
    title: "Global Database",
    description: "200M+ contacts in 200+ countries, searchable from one place.",
    benefits: ["200M+ B2B contacts", "Coverage in 200+ countries", "Filter by country, region and city"],
  },
] as const satisfies readonly Feature[];

export const featuresDemo = {
  eyebrow: "Interactive demo",
  title: "See a search become a verified list in five minutes",
  lead: "Click through a real workspace with sample data. No sign-up, no sales call.",
  steps: [
    { title: "Describe your buyer", detail: "VP Sales, SaaS, 50–500 employees, North America" },
    { title: "Review verified contacts", detail: "Emails and phones checked in real time" },
    { title: "Sync to your CRM", detail: "Mapped fields, no duplicates" },
  ],
  cta: { label: "Launch Interactive Demo", destination: "interactiveDemo" },
} as const satisfies {
  eyebrow: string;
  title: string;
  lead: string;
  steps: readonly { title: string; detail: string }[];
  cta: Cta;
};

/** Spec section 3 gives an integration a logo; we draw a monogram instead of using brand marks. */
export interface Integration {
  name: string;
  monogram: string;
  category: string;
}

export const integrationsSection = {
  eyebrow: "Integrations",
  title: "Works with the tools you already use",
  lead: "Verified contacts land where your team works, with fields mapped and duplicates merged.",
  cta: { label: "View All Integrations", destination: "integrations" },
} as const satisfies { eyebrow: string; title: string; lead: string; cta: Cta };

export const integrations = [
  { name: "Salesforce", monogram: "Sf", category: "CRM" },
  { name: "HubSpot", monogram: "Hs", category: "CRM" },
  { name: "Pipedrive", monogram: "Pd", category: "CRM" },
  { name: "Zoho CRM", monogram: "Zc", category: "CRM" },
  { name: "Microsoft Dynamics", monogram: "Md", category: "CRM" },
  { name: "Marketo", monogram: "Mk", category: "Marketing automation" },
  { name: "Pardot", monogram: "Pa", category: "Marketing automation" },
  { name: "ActiveCampaign", monogram: "Ac", category: "Marketing automation" },
] as const satisfies readonly Integration[];

export const featuresClosingCta = {
  title: "See it on your own market",
  lead: "Run your first searches free for 14 days, with 100 contact credits and no credit card.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
} as const satisfies ClosingCtaContent;
