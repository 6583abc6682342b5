import type { ExternalDestination } from "~/config/site";
import type { ClosingCtaContent, Cta, PageHeroContent, PageMetaContent } from "./types";

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

export type BillingPeriod = "monthly" | "annual";

export const billingPeriods = ["monthly", "annual"] as const satisfies readonly BillingPeriod[];

export interface Plan {
  id: "starter" | "professional" | "enterprise";
  name: string;
  description: string;
  /** USD per month for each billing period (spec section 9); null means "Custom". */
  price: Record<BillingPeriod, number> | null;
  credits: string;
  /** Shown above the feature list, e.g. "Everything in Starter, plus". */
  featuresLead?: string;
  features: readonly string[];
  popular?: boolean;
  cta: { label: string; destination: ExternalDestination };
}

/** Spec section 9: "Annual saving 20%". A test holds every plan's prices to this claim. */
export const annualDiscountPercent = 20;

export const billingSwitch = {
  legend: "Billing period",
  monthly: "Monthly",
  annual: "Annual",
  saveBadge: `Save ${annualDiscountPercent}%`,
  perMonth: "/month",
  custom: "Custom",
  billedMonthly: "Billed monthly",
  billedYearly: "billed yearly",
  youSave: "you save",
  customNote: "Volume pricing, billed to suit you",
} as const;

export const plans = [
  {
    id: "starter",
    name: "Starter",
    description: "For individual reps and small teams finding their first verified leads.",
    price: { monthly: 99, annual: 79 },
    credits: "1,000 contact credits a month",
    features: [
      "Email verification",
      "Basic lead scoring",
      "One CRM integration",
      "Email support",
      "CSV export",
    ],
    cta: { label: "Start Free Trial", destination: "freeTrial" },
  },
  {
    id: "professional",
    name: "Professional",
    description: "For growing sales teams that run outbound at scale.",
    price: { monthly: 249, annual: 199 },
    credits: "5,000 contact credits a month",
    featuresLead: "Everything in Starter, plus",
    features: [
      "Advanced verification",
      "AI lead scoring",
      "Unlimited CRM integrations",
      "Workflow automation",
      "Priority support",
      "Analytics",
      "API access",
      "Team collaboration tools",
    ],
    popular: true,
    cta: { label: "Start Free Trial", destination: "freeTrial" },
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "For large organisations with custom data, security and support needs.",
    price: null,
    credits: "Unlimited contact credits",
    featuresLead: "Everything in Professional, plus",
    features: [
      "Custom data models",
      "Dedicated account manager",
      "Advanced security and compliance",
      "Custom integrations",
      "White-label options",
      "Uptime SLA",
      "On-premise deployment",
      "24/7 phone support",
    ],
    cta: { label: "Contact Sales", destination: "enterprisePricing" },
  },
] as const satisfies readonly Plan[];

export const popularBadge = "Most Popular";

export const plansFootnote = {
  trial: "All plans include a 14-day free trial with 100 free contact credits",
  noCard: "No credit card required.",
  compare: { label: "Compare All Features", destination: "plansOverview" },
} as const satisfies { trial: string; noCard: string; compare: Cta };

export const pricingClosingCta = {
  title: "Start finding verified contacts today",
  lead: "14 days free, 100 contact credits, no credit card required.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
} as const satisfies ClosingCtaContent;
