import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import { yamlNames } from "./astro-loader.ts";
import { contentDir } from "./dir.ts";
import { experimentsFolder } from "./experiments.ts";
import { ContentError, shown } from "./content-errors.ts";

/**
 * An experiment's readout as the daily job writes it beside the experiment
 * (content/experiments/<name>.readout.json, `npm run experiment -- --running --write`), for the
 * editor's preview to show (decision 023). It holds what the command printed, as data: no page is
 * built from it, and the content collections read only `.yaml` files, so the site never sees it.
 * The key the numbers were read with is never in it.
 */

const readoutSuffix = ".readout.json";

/** The readout file of the experiment `name`. */
export const readoutPath = (name: string, root = contentDir()) =>
  join(root, experimentsFolder, `${name}${readoutSuffix}`);

const words = z.string().min(1);

export const readoutRecord = z.strictObject({
  /** The experiment's file name, as the command was given it. */
  experiment: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** When the numbers were read, in UTC (an ISO 8601 instant). */
  readAt: z.iso.datetime(),
  /** The days counted: "all" (the experiment's whole life), or from and to. */
  range: z.union([z.literal("all"), z.tuple([z.iso.date(), z.iso.date()])]),
  /** What counted as a conversion, in the command's words. */
  conversions: words,
  /** The variants as they were when read: their ids, the team's names and shares. */
  variants: z.array(z.strictObject({ id: words, name: z.string(), share: z.number() })).min(2),
  /** The table: its header, then one row per variant, each cell as the command printed it. */
  columns: z.array(words),
  rows: z.array(z.array(z.string())),
  /** The sample-ratio check and the plan, in the command's words. */
  notes: z.array(words),
  /** The line the team acts on; it begins "Verdict:". */
  verdict: z.string().startsWith("Verdict: "),
});
export type ReadoutRecord = z.infer<typeof readoutRecord>;

/**
 * Every experiment's last readout, by the experiment's name: the ones whose experiment file exists
 * (a readout left behind by a deleted experiment is shown nowhere). A file that is not one stops
 * the build naming it, as any content file does: the editor would otherwise show nothing and say
 * nothing about why.
 */
export function readReadouts(root = contentDir()): Record<string, ReadoutRecord> {
  const folder = join(root, experimentsFolder);
  const found: Record<string, ReadoutRecord> = {};
  for (const name of yamlNames(folder)) {
    const file = readoutPath(name, root);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue; // Not read yet: a draft, or a day before the job's first run.
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new ContentError(`${shown(file)}: this is not JSON (${(error as Error).message}). ${rewrite(name)}`);
    }
    const result = readoutRecord.safeParse(data);
    if (!result.success)
      throw new ContentError(
        `${shown(file)}: this is not a readout: ${result.error.issues.map((issue) => `${issue.path.join(".") || "the file"}: ${issue.message}`).join("; ")}. ${rewrite(name)}`,
      );
    if (result.data.experiment !== name)
      throw new ContentError(`${shown(file)}: it is the readout of "${result.data.experiment}", not of ${name}. ${rewrite(name)}`);
    found[name] = result.data;
  }
  return found;
}

const rewrite = (name: string) =>
  `Delete it (the next daily read writes it again), or write it anew: npm run experiment -- ${name} --write`;
