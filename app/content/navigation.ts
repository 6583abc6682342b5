import type { NavLink } from "./types";

type ExternalNav = Extract<NavLink, { kind: "external" }>;

export interface NavMenu {
  id: "solutions" | "resources";
  label: string;
  links: readonly ExternalNav[];
}

const solutions = [
  { kind: "external", label: "AI Aggregator", destination: "aiAggregator" },
  { kind: "external", label: "Lead Generation", destination: "leadGeneration" },
  { kind: "external", label: "Voice AI Agent", destination: "voiceAiAgent" },
  { kind: "external", label: "PSA Suite", destination: "psaSuite" },
] as const satisfies readonly ExternalNav[];

const resources = [
  { kind: "external", label: "Case Studies", destination: "caseStudies" },
  { kind: "external", label: "Whitepapers", destination: "whitepapers" },
  { kind: "external", label: "API Reference", destination: "apiReference" },
  { kind: "external", label: "User Guide", destination: "userGuide" },
] as const satisfies readonly ExternalNav[];

export const headerNav = {
  links: [
    { kind: "internal", label: "Home", to: "/" },
    { kind: "internal", label: "Features", to: "/features" },
    { kind: "internal", label: "Pricing", to: "/pricing" },
    { kind: "internal", label: "Contact", to: "/contact" },
  ],
  menus: [
    { id: "solutions", label: "Solutions", links: solutions },
    { id: "resources", label: "Resources", links: resources },
  ],
  ctas: [
    { label: "Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
} as const satisfies {
  links: readonly NavLink[];
  menus: readonly NavMenu[];
  ctas: readonly { label: string; destination: ExternalNav["destination"] }[];
};

export const footerNav = {
  blurb:
    "AI-powered contact discovery that finds and verifies the B2B buyers your team should talk to next, scores them, and sends them straight to your CRM.",
  columns: [
    { title: "Solutions", links: solutions },
    {
      title: "Resources",
      links: [
        ...resources,
        { kind: "internal", label: "FAQ", to: "/faq" },
        { kind: "external", label: "Security & Privacy", destination: "securityPrivacy" },
      ],
    },
    {
      title: "Company",
      links: [
        { kind: "internal", label: "About Us", to: "/about" },
        { kind: "external", label: "Careers", destination: "careers" },
        { kind: "external", label: "Partners", destination: "partners" },
        { kind: "internal", label: "Contact", to: "/contact" },
      ],
    },
  ],
  /** Both legal links go to the same external page, as in the original site. */
  legal: [
    { kind: "external", label: "Privacy Policy", destination: "legal" },
    { kind: "external", label: "Terms of Service", destination: "legal" },
  ],
  partnerNetwork: { kind: "external", label: "Partner Network", destination: "partnerNetwork" },
} as const satisfies {
  blurb: string;
  columns: readonly { title: string; links: readonly NavLink[] }[];
  legal: readonly NavLink[];
  partnerNetwork: NavLink;
};
