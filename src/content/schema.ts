import { z } from "astro/zod";
// Relative imports: build scripts and tests load this file outside Vite too.
import { pagePaths } from "../config/pages.ts";
import { site, type ExternalDestination } from "../config/site.ts";
import { figureNamePattern, figurePattern } from "../lib/pricing.ts";
import type { RoiTemplateName } from "../lib/roi/format.ts";
import type { PageTemplateName } from "../lib/pricing.ts";

/**
 * The shape of every file under content/, checked when the site builds (src/content.config.ts).
 * Every object is strict, so a misspelt or unknown key stops the build with the file and field
 * named. public/admin/config.yml describes the same fields for the editor; a test keeps the two
 * in step.
 *
 * Facts stay in src/config/site.ts: content names an external destination (`freeTrial`), never a URL,
 * and never spells out the phone, e-mail or address.
 */

const destinations = Object.keys(site.destinations) as [ExternalDestination, ...ExternalDestination[]];

const placeholderHelp =
  "Write {percent}, {trial.days}, {trial.credits}, or a plan's file name and .monthly, .annual or .name, e.g. {starter.monthly}.";

const wording = z.string().trim().min(1, "Write some text here; it cannot be empty.");

/** Words whose placeholders are each a figure the build fills, or one of `allowed`. */
const withPlaceholders = (allowed: readonly string[]) =>
  wording.superRefine((value, context) => {
    for (const [whole, name] of value.matchAll(figurePattern))
      if (!figureNamePattern.test(name ?? "") && !allowed.includes(name ?? ""))
        context.addIssue({
          code: "custom",
          message: `"${whole}" is not a figure the site can fill in. ${placeholderHelp}${
            allowed.length ? ` Here you may also write ${allowed.map((known) => `{${known}}`).join(", ")}.` : ""
          }`,
        });
  });

/**
 * Text a visitor reads: never empty, never just spaces. It may quote a figure by placeholder
 * ({starter.monthly}, {percent}, {trial.days}): the site fills them in at build (lib/pricing.ts),
 * so a price or a trial term is written once.
 */
const text = withPlaceholders([]);

/**
 * Text the calculator completes with the visitor's figures as they type: it may also write the
 * named placeholders ({month}, {payback}), which lib/roi/format.ts fills in the browser.
 */
const template = (...names: RoiTemplateName[]) => withPlaceholders(names);

/**
 * Text a component completes as it draws the page: `{rating}` in a quote's stars, `{company}` and
 * `{network}` in a social profile's link. Only the words that use them accept them.
 */
const pageTemplate = (...names: PageTemplateName[]) => withPlaceholders(names);

/**
 * The editor writes an optional field it has emptied as "" or null: treat that as absent. Every
 * optional field the editor can empty goes through here.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
const optionalText = optional(text);

const destination = z.enum(destinations, {
  error: `Choose one of the external destinations in src/config/site.ts (${destinations.join(", ")}).`,
});
const pagePath = z.enum(pagePaths, {
  error: `Choose one of the site's pages (${pagePaths.join(", ")}).`,
});

const cta = z.strictObject({ label: text, destination });
const descriptionLimit = 170;
const tooLong = `Keep the description under ${descriptionLimit} characters; search engines cut longer ones.`;
const meta = z.strictObject({ title: text, description: text.max(descriptionLimit, tooLong) });
/** The eyebrow, title and lead that open most sections; spread into each section's own fields. */
const heading = { eyebrow: text, title: text, lead: text };
const pageHero = z.strictObject({ ...heading, ctas: z.array(cta).max(2) });
const closingCta = z.strictObject({ title: text, lead: text, ctas: z.array(cta).min(1).max(2) });
const sectionHeader = z.strictObject({ eyebrow: text, title: text, lead: optionalText });
const stat = z.strictObject({ value: text, label: text });
const testimonial = z.strictObject({
  quote: text,
  name: text,
  role: text,
  company: text,
  rating: optional(z.int().min(1).max(5)),
});
const helpCard = z.strictObject({ title: text, description: text, cta });
const helpCards = z.strictObject({ title: text, lead: text, cards: z.array(helpCard).min(1) });

const internalLink = z.strictObject({ kind: z.literal("internal"), label: text, to: pagePath });
const externalLink = z.strictObject({ kind: z.literal("external"), label: text, destination });
const navLink = z.discriminatedUnion("kind", [internalLink, externalLink]);

const navigation = z.strictObject({
  /** The first link on every page, shown when a keyboard reaches it: it jumps past the header. */
  skipLink: text,
  /** Read by screen readers after every link that opens a new tab. */
  newTabNote: text,
  /** Read by screen readers after the logo's name: the logo links to the home page. */
  logoHomeNote: text,
  /** Read by screen readers before a quote's stars. */
  ratingLabel: pageTemplate("rating"),
  /** Shown in place of an interactive part (the calculator, the contact form) that failed. */
  islandError: text,
  header: z.strictObject({
    /** The names screen readers give the desktop and the mobile menu, and the mobile menu's button. */
    navLabel: text,
    mobileNavLabel: text,
    menuButton: text,
    links: z.array(internalLink).min(1),
    menus: z.array(
      z.strictObject({
        id: z.enum(["solutions", "resources"]),
        label: text,
        links: z.array(externalLink).min(1),
      }),
    ),
    /** Exactly two: the header shows one outlined and one solid button. */
    ctas: z.tuple([cta, cta], { error: "The header has exactly two buttons." }),
  }),
  footer: z.strictObject({
    blurb: text,
    /** The name screen readers give the list of social profiles, and each profile's link. */
    socialLabel: text,
    socialLink: pageTemplate("company", "network"),
    /** After "© <year> <company>." at the foot of every page. */
    rights: text,
    columns: z.array(z.strictObject({ title: text, links: z.array(navLink).min(1) })).min(1),
    legal: z.array(externalLink),
    partnerNetwork: externalLink,
  }),
});

const home = z.strictObject({
  meta,
  hero: z.strictObject({
    badge: text,
    title: text,
    lead: text,
    ctas: z.array(cta).min(1).max(2),
    note: text,
  }),
  dashboard: z.strictObject({
    label: text,
    title: text,
    live: text,
    query: text,
    searchButton: text,
    metrics: z.array(z.strictObject({ label: text, value: text, trend: text })),
    columns: z.strictObject({ name: text, company: text, status: text }),
    contacts: z.array(
      z.strictObject({
        initials: text.max(3),
        name: text,
        title: text,
        company: text,
        status: z.enum(["verified", "catchAll"]),
      }),
    ),
    statusLabels: z.strictObject({ verified: text, catchAll: text }),
  }),
  stats: z.strictObject({ header: sectionHeader, items: z.array(stat).min(1) }),
  valueProps: z.strictObject({
    header: sectionHeader,
    items: z.array(
      z.strictObject({
        icon: z.enum(["prospecting", "verification", "integrations"]),
        title: text,
        description: text,
        /** The proof point under the description: one figure, or a list of named tools. */
        detail: z.discriminatedUnion("kind", [
          z.strictObject({ kind: z.literal("figure"), value: text, label: text }),
          z.strictObject({ kind: z.literal("list"), items: z.array(text).min(1) }),
        ]),
      }),
    ),
  }),
  testimonials: z.strictObject({ header: sectionHeader, items: z.array(testimonial).min(1) }),
  security: z.strictObject({
    title: text,
    lead: text,
    items: z.array(z.strictObject({ icon: z.enum(["soc2", "gdpr", "uptime", "iso"]), label: text })),
  }),
  closingCta,
});

const features = z.strictObject({
  meta,
  hero: pageHero,
  intro: sectionHeader,
  features: z.array(
    z.strictObject({
      icon: z.enum(["discovery", "verification", "scoring", "crm", "api", "database"]),
      title: text,
      description: text,
      benefits: z.array(text).min(1),
    }),
  ),
  demo: z.strictObject({
    ...heading,
    steps: z.array(z.strictObject({ title: text, detail: text })).min(1),
    cta,
    /** The heading of the demo's list of steps. */
    stepsLabel: text,
  }),
  integrationsSection: z.strictObject({ ...heading, cta }),
  integrations: z.array(z.strictObject({ name: text, monogram: text.max(3), category: text })),
  closingCta,
});

const pricing = z.strictObject({
  /** The description quotes prices by placeholder, so it follows the plans. */
  meta: z.strictObject({
    title: text,
    // Measured as a visitor reads it: a placeholder counted as a figure such as "$9,999".
    description: text.refine(
      (value) => value.replaceAll(figurePattern, () => "$9,999").length <= descriptionLimit,
      { error: `${tooLong} Each {…} counts as 6.` },
    ),
  }),
  hero: pageHero,
  billingSwitch: z.strictObject({
    legend: text,
    monthly: text,
    annual: text,
    /** The percentage comes from the plans' prices, so the badge can never overstate it. */
    saveBadge: text.refine((value) => value.includes("{percent}"), {
      error: 'Keep "{percent}" in the badge: the site fills in the saving from the plans’ prices.',
    }),
    perMonth: text,
    custom: text,
    billedMonthly: text,
    billedYearly: text,
    youSave: text,
    customNote: text,
    /** Read by screen readers before the struck monthly price and the annual one on Annual. */
    was: text,
    now: text,
  }),
  popularBadge: text,
  /** The plans list's heading, for screen readers (the hero above names the page). */
  plansHeading: text,
  /** The free trial's terms: every page quotes them as {trial.days} and {trial.credits}. */
  trial: z.strictObject({
    days: z.number().int("Write whole days.").positive("A trial lasts at least one day."),
    credits: z.number().int("Write a whole number of credits.").nonnegative("Credits cannot be negative."),
  }),
  footnote: z.strictObject({ trial: text, noCard: text, compare: cta }),
  faq: z.strictObject({
    eyebrow: text,
    title: text,
    items: z.array(z.strictObject({ question: text, answer: text })).min(1),
  }),
  testimonials: z.strictObject({ eyebrow: text, title: text, items: z.array(testimonial).min(1) }),
  closingCta,
});

const usdPerMonth = z
  .number({ error: "Enter the price as a number of US dollars, for example 99." })
  .positive();

/** One file per plan under content/plans/; the file name is the plan's id (`?plan=` on the trial link). */
export const plan = z
  .strictObject({
    order: z.int().min(1),
    name: text,
    description: text,
    /** US dollars per month on each billing period (spec section 9). No price means "Custom". */
    price: optional(z.strictObject({ monthly: usdPerMonth, annual: usdPerMonth })),
    credits: text,
    featuresLead: optionalText,
    features: z.array(text).min(1),
    popular: z.boolean().optional(),
    cta,
  })
  .refine((value) => !value.price || value.price.annual < value.price.monthly, {
    error: "The annual price per month must be lower than the monthly price.",
    path: ["price", "annual"],
  });

const about = z.strictObject({
  meta,
  hero: pageHero,
  /** The name screen readers give the figures under the hero. */
  statsLabel: text,
  stats: z.array(stat).min(1),
  mission: z.strictObject({
    ...heading,
    points: z.array(z.strictObject({ title: text, description: text })).min(1),
    vision: z.strictObject({ label: text, title: text, description: text }),
  }),
  valuesSection: z.strictObject({ eyebrow: text, title: text }),
  values: z.array(
    z.strictObject({
      icon: z.enum(["innovation", "customer", "integrity", "global"]),
      title: text,
      description: text,
    }),
  ),
  timelineSection: z.strictObject({ eyebrow: text, title: text }),
  milestones: z
    .array(z.strictObject({ year: z.int().min(1900).max(2100), title: text, description: text }))
    .min(1),
  partnerships: z.strictObject({ ...heading, ctas: z.array(cta).min(1).max(2) }),
  closingCta,
});

/** Lower-case words joined by hyphens: the FAQ's deep links (/faq#id) are made of these. */
const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Use lower-case letters, digits and hyphens only, e.g. how-do-credits-work.",
  );

const faq = z.strictObject({
  meta,
  hero: pageHero,
  accordionIntro: z.strictObject({ title: text, lead: text }),
  categories: z
    .array(
      z.strictObject({
        id: slug,
        title: text,
        items: z.array(z.strictObject({ id: slug, question: text, answer: text })).min(1),
      }),
    )
    .min(1)
    .refine(
      (categories) => {
        const ids = categories.flatMap((category) => [category.id, ...category.items.map((item) => item.id)]);
        return new Set(ids).size === ids.length;
      },
      { error: "Every category and question needs its own link id; two share one." },
    ),
  help: helpCards,
  stillQuestions: z.strictObject({
    title: text,
    lead: text,
    contactLabel: text,
    contactPath: pagePath,
    demo: cta,
  }),
});

const contact = z.strictObject({
  meta,
  hero: pageHero,
  optionsIntro: z.strictObject({ title: text, lead: text }),
  options: z.array(
    z
      .strictObject({
        title: text,
        description: text,
        /** Email and phone show the address and number from src/config/site.ts. */
        channel: z.enum(["email", "phone", "external"]),
        destination: destination.optional(),
        contact: optionalText,
        cta: text,
      })
      .refine((option) => (option.channel === "external") === (option.destination !== undefined), {
        error: "Choose a destination for an external option, and none for email or phone.",
        path: ["destination"],
      })
      .refine((option) => (option.channel === "external") === (option.contact !== undefined), {
        error: "An external option needs its contact line; email and phone show the site's own.",
        path: ["contact"],
      }),
  ),
  form: z.strictObject({
    title: text,
    lead: text,
    labels: z.strictObject({ firstName: text, lastName: text, email: text, company: text, message: text }),
    messagePlaceholder: optionalText,
    submit: text,
    newTabHint: text,
    notice: text,
    dismiss: text,
  }),
  office: z.strictObject({
    title: text,
    lead: text,
    labels: z.strictObject({ address: text, phone: text, email: text, hours: text }),
    directions: text,
  }),
  help: helpCards,
  closingCta,
});

const notFound = z.strictObject({
  meta,
  content: z.strictObject({ code: text, message: text, homeLabel: text, homePath: pagePath }),
});

/** One calculator input's words: its label, the noun in its error message, and its hint. */
const fieldCopy = z.strictObject({ label: text, noun: text, hint: text });

/** The ROI calculator's words; its numbers and formula are code (src/lib/roi-model.ts). */
const roi = z.strictObject({
  eyebrow: text,
  title: text,
  formLabel: text,
  lead: text,
  fields: z.strictObject({ team: fieldCopy, deal: fieldCopy, rate: fieldCopy, leads: fieldCopy }),
  /** What a field says when its value is refused, completed with its `{noun}` and bounds. */
  errors: z.strictObject({
    missing: template("noun"),
    negative: template("noun"),
    notNumber: template("noun", "example"),
    tooLarge: template("noun", "max"),
    notWhole: template("noun"),
    tooSmall: template("noun", "min"),
  }),
  results: z.strictObject({
    heading: text,
    payback: text,
    expected: text,
    cautious: text,
    tableCaption: text,
    figureHeading: text,
    currentRate: text,
    monthly: text,
    annual: text,
    cost: text,
    roi: text,
    conversion: text,
    /** Under each case's heading: how its rate is made, quoting {uplift.factor} or {cautious.factor}. */
    expectedUplift: text,
    cautiousUplift: text,
    empty: text,
    invalid: text,
    cappedNote: text,
    noScript: text,
  }),
  chart: z.strictObject({
    heading: text,
    expected: text,
    cautious: text,
    cost: text,
    payback: text,
    /** Labels under the axis at months 0, 3, 6, 9 and 12. */
    months: z.tuple([text, text, text, text, text], { error: "Give five axis labels: months 0, 3, 6, 9 and 12." }),
    invalid: text,
    tableCaption: text,
    tableHeaders: z.tuple([text, text, text, text], { error: "Give four column headings." }),
    /** At the end of the cost line when the expected case has not paid back within the 12 months. */
    note: z.strictObject({ never: text, late: text }),
    /** The data table's first column: month 0, then each month by its number. */
    rows: z.strictObject({ start: text, month: template("month") }),
    /** The chart's text alternative: the summary, then a sentence per case. */
    description: z.strictObject({
      summary: template("cost"),
      expected: text,
      cautious: text,
      never: template("case"),
      paidBack: template("case", "revenue", "payback"),
      paidBackLate: template("case", "revenue", "payback"),
    }),
  }),
  /** How long payback takes, in words: "Never", "4 days", "1.2 months", "10+ years". */
  payback: z.strictObject({
    never: text,
    day: text,
    days: text,
    month: text,
    months: text,
    overYears: template("years"),
    years: text,
  }),
  assumptionsHeading: text,
  /** May quote the seat price as {starter.monthly}: the formula takes Starter's monthly price. */
  assumptions: z.array(text).min(1),
  copyLink: text,
  copied: text,
  copyFailed: text,
  copyUnavailable: text,
});

export type Cta = z.infer<typeof cta> & { params?: Readonly<Record<string, string>> };
export type NavLink = z.infer<typeof navLink>;
export type PageHeroContent = z.infer<typeof pageHero>;
export type ClosingCtaContent = z.infer<typeof closingCta>;
export type Stat = z.infer<typeof stat>;
export type Testimonial = z.infer<typeof testimonial>;
export type HelpCardsContent = z.infer<typeof helpCards>;
export type Navigation = z.infer<typeof navigation>;
export type NavMenu = Navigation["header"]["menus"][number];
export type HomeContent = z.infer<typeof home>;
export type FeaturesContent = z.infer<typeof features>;
export type PricingContent = z.infer<typeof pricing>;
type PlanData = z.infer<typeof plan>;
export type AboutContent = z.infer<typeof about>;
export type FaqContent = z.infer<typeof faq>;
export type FaqCategory = FaqContent["categories"][number];
export type ContactContent = z.infer<typeof contact>;
export type ContactOption = ContactContent["options"][number];
export type NotFoundContent = z.infer<typeof notFound>;
export type RoiCopy = z.infer<typeof roi>;

/** The files that hold one page's (or the site's) content each, by collection name. */
export const singles = { navigation, home, features, pricing, about, faq, contact, notFound, roi } as const;

/** Each single collection's file under content/, without the .yaml extension. */
export const singleFiles = {
  navigation: "navigation",
  home: "home",
  features: "features",
  pricing: "pricing",
  about: "about",
  faq: "faq",
  contact: "contact",
  notFound: "not-found",
  roi: "roi-calculator",
} as const satisfies Record<keyof typeof singles, string>;

/** The folder under content/ with one file per plan. */
export const plansFolder = "plans";
/** A plan as the pages use it: its file's data and its id (the file name). */
export type Plan = PlanData & { id: string };

/** The plans as the site lists them: in their `order`, each with its id (its file name). */
export function plansInOrder<T extends { order: number }>(entries: readonly { id: string; data: T }[]) {
  return entries.toSorted((a, b) => a.data.order - b.data.order).map((entry) => ({ id: entry.id, ...entry.data }));
}
