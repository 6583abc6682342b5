import type { ClosingCtaContent, Cta, PageMetaContent, Stat, Testimonial } from "./types";

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

/** Text of the static app screen in the hero; it is an illustration, so it is read as one image. */
export const homeDashboard = {
  label:
    "Illustration of the app: a contact search for sales leaders that found 1,247 contacts, with a 96.8% verification rate and a 31.2% response rate, and a list of verified contacts.",
  title: "Contact search",
  live: "Live",
  query: "VP Sales · SaaS · United States",
  searchButton: "Search Contacts",
  metrics: [
    { label: "Contacts Found", value: "1,247", trend: "+128 today" },
    { label: "Verification Rate", value: "96.8%", trend: "+1.2 pts" },
    { label: "Response Rate", value: "31.2%", trend: "+4.6 pts" },
  ],
  columns: { name: "Contact", company: "Company", status: "Email" },
  contacts: [
    { initials: "MC", name: "Maya Chen", title: "VP of Sales", company: "Northwind", status: "verified" },
    {
      initials: "DO",
      name: "Daniel Ortiz",
      title: "Head of Growth",
      company: "Brightline",
      status: "verified",
    },
    { initials: "PR", name: "Priya Raman", title: "SDR Manager", company: "Cobalt Labs", status: "verified" },
    { initials: "TB", name: "Tom Becker", title: "RevOps Lead", company: "Fjordline", status: "catch-all" },
  ],
  statusLabels: { verified: "Verified", "catch-all": "Catch-all" },
} as const satisfies {
  label: string;
  title: string;
  live: string;
  query: string;
  searchButton: string;
  metrics: readonly { label: string; value: string; trend: string }[];
  columns: Record<"name" | "company" | "status", string>;
  contacts: readonly {
    initials: string;
    name: string;
    title: string;
    company: string;
    status: "verified" | "catch-all";
  }[];
  statusLabels: Record<"verified" | "catch-all", string>;
};

export interface HomeSectionHeader {
  eyebrow: string;
  title: string;
  lead?: string;
}

export const homeStats = {
  header: { eyebrow: "By the numbers", title: "Data your reps can act on today" },
  items: [
    { value: "2M+", label: "Verified Contacts" },
    { value: "95%", label: "Email Accuracy" },
    { value: "35%", label: "Avg. Conversion Increase" },
    { value: "50+", label: "CRM Integrations" },
  ],
} as const satisfies { header: HomeSectionHeader; items: readonly Stat[] };

/** Keys of the icons value-props.tsx imports one by one, so content stays free of components. */
export type ValuePropIcon = "prospecting" | "verification" | "integrations";

export interface ValueProp {
  icon: ValuePropIcon;
  title: string;
  description: string;
  /** The proof point under the description: one figure, or a list of named tools. */
  detail: { kind: "figure"; value: string; label: string } | { kind: "list"; items: readonly string[] };
}

export const homeValueProps = {
  header: {
    eyebrow: "Why teams switch",
    title: "Less research, fewer bounces, more conversations",
    lead: "Three things decide whether outbound works: the right people, a real inbox, and data that lands where your reps already work.",
  },
  items: [
    {
      icon: "prospecting",
      title: "AI-Powered Prospecting",
      description:
        "Describe your ideal buyer and the model ranks matching decision-makers by fit, so reps start with the likeliest deals.",
      detail: { kind: "figure", value: "95%", label: "match accuracy" },
    },
    {
      icon: "verification",
      title: "Verified Email Accuracy",
      description:
        "Every address is checked in real time before it reaches a sequence, so bounces stay low and your sender reputation stays clean.",
      detail: { kind: "list", items: ["Syntax", "Domain", "Mailbox"] },
    },
    {
      icon: "integrations",
      title: "Seamless CRM Integrations",
      description:
        "Push verified contacts straight into your CRM with fields mapped and duplicates skipped, in one click.",
      detail: { kind: "list", items: ["Salesforce", "HubSpot", "Pipedrive", "50+ more"] },
    },
  ],
} as const satisfies { header: HomeSectionHeader; items: readonly ValueProp[] };

export const homeTestimonials = {
  header: {
    eyebrow: "Customer stories",
    title: "Sales teams that stopped guessing",
  },
  // Sample content: the spec shows placeholders for the names and quotes (section 2, Home).
  items: [
    {
      quote:
        "Our bounce rate dropped from 18% to under 3% in the first month. My SDRs spend their mornings talking to buyers instead of cleaning lists.",
      name: "Rachel Moreno",
      role: "VP of Sales",
      company: "Brightpath Software",
      rating: 5,
    },
    {
      quote:
        "We connected Salesforce in ten minutes. Every contact arrives verified and scored, so the team knows who to call first.",
      name: "James Whitfield",
      role: "Head of Revenue Operations",
      company: "Northgate Analytics",
      rating: 5,
    },
    {
      quote:
        "Pipeline from outbound grew by a third in one quarter. The lead scores are the first ones my reps actually trust.",
      name: "Anika Shah",
      role: "SDR Manager",
      company: "Lumen Logistics",
      rating: 5,
    },
  ],
} as const satisfies { header: HomeSectionHeader; items: readonly Testimonial[] };

export type SecurityIcon = "soc2" | "gdpr" | "uptime" | "iso";

export const homeSecurity = {
  title: "Security and compliance built in",
  lead: "Your prospect data is handled to the standards your legal and IT teams ask for.",
  items: [
    { icon: "soc2", label: "SOC 2 Compliant" },
    { icon: "gdpr", label: "GDPR Ready" },
    { icon: "uptime", label: "99.9% Uptime" },
    { icon: "iso", label: "ISO 27001" },
  ],
} as const satisfies {
  title: string;
  lead: string;
  items: readonly { icon: SecurityIcon; label: string }[];
};
