import { z } from "astro/zod";
import {
  cta,
  ctas,
  description,
  destination,
  heading,
  icon,
  lead,
  line,
  meta,
  optional,
  pagePath,
  paragraph,
  slug,
  title,
} from "./fields.ts";
import {
  closingCta,
  helpCards,
  integrations,
  integrationsSection,
  pageHero,
  sectionHeader,
  sectionTitle,
  securityRow,
  stats,
  testimonials,
  valuePropItems,
} from "./sections.ts";

/** The site's fixed pages, a file each (content/home.yaml, …), in every language. */

/** The contact form's fields as the editor names them. */
const fieldTitles = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  company: "Company",
  message: "Message",
} as const;

const emailStatus = line("Email status");

export const home = z
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


export const features = z
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


export const about = z
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

export const faq = z
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

export const contact = z
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

export const notFound = z
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

export type HomeContent = z.infer<typeof home>;
export type FeaturesContent = z.infer<typeof features>;
export type AboutContent = z.infer<typeof about>;
export type FaqContent = z.infer<typeof faq>;
export type FaqCategory = FaqContent["categories"][number];
export type ContactContent = z.infer<typeof contact>;
export type ContactOption = ContactContent["options"][number];
export type NotFoundContent = z.infer<typeof notFound>;
