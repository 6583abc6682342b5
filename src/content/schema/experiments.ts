import { z } from "astro/zod";
import { localeCodes, locales, type Locale } from "#src/config/locales.ts";
import { homeSectionNames } from "#src/config/pages.ts";
import { defaultGoal } from "#src/lib/experiments/goal.ts";
import { pageFieldWidget } from "../page-fields.ts";
import { instantMs } from "#src/lib/campaigns.ts";
import { destination, endAfterStart, instant, line, optional, slug, slugRule, text } from "./fields.ts";

/** The pages an experiment may run on, by their content file's name: the fixed pages a visitor lands on (not the 404). */
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
 * An experiment (content/experiments/<name>.yaml): variants of one page's words, each
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
    start: instant(
      "Starts (UTC)",
      "Optional. While running, no variant is drawn before this time: every visitor sees the page as it is. In UTC.",
    ),
    end: instant(
      "Ends (UTC)",
      "Optional. While running, no variant is drawn from this time on: every visitor sees the page as it is, as when ended. In UTC.",
    ),
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
  .superRefine((found, context) => {
    if (found.start !== undefined && found.end !== undefined && instantMs(found.end) <= instantMs(found.start))
      context.addIssue({ code: "custom", path: ["end"], message: endAfterStart });
  })
  .meta({ title: "Experiment" });

export type Experiment = z.infer<typeof experiment>;
export type ExperimentVariant = Experiment["variants"][number];
