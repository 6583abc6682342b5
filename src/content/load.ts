import { getCollection } from "astro:content";
import type { z } from "astro/zod";
import type { singles } from "./schema";

type Single = keyof typeof singles;

/** One page's content (or the navigation), already checked against its schema by the build. */
export async function loadContent<K extends Single>(name: K): Promise<z.infer<(typeof singles)[K]>> {
  const entries = await getCollection(name);
  const [entry] = entries;
  if (!entry || entries.length !== 1) throw new Error(`content: expected exactly one file for "${name}".`);
  return entry.data as z.infer<(typeof singles)[K]>;
}

/** The plans in their `order`, each with its id: the file name under content/plans/. */
export async function loadPlans() {
  const entries = await getCollection("plans");
  return entries
    .toSorted((a, b) => a.data.order - b.data.order)
    .map((entry) => ({ id: entry.id, ...entry.data }));
}
