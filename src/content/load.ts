import { getCollection } from "astro:content";
import type { z } from "astro/zod";
import { fillAllFigures } from "../lib/pricing.ts";
import { plansFolder, singleFiles, type singles } from "./schema";

type Single = keyof typeof singles;

/** One file's data as written, already checked against its schema by the build. */
async function asWritten<K extends Single>(name: K): Promise<z.infer<(typeof singles)[K]>> {
  const entries = await getCollection(name);
  const [entry] = entries;
  if (!entry || entries.length !== 1) throw new Error(`content: expected exactly one file for "${name}".`);
  return entry.data as z.infer<(typeof singles)[K]>;
}

/** The plans as written, in their `order`, each with its id: the file name under content/plans/. */
async function plansAsWritten() {
  const entries = await getCollection("plans");
  return entries
    .toSorted((a, b) => a.data.order - b.data.order)
    .map((entry) => ({ id: entry.id, ...entry.data }));
}

/** What every text may quote: the plans' figures and the trial's terms. */
async function figureSources() {
  return { plans: await plansAsWritten(), trial: (await asWritten("pricing")).trial };
}

/** One page's content (or the navigation), with every figure it quotes filled in. */
export async function loadContent<K extends Single>(name: K): Promise<z.infer<(typeof singles)[K]>> {
  const { plans, trial } = await figureSources();
  return fillAllFigures(await asWritten(name), plans, trial, `content/${singleFiles[name]}.yaml`);
}

/** The plans in their `order`, each with its id, with every figure they quote filled in. */
export async function loadPlans() {
  const { plans, trial } = await figureSources();
  return plans.map((plan) => fillAllFigures(plan, plans, trial, `content/${plansFolder}/${plan.id}.yaml`));
}
