import { resources, solutions } from "./navigation";
import type { NavLink } from "./types";

// Apart from the header's navigation: the footer loads its code lazily (an island), and its
// links should travel with it rather than with every page's first load.
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
