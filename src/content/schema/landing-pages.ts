import { z } from "astro/zod";
import { landingPath } from "#src/config/pages.ts";
import { instantMs } from "#src/lib/campaigns.ts";
import { cta, endAfterStart, eyebrow, instant, lead, line, meta, optional, pagePath, slug, slugRule, title } from "./fields.ts";
import {
  closingCta,
  integrations,
  integrationsSection,
  noQuestions,
  ownQuestions,
  pageHero,
  pickedQuestions,
  customerLogos,
  picture,
  pictureFile,
  sectionHeader,
  securityRow,
  stats,
  testimonials,
  valuePropItems,
} from "./sections.ts";


/** The sections a landing page can have, by their `type`, in the editor's order. */
const landingSectionTypes = [
  "hero",
  "logos",
  "stats",
  "valueProps",
  "pictureText",
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
 * shared content: questions picked from the FAQ (beside its own), stories picked from the home
 * page's, the plans with the pricing page's billing switch, the ROI calculator. Further checks (a
 * picked question, story or plan exists; the calculator at most once) are in landing-pages.ts.
 */
const landingSections = z.discriminatedUnion(
  "type",
  [
  landingSection(
    "hero",
    "Top of the page",
    {
      ...pageHero.shape,
      image: optional(
        picture.meta({
          title: "Picture",
          description: "Optional: a picture beside the title on a wide screen, under it on a phone, e.g. the product as this campaign shows it.",
        }),
      ),
    },
    "The page's title (its only main heading), its buttons and a picture.",
  ),
  landingSection(
    "logos",
    "Customer logos",
    customerLogos.shape,
    "A row of customers' logos, uploaded, each with the company's name: under the top, as proof at a glance.",
  ),
  landingSection("stats", "Figures", { header: sectionHeader, items: stats }),
  landingSection(
    "pictureText",
    "Picture and text",
    {
      eyebrow,
      title,
      lead,
      points: optional(
        z
          .array(line("Point"))
          .min(1)
          .max(6)
          .meta({ title: "Points", description: "Optional: up to six short lines under the introduction, each with a tick." }),
      ),
      cta: optional(cta),
      image: picture.meta({
        title: "Picture",
        description: "The product at work, a report's cover, an event's speaker: beside the words on a wide screen, under them on a phone.",
      }),
      pictureSide: optional(
        z.enum(["right", "left"]).meta({
          title: "Picture on the",
          description: "Which side the picture takes on a wide screen (right when left empty). Alternate it when two such sections follow each other.",
        }),
      ),
    },
    "A picture beside a title, an introduction, a few points and a button.",
  ),
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
  landingSection(
    "faq",
    "Questions",
    {
      title,
      lead,
      questions: optional(pickedQuestions),
      topic: optional(
        line(
          "Topic of its own questions",
          "The name its own questions are listed under, after the FAQ's topics, e.g. CRM Data Quality. Needed with questions of its own.",
        ),
      ),
      own: optional(ownQuestions),
    },
    "Questions picked from the FAQ, under the FAQ's topics, then questions of its own for this page, under a topic you name: either, or both. One open at a time.",
  ),
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

/** Why an address is refused, in the words the editor and the build show. */
const addressRule = "Lowercase letters, digits and single dashes only, e.g. webinar or spring-sale-2027.";

/** The refusal of an address that is not the file's: the address is set once, when the page is made. */
export const addressNotFile = (file: string, address: unknown) =>
  `Address: this page is at ${landingPath(file)} (its file is ${file}.yaml), but the field says ${JSON.stringify(address)}. An address stays once the page is made, because ads and links point at it: write ${file} back. For another address, make a new page.`;

/** The refusal of a new page's address that another landing page has. */
export const addressTaken = (address: string) =>
  `Address: ${landingPath(address)} is already another landing page's address. Choose another one, or open that page to change it.`;

/**
 * A campaign's address and dates, the English page's only: a translation keeps them (its file is
 * the English page's, and the build gives it the English page's dates: landing-pages.ts).
 */
export const campaignFields = {
  address: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, addressRule).meta({
    title: "Address",
    description:
      "The page's address: /lp/<address>, e.g. webinar for /lp/webinar. Set it when you make the page: it is the file's name, and ads link to it, so it stays when the title changes.",
    patternError: addressRule,
  }),
  start: instant(
    "Starts (UTC)",
    "Optional. Before this time the page is not shown (a visitor gets the not-found page) and not linked. In UTC: 09:00 UTC is 10:00 in Berlin in winter.",
  ),
  end: instant(
    "Ends (UTC)",
    "Optional. From this time the page's address, in every language, sends visitors on to the page below, keeping their campaign (utm_…) and variant. In UTC.",
  ),
  sendsTo: optional(
    pagePath.meta({
      title: "After its end, sends visitors to",
      description: "The page of this site an ended campaign's visitors land on, in their language. Empty: the home page.",
    }),
  ),
};

/** An uploaded share picture has its description, in the page's language (each language's file). */
function describedShareImage(
  page: { shareImage?: string | undefined; shareImageAlt?: string | undefined },
  context: z.RefinementCtx,
) {
  if (page.shareImage !== undefined && page.shareImageAlt === undefined)
    context.addIssue({
      code: "custom",
      path: ["shareImageAlt"],
      message:
        "Describe the uploaded share picture for those who cannot see it, e.g. The contacts dashboard beside the words Clean CRM data.",
    });
}

/**
 * A landing page, a campaign's page built from the site's sections: content/landing-pages/<address>.yaml in English, and beside the other
 * languages' files (content/<code>/landing-pages/<address>.yaml) where it is translated. Its address
 * is /lp/<address> (src/config/pages.ts); its sections are drawn in their order.
 */
export const landingPage = z
  .strictObject({
    ...campaignFields,
    ...meta.shape,
    // Each language's own: a share picture carries words, so the French post shows French ones.
    shareImage: optional(
      pictureFile(
        "Share picture",
        "Optional: the picture shown when the page is shared (LinkedIn, X, Slack, a chat), in this language. It is cut to 1200 × 630 pixels from its middle, so keep what matters there. Empty: the site draws one from the page's title.",
      ),
    ).meta({ ownPerLanguage: true }),
    shareImageAlt: optional(
      line(
        "Share picture description",
        "Describes the share picture for those who cannot see it. Needed with an uploaded one; leave it empty for the drawn one, which shows the page's title.",
      ),
    ).meta({ ownPerLanguage: true }),
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
    if (page.start !== undefined && page.end !== undefined && instantMs(page.end) <= instantMs(page.start))
      context.addIssue({ code: "custom", path: ["end"], message: endAfterStart });
    describedShareImage(page, context);
    const refuse = (index: number, field: string, message: string) =>
      context.addIssue({ code: "custom", path: ["sections", index, field], message });
    for (const [index, section] of page.sections.entries()) {
      if (section.type === "testimonials" && !section.picked && !section.own)
        refuse(index, "picked", "Pick stories from the home page by name, write stories of its own, or both.");
      if (section.type !== "faq") continue;
      if (!section.questions && !section.own) refuse(index, "questions", noQuestions);
      // Its own questions are a group of their own after the FAQ's topics: without a name, a reader
      // (and a screen reader's list of headings) would take them for the last FAQ topic's.
      if (section.own && !section.topic)
        refuse(index, "topic", "Name the topic its own questions are listed under, e.g. CRM Data Quality.");
      if (section.topic && !section.own)
        refuse(index, "topic", "Write questions of its own under this topic, or leave the topic empty.");
    }
  })
  .meta({ title: "Landing page" });

export type LandingPage = z.infer<typeof landingPage>;

/**
 * A landing page's translation (content/<code>/landing-pages/<slug>.yaml): the English page's
 * fields in its language but its address and dates, which are the English page's for every
 * language, and first the English page it translates, by its file name. The editor
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
    ...Object.fromEntries(
      Object.entries(landingPage.shape).filter(([key]) => !(key in campaignFields)),
    ) as Omit<typeof landingPage.shape, keyof typeof campaignFields>,
  })
  .superRefine(describedShareImage)
  .meta({ title: "Landing page translation" });

/** The folder under content/ (and under each language's) with one file per landing page. */
export const landingFolder = "landing-pages";
