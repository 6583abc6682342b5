import { z } from "astro/zod";
import { picturePathPattern, pictureRule } from "../pictures.ts";
import {
  cta,
  ctas,
  description,
  eyebrow,
  heading,
  icon,
  lead,
  line,
  optional,
  paragraph,
  slug,
  slugRule,
  title,
} from "./fields.ts";

/** The sections more than one page has: a landing page draws them too (landing-pages.ts). */

/**
 * A picture the team uploads in the editor (into content/images/, docs/decisions/028), with its
 * description in the file's language, or marked decorative. The file is shared by every language
 * (its pattern makes it no words, parity.ts); what it contains is checked by the reader
 * (read-pictures.ts) and the editor's save check (pictures.ts).
 */
/** An uploaded file's field: its name in the entry ("images/revops.png"), the editor's upload widget. */
export const pictureFile = (label: string, hint: string) =>
  z
    .string()
    .regex(picturePathPattern, pictureRule)
    .meta({
      title: label,
      description: `${hint} ${pictureRule}`,
      widget: "image",
      patternError: pictureRule,
      // JSON Schema's word for a relative address: the content test run
      // (tests/support/rewrite-content.ts) keeps a copied section's picture as it is.
      format: "uri-reference",
    });

export const picture = z
  .strictObject({
    src: pictureFile("Picture file", "Upload the largest you have: the site makes the sizes each screen needs."),
    alt: optional(
      line(
        "Description (alt text)",
        "What the picture shows, in this page's language, for visitors who cannot see it, e.g. The contacts dashboard: 1,284 verified contacts synced to Salesforce. Leave empty only when it is decorative.",
      ),
    ),
    decorative: optional(z.boolean()).meta({
      title: "Decorative",
      description: "Tick it when the picture adds nothing the words beside it do not say: screen readers then pass it by.",
      // No default: Decap would write it into every new page's top, and so an empty picture.
    }),
  })
  .superRefine((image, context) => {
    if (!image.decorative && image.alt === undefined)
      context.addIssue({
        code: "custom",
        path: ["alt"],
        message: "Describe the picture for visitors who cannot see it, or tick Decorative if it adds nothing the words do not say.",
      });
    if (image.decorative && image.alt !== undefined)
      context.addIssue({
        code: "custom",
        path: ["alt"],
        message: "A decorative picture has no description (screen readers pass it by): empty this field, or untick Decorative.",
      });
  })
  .meta({ title: "Picture" });

export type PictureContent = z.infer<typeof picture>;

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
/**
 * A strip of customers' logos (a landing page's), each uploaded with the company's name, which is
 * what a screen reader says in its place: a logo is the company's name drawn.
 */
export const customerLogos = z
  .strictObject({
    title: line("Title", "A short line above the logos, e.g. Trusted by revenue teams at"),
    items: z
      .array(
        z.strictObject({
          name: line("Company", "The company's name, read by screen readers in place of its logo."),
          logo: pictureFile(
            "Logo",
            "The company's logo as its brand kit gives it, a wide wordmark on a transparent or white ground, shown with the company's permission.",
          ),
        }),
      )
      .min(1)
      .max(12)
      .meta({ title: "Logos", summary: "{{fields.name}}", description: "One to twelve: a row on a wide screen, two or three to a row on a phone." }),
  })
  .meta({ title: "Customer logos" });

/**
 * The marks of Simple Icons' set the site draws (components/ui/integration-logo.tsx), by the set's
 * names: a mark is kept here once its brand's guidelines have been read for a partner naming an
 * integration (docs/decisions/030). The set has none for Salesforce's, Microsoft's or Adobe's
 * tools: those need their logo uploaded, or their monogram.
 */
export const integrationMarks = ["hubspot", "zoho"] as const;

export const integrations = z
  .array(
    z
      .strictObject({
        name: line("Name"),
        logo: optional(
          pictureFile(
            "Logo",
            "Optional: the tool's logo, as its brand kit gives it (a square mark reads best). Its name is written beside it, so it needs no description.",
          ),
        ),
        mark: optional(
          z.enum(integrationMarks).meta({
            title: "Logo from the icon set",
            description: `Optional, instead of uploading one: the tool's mark, drawn in its colour. The set has ${integrationMarks.join(" and ")}.`,
          }),
        ),
        monogram: optional(line("Monogram", "Two letters drawn where the tool has no logo.").max(3)),
        category: line("Category"),
      })
      .superRefine((integration, context) => {
        if (integration.logo !== undefined && integration.mark !== undefined)
          context.addIssue({
            code: "custom",
            path: ["mark"],
            message: "The uploaded logo is shown: empty Logo from the icon set, or remove the upload.",
          });
        if (integration.logo === undefined && integration.mark === undefined && integration.monogram === undefined)
          context.addIssue({
            code: "custom",
            path: ["monogram"],
            message: "Upload the tool's logo, pick it from the icon set, or write two letters to draw in its place.",
          });
      }),
  )
  .meta({ title: "Integrations", summary: "{{fields.name}}" });

/**
 * The FAQ's questions a page shows (a landing page's, the pricing page's), by their link ids: each
 * question is written once, in content/faq.yaml, and its words there are the page's, in the page's
 * language. A question picked twice would show twice.
 */
export const pickedQuestions = z
  .array(
    slug.meta({
      title: "Question from the FAQ",
      description: "The question's link id in the FAQ, e.g. how-do-credits-work.",
      patternError: slugRule,
    }),
  )
  .min(1)
  .superRefine((ids, context) => {
    for (const [index, id] of ids.entries())
      if (ids.indexOf(id) !== index)
        context.addIssue({ code: "custom", path: [index], message: `"${id}" is picked above already: pick each question once.` });
  })
  .meta({
    title: "Questions from the FAQ",
    description: "Each question's link id in the FAQ (Pages → FAQ); its words are the FAQ's, so a change there shows here too.",
  });

/**
 * Questions a page writes for itself, beside those it picks: shown on that page only, never on
 * /faq. Their answers follow the FAQ's rules (figures by placeholder), as every text does.
 */
export const ownQuestions = z
  .array(
    z.strictObject({
      question: line("Question"),
      answer: paragraph(
        "Answer",
        "Quote a price or the trial by placeholder, as the FAQ does: {starter.monthly}, {trial.days}.",
      ),
    }),
  )
  .min(1)
  .meta({
    title: "Questions of its own",
    description: "Written for this page, in its language: shown on this page only, never on the FAQ page.",
    summary: "{{fields.question}}",
  });

/** Why a page's questions section with neither picks nor questions of its own is refused. */
export const noQuestions = "Pick questions from the FAQ by their link id, write questions of its own, or both.";

/** A section's eyebrow and title, with no introduction. */
export const sectionTitle = (label: string) => z.strictObject({ eyebrow, title }).meta({ title: label });

export type PageHeroContent = z.infer<typeof pageHero>;
export type ClosingCtaContent = z.infer<typeof closingCta>;
export type Stat = z.infer<typeof stat>;
export type Testimonial = z.infer<typeof testimonial>;
export type HelpCardsContent = z.infer<typeof helpCards>;
