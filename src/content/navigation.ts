import type { NavLink } from "./types";

type ExternalNav = Extract<NavLink, { kind: "external" }>;

export interface NavMenu {
  id: "solutions" | "resources";
  label: string;
  links: readonly ExternalNav[];
}

export const solutions = [
  { kind: "external", label: "AI Aggregator", destination: "aiAggregator" },
  { kind: "external", label: "Lead Generation", destination: "leadGeneration" },
  { kind: "external", label: "Voice AI Agent", destination: "voiceAiAgent" },
  { kind: "external", label: "PSA Suite", destination: "psaSuite" },
] as const satisfies readonly ExternalNav[];

export const resources = [
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
