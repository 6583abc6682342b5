import { z } from "astro/zod";
import { description, hostCta, line, optional } from "./fields.ts";

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
  cta: hostCta,
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

export type PlanWords = z.infer<typeof planWords>;
type PlanData = z.infer<typeof plan>;

/** The folder under content/ with one file per plan. */
export const plansFolder = "plans";
/** A plan as the pages use it: its file's data and its id (the file name). */
export type Plan = PlanData & { id: string };

/** The plans as the site lists them: in their `order`, each with its id (its file name). */
export function plansInOrder<T extends { order: number }>(entries: readonly { id: string; data: T }[]) {
  return entries.toSorted((a, b) => a.data.order - b.data.order).map((entry) => ({ id: entry.id, ...entry.data }));
}
