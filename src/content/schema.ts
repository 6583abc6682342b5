import { z } from "astro/zod";
import { localeCodes, locales, type Locale } from "#src/config/locales.ts";
import { homeSectionNames, pagePaths } from "#src/config/pages.ts";
import { site, type ExternalDestination } from "#src/config/site.ts";
import { defaultGoal } from "#src/lib/experiments/goal.ts";
import type { RoiTemplateName } from "#src/lib/roi/format.ts";
import { figureNamePattern, figurePattern, type PageTemplateName } from "./figures.ts";
import { pageFieldWidget } from "./page-fields.ts";

/**
 * The shape of every file under content/, checked when the site builds (src/content.config.ts).
 * Every object is strict, so a misspelt or unknown key stops the build with the file and field
 * named.
 *
 * It is also the editor's description of every field (src/content/cms-config.ts writes Decap's
 * config.yml from it): each field's `.meta()` gives its label (`title`), the hint under it
 * (`description`), and where the default does not fit, its widget (`widget: "text"` for several
 * lines), whether it starts folded (`collapsed`), a list's item line (`summary`), a default and
 * the words for a refused pattern (`patternError`). Whether a field is required, its limits, its
 * pattern and its choices come from the schema itself.
 *
 * Facts stay in src/config/site.ts: content names an external destination (`freeTrial`), never a URL,
 * and never spells out the phone, e-mail or address.
 */

declare module "zod/v4/core" {
  /** The editor's words and widgets on a field (read by src/content/cms-config.ts). */
  interface GlobalMeta {
    widget?: "text" | typeof pageFieldWidget;
    collapsed?: boolean;
    summary?: string;
    default?: unknown;
    patternError?: string;
  }
}

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
 * ({starter.monthly}, {percent}, {trial.days}): the site fills them in at build (figures.ts),
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

/** A one-line text field, as the editor labels it (and the hint under it, if any). */
const line = (title: string, description?: string) => text.meta({ title, ...(description ? { description } : {}) });
/** Text of several lines: the editor gives it a text box. */
const paragraph = (title: string, description?: string) =>
  text.meta({ title, widget: "text", ...(description ? { description } : {}) });

const destination = z
  .enum(destinations, {
    error: `Choose one of the external destinations in src/config/site.ts (${destinations.join(", ")}).`,
  })
  .meta({
    title: "Leads to",
    description: "A page on the product site. The addresses themselves are kept in src/config/site.ts.",
  });
const pagePath = z
  .enum(pagePaths, {
    error: `Choose one of the site's pages (${pagePaths.join(", ")}).`,
  })
  .meta({ title: "Page", description: "A page on this site." });

const cta = z.strictObject({ label: line("Button text"), destination }).meta({ title: "Button" });
/** Buttons side by side: each use sets how many (`.max(2)`, `.min(1).max(2)`). */
const ctas = z.array(cta).meta({
  title: "Buttons",
  description: "Up to two. The first is the solid button, the second the outlined one.",
  summary: "{{fields.label}}",
});
const descriptionLimit = 170;
const tooLong = `Keep the description under ${descriptionLimit} characters; search engines cut longer ones.`;
/** A page's title and description in search results and shared links (`meta` in each page's file). */
const searchAndSharing = {
  title: "Search and sharing",
  description: "What search results and shared links show for this page.",
  collapsed: true,
};
const pageTitle = line("Page title", "The site name is added after it.");
const meta = z
  .strictObject({
    title: pageTitle,
    description: paragraph("Description", `One or two sentences, under ${descriptionLimit} characters.`).max(
      descriptionLimit,
      tooLong,
    ),
  })
  .meta(searchAndSharing);
const eyebrow = line("Small heading above the title");
const title = line("Title");
const lead = paragraph("Introduction");
/** The eyebrow, title and lead that open most sections; spread into each section's own fields. */
const heading = { eyebrow, title, lead };
const pageHero = z.strictObject({ ...heading, ctas: ctas.max(2) }).meta({ title: "Top of the page" });
const closingCta = z
  .strictObject({ title, lead: paragraph("Text"), ctas: ctas.min(1).max(2) })
  .meta({ title: "Closing call to action", description: "The dark band at the end of the page." });
const sectionHeader = z
  .strictObject({ eyebrow, title, lead: optional(lead) })
  .meta({ title: "Section heading" });
const stat = z.strictObject({ value: line("Figure", "As shown, e.g. 200M+ or 99.9%."), label: line("Label") });
const stats = z.array(stat).min(1).meta({ title: "Figures", summary: "{{fields.value}} {{fields.label}}" });
const testimonial = z.strictObject({
  quote: paragraph("Quote"),
  name: line("Name"),
  role: line("Role"),
  company: line("Company"),
  rating: optional(z.int().min(1).max(5)).meta({ title: "Stars (1–5)", description: "Leave empty to show no stars." }),
});
const testimonials = z.array(testimonial).min(1).meta({ summary: "{{fields.name}}, {{fields.company}}" });
const helpCard = z.strictObject({ title, description: paragraph("Description"), cta });
const helpCards = z
  .strictObject({
    title,
    lead,
    cards: z.array(helpCard).min(1).meta({ title: "Cards", summary: "{{fields.title}}" }),
  })
  .meta({ title: "Help cards" });

const linkText = line("Link text");
const internalLink = z
  .strictObject({ kind: z.literal("internal"), label: linkText, to: pagePath })
  .meta({ title: "Page on this site" });
const externalLink = z
  .strictObject({ kind: z.literal("external"), label: linkText, destination })
  .meta({ title: "Product site page (opens in a new tab)" });
const navLink = z.discriminatedUnion("kind", [internalLink, externalLink]);
/** A list of links, each shown by its text. */
const links = <T extends z.ZodType>(link: T, label: string) =>
  z.array(link).meta({ title: label, summary: "{{fields.label}}" });

/**
 * The header's row holds the logo, every link and menu, the language switcher and both buttons on
 * one line from 1152 px (`nav`, app.css), in every language: its words have limits the layout is
 * drawn for (the longest today: "Fonctionnalités", 15 characters, and "Réserver une démo", 17).
 */
const headerWordMax = 16;
const headerButtonMax = 20;
const headerLinksMax = 5;
/** All of them together: the French header, the longest today, has 84; German content of 88 ran past a 1280 px row (rewritten run, seed 43). */
const headerRowMax = 84;
const headerWord = (label: string) =>
  line(label).max(
    headerWordMax,
    `Keep it to ${headerWordMax} characters: the header has room for a short word or two in every language.`,
  );
const headerCta = cta.extend({
  label: line("Button text").max(
    headerButtonMax,
    `Keep it to ${headerButtonMax} characters: the header has room for a short button in every language.`,
  ),
});

/** The note at the end of the ROI chart's cost line: it wraps within the chart, down to 320 px. */
const chartNoteMax = 60;
const chartNote = (label: string) =>
  line(label).max(
    chartNoteMax,
    `Keep it to ${chartNoteMax} characters: the note sits inside the chart, a few words wide on a phone.`,
  );

/** The contact form's fields as the editor names them. */
const fieldTitles = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  company: "Company",
  message: "Message",
} as const;

const navigation = z
  .strictObject({
    /** The first link on every page, shown when a keyboard reaches it: it jumps past the header. */
    skipLink: line(
      "Skip link",
      "The first link on every page, shown to keyboard users: it jumps past the header to the page's content.",
    ),
    /** The share picture's description, for those who cannot see it: it shows the name and tagline. */
    shareImageAlt: line(
      "Share picture description",
      "Describes the picture shown when a page is shared on social networks: the name and the tagline.",
    ),
    /** The language switcher's name, in the header and the footer. */
    languages: line("Language switcher", "Names the list of languages in the header and footer, e.g. Language."),
    /** Read by screen readers after every link that opens a new tab. */
    newTabNote: line("New tab note", "Read by screen readers after every link that opens a new tab."),
    /** Read by screen readers after the logo's name: the logo links to the home page. */
    logoHomeNote: line("Logo note", "Read by screen readers after the logo's name: the logo links to the home page."),
    /** Read by screen readers before a quote's stars. */
    ratingLabel: pageTemplate("rating").meta({
      title: "Rating",
      description: "Read by screen readers before a quote's stars; {rating} is the number of stars.",
    }),
    /** Shown in place of an interactive part (the calculator, the contact form) that failed. */
    islandError: line("Error heading", "Shown in place of the calculator or the contact form if it fails."),
    header: z
      .strictObject({
        /** The names screen readers give the desktop and the mobile menu, and the mobile menu's button. */
        navLabel: line("Menu name", "The name screen readers give the header's menu."),
        mobileNavLabel: line("Mobile menu name", "The name screen readers give the mobile menu."),
        menuButton: line("Mobile menu button", "The mobile menu button's name for screen readers."),
        links: links(internalLink.extend({ label: headerWord("Link text") }), "Links")
          .min(1)
          .max(headerLinksMax, `The header has room for ${headerLinksMax} links at most; the footer can list more.`),
        menus: z
          .array(
            z.strictObject({
              id: z.enum(["solutions", "resources"]).meta({ title: "Menu" }),
              label: headerWord("Button text"),
              links: links(externalLink, "Links").min(1),
            }),
          )
          // Each menu is drawn in its own place, by its id (nav-dropdown.tsx): a second copy would
          // have no place of its own.
          .refine((menus) => new Set(menus.map((menu) => menu.id)).size === menus.length, {
            error: "Each menu can appear once; two menus here are the same one.",
          })
          .meta({ title: "Menus", summary: "{{fields.label}}" }),
        /** Exactly two: the header shows one outlined and one solid button. */
        ctas: z.tuple([headerCta, headerCta], { error: "The header has exactly two buttons." }).meta({
          title: "Buttons",
          description: "Exactly two: the first is the solid button, the second the outlined one.",
          summary: "{{fields.label}}",
        }),
      })
      .superRefine((header, context) => {
        const words = [...header.links, ...header.menus, ...header.ctas].map((item) => item.label);
        const length = words.join("").length;
        if (length > headerRowMax)
          context.addIssue({
            code: "custom",
            path: ["links"],
            message: `The header's links, menu names and buttons are ${length} characters together; keep them to ${headerRowMax} so they fit on one row beside the logo and the languages. Shorten a word, or move a link to the footer.`,
          });
      })
      .meta({ title: "Header" }),
    footer: z
      .strictObject({
        blurb: paragraph("About text"),
        /** The name screen readers give the list of social profiles, and each profile's link. */
        socialLabel: line("Social profiles name", "The name screen readers give the list of social profiles."),
        socialLink: pageTemplate("company", "network").meta({
          title: "Social profile link",
          description: "Each profile's link for screen readers; {company} and {network} are filled in.",
        }),
        /** After "© <year> <company>." at the foot of every page. */
        rights: line("Rights", "After the copyright line's year and company name."),
        columns: z
          .array(z.strictObject({ title: line("Heading"), links: links(navLink, "Links").min(1) }))
          .min(1)
          .meta({ title: "Columns", summary: "{{fields.title}}" }),
        legal: links(externalLink, "Legal links"),
        partnerNetwork: externalLink.meta({ title: "Partner link" }),
      })
      .meta({ title: "Footer" }),
  })
  .meta({ title: "Header and footer" });

const description = paragraph("Description");
const icon = <const T extends readonly [string, ...string[]]>(names: T) => z.enum(names).meta({ title: "Icon" });
const emailStatus = line("Email status");

/** The value propositions' cards (the home page's, and a landing page's). */
const valuePropItems = z
          .array(
            z.strictObject({
              icon: icon(["prospecting", "verification", "integrations"]),
              title,
              description,
              /** The proof point under the description: one figure, or a list of named tools. */
              detail: z
                .discriminatedUnion("kind", [
                  z.strictObject({
                    kind: z.literal("figure").meta({ title: "Kind" }),
                    value: line("Figure"),
                    label: line("Label"),
                  }),
                  z.strictObject({
                    kind: z.literal("list"),
                    items: z.array(line("Name")).min(1).meta({ title: "Names" }),
                  }),
                ])
                .meta({
                  title: "Proof point",
                  description: "Either one figure (fill in Figure and Label) or a list of names (fill in Names).",
                }),
            }),
          )
          .meta({ title: "Reasons", summary: "{{fields.title}}" });

/** The compliance marks' row (the home page's, and a landing page's). */
const securityRow = z
  .strictObject({
    title,
    lead: paragraph("Text"),
    items: z
      .array(z.strictObject({ icon: icon(["soc2", "gdpr", "uptime", "iso"]), label: line("Label") }))
      .meta({ title: "Marks", summary: "{{fields.label}}" }),
  })
  .meta({ title: "Security row" });

/** The integrations' heading with its button, and the grid (the features page's, and a landing page's). */
const integrationsSection = z.strictObject({ ...heading, cta }).meta({ title: "Integrations heading" });
const integrations = z
  .array(
    z.strictObject({
      name: line("Name"),
      monogram: line("Monogram", "Two letters drawn in place of a logo.").max(3),
      category: line("Category"),
    }),
  )
  .meta({ title: "Integrations", summary: "{{fields.name}}" });

const home = z
  .strictObject({
    meta,
    hero: z
      .strictObject({
        badge: line("Badge"),
        title,
        lead,
        ctas: ctas.min(1).max(2),
        note: line("Note under the buttons"),
      })
      .meta({ title: "Top of the page" }),
    dashboard: z
      .strictObject({
        label: paragraph("Description for screen readers"),
        title: line("Window title"),
        live: line("Live badge"),
        query: line("Search text"),
        searchButton: line("Search button"),
        metrics: z
          .array(z.strictObject({ label: line("Label"), value: line("Figure"), trend: line("Trend") }))
          .meta({ title: "Metrics", summary: "{{fields.label}}" }),
        columns: z
          .strictObject({ name: line("Contact"), company: line("Company"), status: emailStatus })
          .meta({ title: "Column headings" }),
        contacts: z
          .array(
            z.strictObject({
              initials: line("Initials").max(3),
              name: line("Name"),
              title: line("Job title"),
              company: line("Company"),
              status: z.enum(["verified", "catchAll"]).meta({ title: "Email status" }),
            }),
          )
          .meta({ title: "Sample contacts", summary: "{{fields.name}}" }),
        statusLabels: z
          .strictObject({ verified: line("Verified"), catchAll: line("Catch-all") })
          .meta({ title: "Status labels" }),
      })
      .meta({
        title: "App illustration",
        description: "The sample app screen beside the title. Screen readers read only its description.",
        collapsed: true,
      }),
    stats: z.strictObject({ header: sectionHeader, items: stats }).meta({ title: "Figures" }),
    valueProps: z
      .strictObject({ header: sectionHeader, items: valuePropItems })
      .meta({ title: "Reasons to switch" }),
    testimonials: z
      .strictObject({ header: sectionHeader, items: testimonials.meta({ title: "Stories" }) })
      .meta({ title: "Customer stories" }),
    security: securityRow,
    closingCta,
  })
  .meta({ title: "Home" });


const features = z
  .strictObject({
    meta,
    hero: pageHero,
    intro: sectionHeader.meta({ title: "Features heading" }),
    features: z
      .array(
        z.strictObject({
          icon: icon(["discovery", "verification", "scoring", "crm", "api", "database"]),
          title,
          description,
          benefits: z.array(line("Benefit")).min(1).meta({ title: "Benefits" }),
        }),
      )
      .meta({ title: "Features", summary: "{{fields.title}}" }),
    demo: z
      .strictObject({
        ...heading,
        steps: z
          .array(z.strictObject({ title: line("Step"), detail: line("Detail") }))
          .min(1)
          .meta({ title: "Steps", summary: "{{fields.title}}" }),
        cta,
        /** The heading of the demo's list of steps. */
        stepsLabel: line("Steps heading"),
      })
      .meta({ title: "Interactive demo" }),
    integrationsSection,
    integrations,
    closingCta,
  })
  .meta({ title: "Features" });

const pricing = z
  .strictObject({
    /** The description quotes prices by placeholder, so it follows the plans. */
    meta: z
      .strictObject({
        title: pageTitle,
        // Measured as a visitor reads it: a placeholder counted as a figure such as "$9,999".
      description: paragraph(
        "Description",
        `Under ${descriptionLimit} characters. Write prices as {starter.monthly}, {professional.monthly} (or .annual, .name), the saving as {percent} and the trial as {trial.days} and {trial.credits}: the site fills them in.`,
      ).refine((value) => value.replaceAll(figurePattern, () => "$9,999").length <= descriptionLimit, {
        error: `${tooLong} Each {…} counts as 6.`,
      }),
      })
      .meta(searchAndSharing),
    hero: pageHero,
    billingSwitch: z
      .strictObject({
        legend: line("Name for screen readers"),
        monthly: line("Monthly"),
        annual: line("Annual"),
        /** The percentage comes from the plans' prices, so the badge can never overstate it. */
        saveBadge: line("Saving badge", "Keep {percent}: the site fills in the saving from the plans’ prices.").refine(
          (value) => value.includes("{percent}"),
          { error: 'Keep "{percent}" in the badge: the site fills in the saving from the plans’ prices.' },
        ),
        perMonth: line("Per month"),
        custom: line("Price of a plan without one"),
        billedMonthly: line("Under a monthly price"),
        billedYearly: line("After the yearly total"),
        youSave: line("Before the yearly saving"),
        customNote: line("Under a custom price"),
        /** Read by screen readers before the struck monthly price and the annual one on Annual. */
        was: line("Before the struck price", "Read by screen readers before the monthly price struck out on Annual."),
        now: line("Before the annual price", "Read by screen readers before the annual price on Annual."),
      })
      .meta({ title: "Billing switch" }),
    popularBadge: line("Popular plan badge"),
    /** The plans list's heading, for screen readers (the hero above names the page). */
    plansHeading: line("Plans heading (screen readers)"),
    /** The free trial's terms: every page quotes them as {trial.days} and {trial.credits}. */
    trial: z
      .strictObject({
        days: z.number().int("Write whole days.").positive("A trial lasts at least one day.").meta({ title: "Days" }),
        credits: z
          .number()
          .int("Write a whole number of credits.")
          .nonnegative("Credits cannot be negative.")
          .meta({ title: "Free contact credits" }),
      })
      .meta({
        title: "Free trial",
        description: "Written once here. Any text on the site quotes these as {trial.days} and {trial.credits}.",
      }),
    footnote: z
      .strictObject({ trial: line("Trial note"), noCard: line("Card note"), compare: cta.meta({ title: "Compare link" }) })
      .meta({ title: "Under the plans" }),
    faq: z
      .strictObject({
        eyebrow,
        title,
        items: z
          .array(z.strictObject({ question: line("Question"), answer: paragraph("Answer") }))
          .min(1)
          .meta({ title: "Questions", summary: "{{fields.question}}" }),
      })
      .meta({ title: "Plan questions" }),
    testimonials: z
      .strictObject({ eyebrow, title, items: testimonials.meta({ title: "Quotes" }) })
      .meta({ title: "Customer quotes" }),
    closingCta,
  })
  .meta({ title: "Pricing" });

const usdPerMonth = z
  .number({ error: "Enter the price as a number of US dollars, for example 99." })
  .positive();

/**
 * A plan's words: everything in its file but its position, its price and its badge, which every
 * language shares from the English file. A translation under content/<code>/plans/ holds only these.
 */
const planWordFields = {
  name: line("Name"),
  description,
  credits: line("Credits"),
  featuresLead: optional(line("Line above the features", "e.g. Everything in Starter, plus")),
  features: z.array(line("Feature")).min(1).meta({ title: "Features" }),
  cta,
};

/** A translation of a plan (content/<code>/plans/<id>.yaml): its words alone. */
export const planWords = z.strictObject(planWordFields);

/** One file per plan under content/plans/; the file name is the plan's id (`?plan=` on the trial link). */
export const plan = z
  .strictObject({
    order: z.int().min(1).meta({ title: "Position", description: "1 is the first card." }),
    /** US dollars per month on each billing period (spec section 9). No price means "Custom". */
    price: optional(
      z.strictObject({
        monthly: usdPerMonth.meta({ title: "Monthly price", description: "Per month, billed monthly, e.g. 249." }),
        annual: usdPerMonth.meta({
          title: "Annual price",
          description: "Per month, billed yearly; lower than the monthly price.",
        }),
      }),
    ).meta({ title: "Price", description: "US dollars per month. Leave out for a custom-priced plan." }),
    popular: z.boolean().optional().meta({ title: "Most popular", default: false }),
    ...planWordFields,
  })
  .refine((value) => !value.price || value.price.annual < value.price.monthly, {
    error: "The annual price per month must be lower than the monthly price.",
    path: ["price", "annual"],
  });

/** A section's eyebrow and title, with no introduction. */
const sectionTitle = (label: string) => z.strictObject({ eyebrow, title }).meta({ title: label });

const about = z
  .strictObject({
    meta,
    hero: pageHero,
    /** The name screen readers give the figures under the hero. */
    statsLabel: line("Figures name", "The name screen readers give the figures."),
    stats,
    mission: z
      .strictObject({
        ...heading,
        points: z
          .array(z.strictObject({ title, description }))
          .min(1)
          .meta({ title: "Points", summary: "{{fields.title}}" }),
        vision: z
          .strictObject({ label: line("Label"), title, description })
          .meta({ title: "Vision card" }),
      })
      .meta({ title: "Mission" }),
    valuesSection: sectionTitle("Values heading"),
    values: z
      .array(z.strictObject({ icon: icon(["innovation", "customer", "integrity", "global"]), title, description }))
      .meta({ title: "Values", summary: "{{fields.title}}" }),
    timelineSection: sectionTitle("Timeline heading"),
    milestones: z
      .array(z.strictObject({ year: z.int().min(1900).max(2100).meta({ title: "Year" }), title, description }))
      .min(1)
      .meta({ title: "Timeline", summary: "{{fields.year}}: {{fields.title}}" }),
    partnerships: z.strictObject({ ...heading, ctas: ctas.min(1).max(2) }).meta({ title: "Partnerships" }),
    closingCta,
  })
  .meta({ title: "About" });

/** Lower-case words joined by hyphens: the FAQ's deep links (/faq#id) are made of these. */
const slugRule = "Use lower-case letters, digits and hyphens only, e.g. how-do-credits-work.";
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, slugRule)
  .meta({ title: "Link id", patternError: slugRule });

const faq = z
  .strictObject({
    meta,
    hero: pageHero,
    accordionIntro: z.strictObject({ title, lead }).meta({ title: "Questions heading" }),
    categories: z
      .array(
        z.strictObject({
          id: slug.meta({ description: "Lower-case words joined by hyphens." }),
          title: line("Topic"),
          items: z
            .array(
              z.strictObject({
                id: slug.meta({
                  description:
                    "Lower-case words joined by hyphens; the question's link is /faq#this-id. Changing it breaks shared links.",
                }),
                question: line("Question"),
                answer: paragraph("Answer"),
              }),
            )
            .min(1)
            .meta({ title: "Questions", summary: "{{fields.question}}" }),
        }),
      )
      .min(1)
      .refine(
        (categories) => {
          const ids = categories.flatMap((category) => [category.id, ...category.items.map((item) => item.id)]);
          return new Set(ids).size === ids.length;
        },
        { error: "Every category and question needs its own link id; two share one." },
      )
      .meta({ title: "Topics", summary: "{{fields.title}}" }),
    help: helpCards,
    stillQuestions: z
      .strictObject({
        title,
        lead: paragraph("Text"),
        contactLabel: line("Contact button"),
        contactPath: pagePath.meta({ title: "Contact button leads to" }),
        demo: cta.meta({ title: "Demo button" }),
      })
      .meta({ title: "Still have questions" }),
  })
  .meta({ title: "FAQ" });

const contact = z
  .strictObject({
    meta,
    hero: pageHero,
    optionsIntro: z.strictObject({ title, lead }).meta({ title: "Ways to reach us heading" }),
    options: z
      .array(
        z
          .strictObject({
            title,
            description,
            /** Email and phone show the address and number from src/config/site.ts. */
            channel: z.enum(["email", "phone", "external"]).meta({
              title: "Channel",
              description: "Email and phone show the address and number from the site's settings.",
            }),
            destination: destination.optional().meta({ description: "Only for the external channel." }),
            contact: optional(line("Contact line", "Only for the external channel, e.g. Available 24/7.")),
            cta: line("Button text"),
          })
          .refine((option) => (option.channel === "external") === (option.destination !== undefined), {
            error: "Choose a destination for an external option, and none for email or phone.",
            path: ["destination"],
          })
          .refine((option) => (option.channel === "external") === (option.contact !== undefined), {
            error: "An external option needs its contact line; email and phone show the site's own.",
            path: ["contact"],
          }),
      )
      .meta({ title: "Ways to reach us", summary: "{{fields.title}}" }),
    form: z
      .strictObject({
        title,
        lead,
        labels: z
          .strictObject({
            firstName: line(fieldTitles.firstName),
            lastName: line(fieldTitles.lastName),
            email: line(fieldTitles.email),
            company: line(fieldTitles.company),
            message: line(fieldTitles.message),
          })
          // A field is found by its label, by a screen reader and by voice control alike.
          .superRefine((labels, context) => {
            const seen = new Map<string, string>();
            for (const [field, label] of Object.entries(labels)) {
              const key = label.trim().toLocaleLowerCase();
              const other = seen.get(key);
              if (other)
                context.addIssue({
                  code: "custom",
                  path: [field],
                  message: `Give each field its own label: "${label}" is already the label of ${other}.`,
                });
              seen.set(key, fieldTitles[field as keyof typeof labels]);
            }
          })
          .meta({ title: "Field labels" }),
        messagePlaceholder: optional(line("Example text in the message box")),
        submit: line("Send button"),
        newTabHint: paragraph("Note beside the button"),
        notice: paragraph("Notice after sending"),
        dismiss: line("Close notice (for screen readers)"),
      })
      .meta({ title: "Message form" }),
    office: z
      .strictObject({
        title,
        lead,
        labels: z
          .strictObject({ address: line("Address"), phone: line("Phone"), email: line("Email"), hours: line("Hours") })
          .meta({ title: "Labels" }),
        directions: line("Directions link"),
      })
      .meta({
        title: "Office",
        description: "The address, phone, e-mail and hours come from the site's settings.",
      }),
    help: helpCards,
    closingCta,
  })
  .meta({ title: "Contact" });

const notFound = z
  .strictObject({
    meta,
    content: z
      .strictObject({
        code: line("Big code"),
        message: line("Message"),
        homeLabel: line("Button text"),
        homePath: pagePath.meta({ title: "Button leads to" }),
      })
      .meta({ title: "Message" }),
  })
  .meta({ title: "Page not found (404)" });

/** One calculator input's words: its label, the noun in its error message, and its hint. */
const fieldCopy = (label: string) =>
  z
    .strictObject({ label: line("Label"), noun: line("In error messages"), hint: line("Hint") })
    .meta({ title: label });
/** Five labels share a phone's width under the chart (320 px): the longest today is "12 meses". */
const axisLabelMax = 8;
const axisLabel = line("Label").max(
  axisLabelMax,
  `Keep it to ${axisLabelMax} characters: five labels share a phone's width under the chart.`,
);
const columnHeading = line("Heading");
const paidBackHint = "Keep {case}, {revenue} and {payback}.";

/** The ROI calculator's words; its numbers and formula are code (src/lib/roi/model.ts). */
const roi = z
  .strictObject({
    eyebrow,
    title,
    formLabel: line("Form name (for screen readers)"),
    lead,
    fields: z
      .strictObject({
        team: fieldCopy("Team size"),
        deal: fieldCopy("Average deal value"),
        rate: fieldCopy("Conversion rate"),
        leads: fieldCopy("Monthly leads"),
      })
      .meta({
        title: "Inputs",
        description:
          'For each input: its label, the words used inside error messages ("Enter the …"), and the hint under it. The limits are code: quote them as {team.min}, {team.max}, {deal.max}, {rate.min}, {rate.max} or {leads.max}, and the site fills them in.',
      }),
    /** What a field says when its value is refused, completed with its `{noun}` and bounds. */
    errors: z
      .strictObject({
        missing: template("noun").meta({ title: "Left empty" }),
        negative: template("noun").meta({ title: "Negative" }),
        notNumber: template("noun", "example").meta({ title: "Not a number" }),
        tooLarge: template("noun", "max").meta({ title: "Above the limit" }),
        notWhole: template("noun").meta({ title: "Not a whole number" }),
        tooSmall: template("noun", "min").meta({ title: "Below the limit" }),
      })
      .meta({
        title: "Error messages",
        description:
          "Shown under an input whose value cannot be used. Keep {noun} (the input's words for it in error messages, above); {example} is its example value, {min} and {max} its limits, each with its unit.",
      }),
    results: z
      .strictObject({
        heading: line("Heading"),
        payback: line("Payback label"),
        expected: line("The expected case's name"),
        cautious: line("The cautious case's name"),
        tableCaption: line("Comparison table caption"),
        figureHeading: line("First column heading (screen readers)"),
        currentRate: line("Word before the current rate"),
        monthly: line("Monthly revenue row"),
        annual: line("Annual revenue row"),
        cost: line("Cost row"),
        roi: line("ROI row"),
        conversion: line("Conversion row"),
        /** Under each case's heading: how its rate is made, quoting {uplift.factor} or {cautious.factor}. */
        expectedUplift: line("Expected uplift", "Under the Expected heading; {uplift.factor} is the multiplier."),
        cautiousUplift: line("Cautious uplift", "Under the Cautious heading; {cautious.factor} is the multiplier."),
        empty: line("Shown instead of a figure"),
        invalid: line("When a field is wrong"),
        cappedNote: line("When conversion reaches 100%"),
        noScript: paragraph("Note without JavaScript"),
      })
      .meta({ title: "Results" }),
    chart: z
      .strictObject({
        heading: line("Heading"),
        expected: line("Expected line"),
        cautious: line("Cautious line"),
        cost: line("Cost line"),
        payback: line("Payback mark"),
        /** Labels under the axis at months 0, 3, 6, 9 and 12. */
        months: z
          .tuple([axisLabel, axisLabel, axisLabel, axisLabel, axisLabel], {
            error: "Give five axis labels: months 0, 3, 6, 9 and 12.",
          })
          .meta({ title: "Axis labels", description: "Five: months 0, 3, 6, 9 and 12." }),
        invalid: line("When a field is wrong"),
        tableCaption: line("Data table caption (screen readers)"),
        tableHeaders: z
          .tuple([columnHeading, columnHeading, columnHeading, columnHeading], {
            error: "Give four column headings.",
          })
          .meta({ title: "Data table headings (screen readers)" }),
        /** At the end of the cost line when the expected case has not paid back within the 12 months. */
        note: z
          .strictObject({ never: chartNote("Never pays back"), late: chartNote("Pays back later") })
          .meta({
            title: "Note on the cost line",
            description:
              "Shown at the end of the cost line when the expected case has not paid back within the 12 months.",
          }),
        /** The data table's first column: month 0, then each month by its number. */
        rows: z
          .strictObject({
            start: line("Month 0"),
            month: template("month").meta({
              title: "Other months",
              description: "Keep {month}: the calculator fills in the month's number.",
            }),
          })
          .meta({ title: "Data table rows (screen readers)" }),
        /** The chart's text alternative: the summary, then a sentence per case. */
        description: z
          .strictObject({
            summary: template("cost").meta({ title: "Summary", description: "Keep {cost}." }),
            expected: line("The expected case's name in the description"),
            cautious: line("The cautious case's name in the description"),
            never: template("case").meta({ title: "A case that never pays back", description: "Keep {case}." }),
            paidBack: template("case", "revenue", "payback").meta({
              title: "A case paid back within 12 months",
              description: paidBackHint,
            }),
            paidBackLate: template("case", "revenue", "payback").meta({
              title: "A case paid back after 12 months",
              description: paidBackHint,
            }),
          })
          .meta({
            title: "Chart description (screen readers)",
            description:
              "What the chart shows, read out in its place. The calculator fills in {cost} (the year's cost), {case} (the case's name below), {revenue} (added revenue by month 12) and {payback} (as the payback words below write it).",
          }),
      })
      .meta({ title: "Chart" }),
    /** How long payback takes, in words: "Never", "4 days", "1.2 months", "10+ years". */
    payback: z
      .strictObject({
        never: line("When nothing is added"),
        day: line("One day"),
        days: line("Several days"),
        month: line("One month"),
        months: line("Several months"),
        overYears: template("years").meta({
          title: "Over the longest shown",
          description: "Keep {years}: the calculator fills in the longest payback it shows in figures.",
        }),
        years: line("Years"),
      })
      .meta({
        title: "Payback in words",
        description: 'How the payback time reads: "Never", "4 days", "1.2 months", "10+ years".',
      }),
    assumptionsHeading: line("Assumptions heading"),
    /** May quote the seat price as {starter.monthly}: the formula takes Starter's monthly price. */
    assumptions: z
      .array(paragraph("Assumption"))
      .min(1)
      .meta({
        title: "Assumptions",
        description: "Write the seat price as {starter.monthly}: the calculator takes it from the Starter plan.",
      }),
    copyLink: line("Copy link button"),
    copied: line("After copying"),
    copyFailed: line("When copying failed"),
    copyUnavailable: line("When copying is not possible"),
  })
  .meta({
    title: "Home – ROI calculator",
    description:
      "The calculator's words. Its formula, defaults and limits are code, and a seat costs the Starter plan's monthly price; if you change the uplift figures in the assumptions, ask a developer to change the numbers too (a test compares them).",
  });

export type Cta = z.infer<typeof cta> & { params?: Readonly<Record<string, string>> };
export type NavLink = z.infer<typeof navLink>;
export type PageHeroContent = z.infer<typeof pageHero>;
export type ClosingCtaContent = z.infer<typeof closingCta>;
export type Stat = z.infer<typeof stat>;
export type Testimonial = z.infer<typeof testimonial>;
export type HelpCardsContent = z.infer<typeof helpCards>;
export type Navigation = z.infer<typeof navigation>;
export type PlanWords = z.infer<typeof planWords>;
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

/** The pages an experiment may run on (issue 44), by their content file's name. */
export const experimentPages = ["home", "features", "pricing", "about", "contact", "faq"] as const;

/** A variant's words for one field, in each language the experiment runs in. */
const variantWords = z
  .strictObject(
    Object.fromEntries(localeCodes.map((code) => [code, optional(text.meta({ title: locales[code].name }))])) as Record<
      Locale,
      ReturnType<typeof optional<typeof text>>
    >,
  )
  .meta({ title: "Words", description: "The new words, in every language the experiment runs in." });

/**
 * An experiment (content/experiments/<name>.yaml, issue 44): variants of one page's words, each
 * shown to its share of visits. The build's further checks (the fields exist on the page, the
 * shares add up, one running experiment per page) are in experiments.ts.
 */
export const experiment = z
  .strictObject({
    name: line("Name", "What is being tried, for the team, e.g. Sharper lead on Features."),
    page: z
      .enum([...experimentPages, "landing"], {
        error: `Choose one of the pages: ${experimentPages.join(", ")}, or landing for a landing page.`,
      })
      .meta({
        title: "Page",
        description: "The page whose words the variants change; landing for a landing page, named below.",
      }),
    landingPage: optional(
      slug.meta({
        title: "Landing page",
        description: "When Page is landing: the landing page's file name, e.g. revops for /lp/revops.",
        patternError: slugRule,
      }),
    ),
    status: z
      .enum(["draft", "running", "ended"], { error: "Choose draft, running or ended." })
      .meta({
        title: "Status",
        description:
          "Draft: built nowhere. Running: visitors are shown the variants by their shares. Ended: every visitor sees the page as it is; keep the winner by copying its words into the page.",
      }),
    smallestLift: z
      .number({ error: "Write a number of percent, e.g. 10." })
      .min(1, "At least 1 percent.")
      .max(500, "At most 500 percent.")
      .meta({
        title: "Smallest lift worth finding (%)",
        description: "The smallest change in the goal's conversion rate, in percent of the first variant's, you would act on. The readout says how many visitors that needs.",
      }),
    goal: optional(
      z
        .array(destination.meta({ title: "Leads to", description: "A call to action leading here counts." }))
        .min(1, "Choose at least one destination, or remove the goal to count the free trial's.")
        .meta({
          title: "Goal: what counts as a conversion",
          description: `Clicks on the calls to action that lead to these destinations. Empty: ${defaultGoal.join(", ")}, the free trial's calls to action.`,
        }),
    ),
    languages: z
      .array(z.enum(localeCodes, { error: `Choose among ${localeCodes.join(", ")}.` }).meta({ title: "Language" }))
      .min(1, "Choose at least one language.")
      .meta({ title: "Languages", description: "Where the experiment runs. Every change needs its words in each." }),
    variants: z
      .array(
        z
          .strictObject({
            name: line("Name", "For the team, e.g. As it is, or Sharper lead."),
            share: z
              .number({ error: "Write a whole number of percent." })
              .int("A whole number of percent.")
              .min(1, "At least 1 percent.")
              .max(99, "At most 99 percent.")
              .meta({ title: "Share of visits (%)", description: "The shares of all variants add up to 100." }),
            order: optional(
              z
                .array(z.enum(homeSectionNames).meta({ title: "Section" }))
                .meta({
                  title: "Order of the sections",
                  description: `Home page only: every section once, in the new order (${homeSectionNames.join(", ")}).`,
                }),
            ),
            changes: optional(
              z
                .array(
                  z
                    .strictObject({
                      field: z
                        .string()
                        .trim()
                        .min(1, "Name the field to change, e.g. hero.lead.")
                        .meta({
                          title: "Field",
                          description:
                            "The text of the page to change: pick it from the list, which shows each with its words as they are now. On a landing page, write it as the build names it, e.g. sections[1].title (the first section's title).",
                          widget: pageFieldWidget,
                        }),
                      words: variantWords,
                    })
                    .meta({ title: "Change" }),
                )
                .meta({ title: "Changes of words", summary: "{{fields.field}}" }),
            ),
          })
          .meta({ title: "Variant" }),
      )
      .min(2, "An experiment has two to four variants: the first is the page as it is.")
      .max(4, "At most four variants.")
      .meta({
        title: "Variants",
        description: "Two to four. The first is the page as it is (no changes); each other one changes its words.",
        summary: "{{fields.name}} ({{fields.share}}%)",
      }),
  })
  .meta({ title: "Experiment" });

export type Experiment = z.infer<typeof experiment>;
export type ExperimentVariant = Experiment["variants"][number];

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

/** The sections a landing page can have, by their `type`, in the editor's order. */
const landingSectionTypes = [
  "hero",
  "stats",
  "valueProps",
  "testimonials",
  "security",
  "integrations",
  "faq",
  "plans",
  "calculator",
  "closingCta",
] as const;

/** A section of a landing page: its `type` (the editor's "Add …" menu) and its own fields. */
const landingSection = <const T extends (typeof landingSectionTypes)[number], F extends z.ZodRawShape>(type: T, label: string, fields: F, hint?: string) =>
  z.strictObject({ type: z.literal(type), ...fields }).meta({ title: label, ...(hint ? { description: hint } : {}) });

const planIdRule = "A plan's file name in content/plans/, e.g. starter.";
const planId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, planIdRule)
  .meta({ title: "Plan", patternError: planIdRule });

/**
 * The sections a landing page is made of, each the site's own section over the fields it has on
 * the page it comes from (the hero of an inner page, the home page's figures, reasons, stories and
 * security row, the features page's integrations, the closing call to action), or drawing on
 * shared content: questions picked from the FAQ, stories picked from the home page's, the plans
 * with the pricing page's billing switch, the ROI calculator. Further checks (a picked question,
 * story or plan exists; the calculator at most once) are in landing-pages.ts.
 */
export const landingSections = z.discriminatedUnion(
  "type",
  [
  landingSection("hero", "Top of the page", pageHero.shape, "The page's title (its only main heading) and its buttons."),
  landingSection("stats", "Figures", { header: sectionHeader, items: stats }),
  landingSection("valueProps", "Reasons to switch", { header: sectionHeader, items: valuePropItems }),
  landingSection(
    "testimonials",
    "Customer stories",
    {
      header: sectionHeader,
      picked: optional(
        z
          .array(line("Name"))
          .min(1)
          .meta({ title: "Stories from the home page", description: "The names of the home page's stories to show, e.g. Rachel Moreno." }),
      ),
      own: optional(testimonials.meta({ title: "Stories of its own" })),
    },
    "Pick the home page's stories by name, write stories of its own, or both.",
  ),
  landingSection("security", "Security row", securityRow.shape),
  landingSection("integrations", "Integrations", { ...integrationsSection.shape, items: integrations }),
  landingSection("faq", "Questions from the FAQ", {
    title,
    lead,
    questions: z
      .array(slug.meta({ title: "Question", description: "The question's link id in the FAQ, e.g. how-do-credits-work." }))
      .min(1)
      .meta({ title: "Questions", description: "Each question's link id in the FAQ; its words are the FAQ's." }),
  }),
  landingSection(
    "plans",
    "Plans",
    {
      eyebrow,
      title,
      lead,
      plans: z
        .array(planId)
        .min(1)
        .meta({ title: "Plans", description: "The plans to show, by file name, e.g. starter, professional, enterprise." }),
    },
    "The plans with their prices and the billing switch; their words and the switch's are the Plans' and the pricing page's.",
  ),
  landingSection("calculator", "ROI calculator", {}, "The home page's calculator, its words and all. At most one per page."),
  landingSection("closingCta", "Closing call to action", closingCta.shape),
  ],
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `This is not one of the sections a landing page can have. Write its type as one of: ${landingSectionTypes.join(", ")}.`
        : undefined,
  },
);

export type LandingSection = z.infer<typeof landingSections>;
export type LandingSectionType = LandingSection["type"];

/**
 * A landing page (issue 45): content/landing-pages/<slug>.yaml in English, and beside the other
 * languages' files (content/<code>/landing-pages/<slug>.yaml) where it is translated. Its address
 * is /lp/<slug> (src/config/pages.ts); its sections are drawn in their order.
 */
export const landingPage = z
  .strictObject({
    ...meta.shape,
    shareImageAlt: optional(
      line(
        "Share picture description",
        "Describes the picture shown when the page is shared. Leave empty to use the site's (Header and footer).",
      ),
    ),
    index: z.boolean().optional().meta({
      title: "Search engines may index it",
      description: "Off for a campaign page (the default): search engines leave it out and it is not in the sitemap.",
      default: false,
    }),
    sections: z
      .array(landingSections)
      .min(1, "Add at least one section.")
      .meta({ title: "Sections", description: "The page's sections, top to bottom." }),
  })
  .superRefine((page, context) => {
    for (const [index, section] of page.sections.entries())
      if (section.type === "testimonials" && !section.picked && !section.own)
        context.addIssue({
          code: "custom",
          path: ["sections", index, "picked"],
          message: "Pick stories from the home page by name, write stories of its own, or both.",
        });
  })
  .meta({ title: "Landing page" });

export type LandingPage = z.infer<typeof landingPage>;

/**
 * A landing page's translation (content/<code>/landing-pages/<slug>.yaml): the English page's
 * fields in its language, and first the English page it translates, by its file name. The editor
 * names the translation's file from it (a translation keeps the English file's name, which is the
 * page's address), and the build holds the two to each other. Only translations have it, so the
 * check against English (parity.ts) passes it by (`translationOnly`).
 */
export const landingTranslation = z
  .strictObject({
    englishPage: slug.meta({
      title: "English page",
      description:
        "The English page this translates, by its file name: revops for /lp/revops. The translation's file takes the same name.",
      patternError: slugRule,
      translationOnly: true,
    }),
    ...landingPage.shape,
  })
  .meta({ title: "Landing page translation" });

/** The folder under content/ (and under each language's) with one file per landing page. */
export const landingFolder = "landing-pages";
