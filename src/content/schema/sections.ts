import { z } from "astro/zod";
import { cta, ctas, description, eyebrow, heading, icon, lead, line, optional, paragraph, title } from "./fields.ts";

/** The sections more than one page has: a landing page draws them too (landing-pages.ts). */

export const pageHero = z.strictObject({ ...heading, ctas: ctas.max(2) }).meta({ title: "Top of the page" });
export const closingCta = z
  .strictObject({ title, lead: paragraph("Text"), ctas: ctas.min(1).max(2) })
  .meta({ title: "Closing call to action", description: "The dark band at the end of the page." });
export const sectionHeader = z
  .strictObject({ eyebrow, title, lead: optional(lead) })
  .meta({ title: "Section heading" });
const stat = z.strictObject({ value: line("Figure", "As shown, e.g. 200M+ or 99.9%."), label: line("Label") });
export const stats = z.array(stat).min(1).meta({ title: "Figures", summary: "{{fields.value}} {{fields.label}}" });
const testimonial = z.strictObject({
  quote: paragraph("Quote"),
  name: line("Name"),
  role: line("Role"),
  company: line("Company"),
  rating: optional(z.int().min(1).max(5)).meta({ title: "Stars (1–5)", description: "Leave empty to show no stars." }),
});
export const testimonials = z.array(testimonial).min(1).meta({ summary: "{{fields.name}}, {{fields.company}}" });
const helpCard = z.strictObject({ title, description: paragraph("Description"), cta });
export const helpCards = z
  .strictObject({
    title,
    lead,
    cards: z.array(helpCard).min(1).meta({ title: "Cards", summary: "{{fields.title}}" }),
  })
  .meta({ title: "Help cards" });


/** The value propositions' cards (the home page's, and a landing page's). */
export const valuePropItems = z
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
export const securityRow = z
  .strictObject({
    title,
    lead: paragraph("Text"),
    items: z
      .array(z.strictObject({ icon: icon(["soc2", "gdpr", "uptime", "iso"]), label: line("Label") }))
      .meta({ title: "Marks", summary: "{{fields.label}}" }),
  })
  .meta({ title: "Security row" });

/** The integrations' heading with its button, and the grid (the features page's, and a landing page's). */
export const integrationsSection = z.strictObject({ ...heading, cta }).meta({ title: "Integrations heading" });
export const integrations = z
  .array(
    z.strictObject({
      name: line("Name"),
      monogram: line("Monogram", "Two letters drawn in place of a logo.").max(3),
      category: line("Category"),
    }),
  )
  .meta({ title: "Integrations", summary: "{{fields.name}}" });

/** A section's eyebrow and title, with no introduction. */
export const sectionTitle = (label: string) => z.strictObject({ eyebrow, title }).meta({ title: label });

export type PageHeroContent = z.infer<typeof pageHero>;
export type ClosingCtaContent = z.infer<typeof closingCta>;
export type Stat = z.infer<typeof stat>;
export type Testimonial = z.infer<typeof testimonial>;
export type HelpCardsContent = z.infer<typeof helpCards>;
