import { z } from "astro/zod";
import { figurePattern } from "../figures.ts";
import {
  cta,
  descriptionLimit,
  eyebrow,
  line,
  optional,
  pageTitle,
  paragraph,
  searchAndSharing,
  title,
  tooLong,
} from "./fields.ts";
import { closingCta, noQuestions, ownQuestions, pageHero, pickedQuestions, testimonials } from "./sections.ts";

/** The pricing page (content/pricing.yaml): its words, and the free trial's terms every page quotes. */
export const pricing = z
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
    /**
     * A question the FAQ has is picked from it, so it is written once; the plan questions only this
     * page asks are its own (docs/decisions/026).
     */
    faq: z
      .strictObject({
        eyebrow,
        title,
        questions: optional(pickedQuestions),
        own: optional(ownQuestions),
      })
      .superRefine((faq, context) => {
        if (!faq.questions && !faq.own) context.addIssue({ code: "custom", path: ["questions"], message: noQuestions });
      })
      .meta({
        title: "Plan questions",
        description: "Shown as cards: the questions picked from the FAQ first, in the order written, then its own.",
      }),
    testimonials: z
      .strictObject({ eyebrow, title, items: testimonials.meta({ title: "Quotes" }) })
      .meta({ title: "Customer quotes" }),
    closingCta,
  })
  .meta({ title: "Pricing" });

export type PricingContent = z.infer<typeof pricing>;
