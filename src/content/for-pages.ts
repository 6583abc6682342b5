import { getCollection } from "astro:content";
import type { z } from "astro/zod";
import { filledPlans, filledSingle } from "./filled.ts";
import { plansInOrder, type singles } from "./schema.ts";

/**
 * What pages read: the content Astro's collections hold (src/content.config.ts, filled by
 * astro-loader.ts), through astro:content, with every figure filled in. Outside Astro (tests,
 * build scripts, the browser suites) for-scripts.ts reads the same files the same way.
 */
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
  return plansInOrder(await getCollection("plans"));
}

/** What every text may quote: the plans' figures and the trial's terms. */
async function figureSources() {
  return { plans: await plansAsWritten(), trial: (await asWritten("pricing")).trial };
}

/** One page's content (or the navigation), with every figure it quotes filled in. */
export async function loadContent<K extends Single>(name: K): Promise<z.infer<(typeof singles)[K]>> {
  const { plans, trial } = await figureSources();
  return filledSingle(name, await asWritten(name), plans, trial);
}

/** The plans in their `order`, each with its id, with every figure they quote filled in. */
export async function loadPlans() {
  const { plans, trial } = await figureSources();
  return filledPlans(plans, trial);
}
