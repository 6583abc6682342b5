import type { ExternalDestination } from "~/config/site";
import { site } from "~/config/site";
import type { ClosingCtaContent, Cta, PageHeroContent, PageMetaContent } from "./types";

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

/** Where a contact option leads: the config's mailbox or phone, or a page on the external host. */
export type ContactChannel =
  { kind: "email" } | { kind: "phone" } | { kind: "external"; destination: ExternalDestination };

/** Contact option (spec section 3): title, description, contact, cta and where it leads. */
export interface ContactOption {
  id: "email" | "phone" | "chat" | "demo";
  title: string;
  description: string;
  contact: string;
  cta: string;
  channel: ContactChannel;
}

export const contactOptionsIntro = {
  title: "Pick the fastest way to reach us",
  lead: "Every channel is staffed by people who know the product, not a script.",
} as const;

export const contactOptions = [
  {
    id: "email",
    title: "Email Support",
    description: "Questions about your account, data or billing. We answer within 24 hours.",
    // The address itself is a config fact; content only points at it.
    contact: site.email,
    cta: "Send Email",
    channel: { kind: "email" },
  },
  {
    id: "phone",
    title: "Phone Support",
    description: "Talk to a specialist during office hours.",
    contact: site.phone.display,
    cta: "Call Us",
    channel: { kind: "phone" },
  },
  {
    id: "chat",
    title: "Live Chat",
    description: "Quick answers from our team while you work in the product.",
    contact: "Available 24/7",
    cta: "Start Chat",
    channel: { kind: "external", destination: "liveChat" },
  },
  {
    id: "demo",
    title: "Schedule Demo",
    description: "A guided tour on your own prospect lists, with time for your questions.",
    contact: "30-minute sessions",
    cta: "Book Demo",
    channel: { kind: "external", destination: "bookDemo" },
  },
] as const satisfies readonly ContactOption[];

/** The query fields the external contact page reads (spec sections 3 and 7). */
export type ContactFieldName = "firstName" | "lastName" | "email" | "company" | "message";

export interface ContactField {
  name: ContactFieldName;
  label: string;
  type: "text" | "email" | "textarea";
  /** HTML autofill token so browsers and password managers fill the right value. */
  autoComplete: "given-name" | "family-name" | "email" | "organization" | "off";
  placeholder?: string;
}

export const contactForm = {
  title: "Send Us a Message",
  lead: "Tell us what you are working on and we will reply within 24 hours.",
  fields: [
    { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
    { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
    { name: "email", label: "Work email", type: "email", autoComplete: "email" },
    { name: "company", label: "Company", type: "text", autoComplete: "organization" },
    {
      name: "message",
      label: "Message",
      type: "textarea",
      autoComplete: "off",
      placeholder: "Team size, the markets you sell into, the CRM you use…",
    },
  ],
  submit: "Send Message",
  newTabHint: "Your message opens on our contact page in a new tab, where you can review and send it.",
  notice: "Your message continues in the new tab. Review it there and send it to our team.",
  dismiss: "Dismiss",
} as const satisfies {
  title: string;
  lead: string;
  fields: readonly ContactField[];
  submit: string;
  newTabHint: string;
  notice: string;
  dismiss: string;
};

export const contactOffice = {
  title: "Visit our office",
  lead: "Our team works from Reno and remotely across North America.",
  labels: { address: "Address", phone: "Phone", email: "Email", hours: "Office hours" },
  directions: "Get directions",
} as const;

export interface HelpCard {
  title: string;
  description: string;
  cta: Cta;
}

export const contactHelp = {
  title: "Looking for something specific?",
  lead: "Go straight to the team that owns it.",
  cards: [
    {
      title: "Sales Inquiry",
      description: "Pricing for larger teams, custom data models and enterprise terms.",
      cta: { label: "Contact Sales", destination: "salesInquiry" },
    },
    {
      title: "Technical Support",
      description: "Problems with an integration, an export or the API? Open a ticket.",
      cta: { label: "Get Support", destination: "supportRequest" },
    },
    {
      title: "Partnership",
      description: "Agencies, resellers and technology partners: let’s build together.",
      cta: { label: "Become a Partner", destination: "partnerships" },
    },
  ],
} as const satisfies { title: string; lead: string; cards: readonly HelpCard[] };

export const contactClosingCta = {
  title: "Prefer to see it first?",
  lead: "Start a free trial and find your first verified contacts in minutes.",
  ctas: [
    { label: "Start Free Trial", destination: "freeTrial" },
    { label: "Book Demo", destination: "bookDemo" },
  ],
} as const satisfies ClosingCtaContent;
