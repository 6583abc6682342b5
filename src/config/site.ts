import { buildTimeEnv, type BuildTimeEnv } from "./env.ts";

// In the bundles, astro.config.ts has already validated both values and inlines them here, so
// the browser gets two strings and none of the validation code. Build scripts import this file
// directly and validate the environment themselves.
declare const BUILD_SITE_ENV: BuildTimeEnv | undefined;
const env = typeof BUILD_SITE_ENV === "undefined" ? buildTimeEnv(process.env) : BUILD_SITE_ENV;

/**
 * Every business and deployment fact, stated once. Components and content read these;
 * nothing else spells out the host, phone, e-mail or address.
 */
export const site = {
  name: "Leadscope",
  tagline: "AI-powered B2B contact discovery",
  origin: env.SITE_ORIGIN,
  externalHost: env.SITE_EXTERNAL_HOST,
  email: "hello@leadscope.example",
  phone: {
    display: "+1 (775) 555-0142",
    /** E.164, for tel: links. 555-01xx numbers are reserved for fiction. */
    dial: "+17755550142",
  },
  address: {
    street: "100 West Liberty Street, Suite 1100",
    city: "Reno",
    region: "Nevada",
    regionCode: "NV",
    postalCode: "89501",
    country: "US",
  },
  hours: "Mon–Fri, 9:00–18:00 PST",
  /** Browser chrome colour per theme: each theme's --background in styles/app.css (a test holds it). */
  themeColor: { light: "#ffffff", dark: "#0b1120" },
  /**
   * A profile without a URL is not rendered. `placeholder: true` marks a handle on a real network
   * that is not known to be ours (anyone could register it): the footer still shows it as the
   * design asks, but the JSON-LD `sameAs` never claims it. Remove the flag with the real handle.
   */
  social: [
    {
      network: "linkedin",
      label: "LinkedIn",
      url: "https://www.linkedin.com/company/leadscope-example",
      placeholder: true,
    },
    { network: "x", label: "X (Twitter)", url: "https://x.com/leadscope_example", placeholder: true },
    { network: "youtube", label: "YouTube", url: "" },
  ],
  /**
   * Counting and attribution (docs/decisions/015). `placementParam` is the query parameter every
   * call to action carries to the external host, naming where it stood (`home.hero.freeTrial`);
   * `campaignParams` are the only landing parameters carried on; `eventsPath` is the same-origin
   * path the browser posts events to, forwarded to ANALYTICS_COLLECTOR when counting is on.
   */
  analytics: {
    placementParam: "cta",
    campaignParams: ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"],
    eventsPath: "/api/event",
  },
  /**
   * The query parameter that tells the external host the page's language (`lang=de`), on every
   * call to action and the contact form's hand-off from a page in another language than English.
   */
  languageParam: "lang",
  /** Paths on the external host, one per destination the site links to (spec, section 7). */
  destinations: {
    freeTrial: "/free-trial",
    bookDemo: "/book-demo",
    enterprisePricing: "/pricing/enterprise-custom",
    plansOverview: "/pricing/plans",
    about: "/about",
    partners: "/partners",
    careers: "/careers",
    supportRequest: "/support/request",
    liveChat: "/support/live-chat",
    salesInquiry: "/sales-inquiry",
    partnerships: "/partnerships",
    userGuide: "/docs/user-guide",
    apiReference: "/docs/api-reference",
    contact: "/contact",
    caseStudies: "/case-studies",
    whitepapers: "/whitepapers",
    aiAggregator: "/solutions/ai-aggregator",
    leadGeneration: "/solutions/lead-generation",
    voiceAiAgent: "/solutions/voice-ai-agent",
    psaSuite: "/solutions/psa-suite",
    securityPrivacy: "/security-privacy",
    legal: "/legal",
    partnerNetwork: "/partner-network",
    interactiveDemo: "/interactive-demo",
    integrations: "/integrations",
  },
} as const;

export type ExternalDestination = keyof typeof site.destinations;
