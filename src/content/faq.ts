import type { HelpCard } from "./contact";
import type { PagePath } from "~/config/pages";
import type { Cta, PageHeroContent, PageMetaContent } from "./types";

export const faqMeta = {
  title: "FAQ",
  description:
    "Answers about how we source and verify data, how credits work, CRM integrations, and security and compliance (SOC 2 Type II, GDPR).",
} as const satisfies PageMetaContent;

export const faqHero = {
  eyebrow: "FAQ",
  title: "Frequently asked questions",
  lead: "How we source and verify data, how credits work, how we connect to your CRM, and how we keep data safe.",
  ctas: [],
} as const satisfies PageHeroContent;

export interface FaqItem {
  /** Stable kebab-case id: the deep link /faq#id and the element ids derive from it. */
  id: string;
  question: string;
  answer: string;
}

/** FAQ category (spec section 3): a title and its questions. */
export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

// Figures follow spec section 9 (trial and credit rules, marketing claims).
export const faqCategories = [
  {
    id: "data",
    title: "Data Sourcing & Verification",
    items: [
      {
        id: "where-does-the-data-come-from",
        question: "Where does your contact data come from?",
        answer:
          "Our AI aggregates public professional sources, company websites and licensed data partners, then merges them into a single profile per person. The database holds more than 200M verified contacts across 200+ countries.",
      },
      {
        id: "how-are-emails-verified",
        question: "How do you verify email addresses?",
        answer:
          "Every email is checked for syntax, domain and mail-server response before we show it, and re-checked on a rolling schedule. Addresses that stop accepting mail are flagged so you never send to a dead inbox.",
      },
      {
        id: "how-accurate-is-the-data",
        question: "How accurate is the data?",
        answer:
          "Verified emails are 95%+ accurate. Each contact shows its verification status and when it was last checked, so you can decide what to send to.",
      },
    ],
  },
  {
    id: "credits",
    title: "Credit Usage",
    items: [
      {
        id: "how-do-credits-work",
        question: "How do credits work?",
        answer:
          "One credit reveals one contact email or phone number. Searching and browsing profiles is free, so you only spend credits on the people you want to reach.",
      },
      {
        id: "do-unused-credits-roll-over",
        question: "Do unused credits roll over?",
        answer:
          "No. Credits reset at the start of each monthly billing cycle and unused credits do not carry over. If you need more, you can change plans; the change takes effect at the next billing cycle.",
      },
      {
        id: "is-there-a-free-trial",
        question: "Is there a free trial?",
        answer:
          "Yes. Every plan starts with a 14-day free trial that includes 100 free contact credits. No credit card is required to start.",
      },
    ],
  },
  {
    id: "integrations",
    title: "Platform Integration",
    items: [
      {
        id: "which-crms-do-you-integrate-with",
        question: "Which CRMs do you integrate with?",
        answer:
          "We connect to 50+ CRMs and sales tools, including Salesforce, HubSpot and Pipedrive. Contacts sync with their verification status and lead score.",
      },
      {
        id: "how-long-does-setup-take",
        question: "How long does setup take?",
        answer:
          "Most teams are up and running in 5-10 minutes: connect your CRM, invite your team and run your first search. No engineering work is needed.",
      },
      {
        id: "can-i-export-my-data",
        question: "Can I export contacts outside a CRM?",
        answer:
          "Yes. Export any list as CSV, Excel or JSON, or pull contacts into your own systems through our enrichment API.",
      },
    ],
  },
  {
    id: "security",
    title: "Security & Compliance",
    items: [
      {
        id: "are-you-soc-2-compliant",
        question: "Are you SOC 2 compliant?",
        answer:
          "Yes. We hold a SOC 2 Type II report, covering how we protect, process and monitor data over time. Enterprise customers can request it under NDA.",
      },
      {
        id: "how-is-my-data-encrypted",
        question: "How is my data encrypted?",
        answer:
          "Data is encrypted at rest with AES-256 and in transit with TLS. Access is limited to the people in your workspace you invite.",
      },
      {
        id: "are-you-gdpr-compliant",
        question: "Are you GDPR compliant?",
        answer:
          "Yes. We process data under GDPR, honour opt-out and deletion requests, and sign a data processing agreement with customers who need one.",
      },
    ],
  },
] as const satisfies readonly FaqCategory[];

export const faqAccordionIntro = {
  title: "Answers by topic",
  lead: "Open a question to read its answer. Each one has its own link you can share.",
} as const;

export const faqHelp = {
  title: "Need More Help?",
  lead: "Go deeper in the docs or talk to someone now.",
  cards: [
    {
      title: "User Documentation",
      description: "Step-by-step guides for search, lists, exports and integrations.",
      cta: { label: "Read the Guide", destination: "userGuide" },
    },
    {
      title: "API Reference",
      description: "Endpoints, authentication and examples for the enrichment API.",
      cta: { label: "View API Docs", destination: "apiReference" },
    },
    {
      title: "Live Support",
      description: "Chat with our team 24/7 and get an answer in minutes.",
      cta: { label: "Start Chat", destination: "liveChat" },
    },
  ],
} as const satisfies { title: string; lead: string; cards: readonly HelpCard[] };

export const faqStillQuestions = {
  title: "Still Have Questions?",
  lead: "Send us a message and we will reply within 24 hours, or see the product live in a 30-minute demo.",
  contactLabel: "Contact Us",
  contactPath: "/contact",
  demo: { label: "Book Demo", destination: "bookDemo" },
} as const satisfies { title: string; lead: string; contactLabel: string; contactPath: PagePath; demo: Cta };
