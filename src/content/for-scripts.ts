import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { load as parseYaml } from "js-yaml";
import type { z } from "astro/zod";
import { filledPlans, filledSingle } from "./filled.ts";
import { contentDir } from "./dir.ts";
import { plan, plansFolder, plansInOrder, singleFiles, singles, type Plan } from "./schema.ts";

/**
 * The content files read and checked outside Astro: for unit tests, build scripts and the browser
 * suites (pages read them through for-pages.ts). Parsed with js-yaml, as Astro's loader does, and
 * checked against the same schemas. `readContent` and `readPlans` give what the pages show (every figure filled in, as for-pages.ts does); the
 * `AsWritten` forms give the files' own text, placeholders and all.
 */
export function readContentAsWritten<K extends keyof typeof singles>(
  name: K,
  dir = contentDir(),
): z.infer<(typeof singles)[K]> {
  const file = join(dir, `${singleFiles[name]}.yaml`);
  return singles[name].parse(parseYaml(readFileSync(file, "utf8"))) as z.infer<(typeof singles)[K]>;
}

export function readContent<K extends keyof typeof singles>(
  name: K,
  dir = contentDir(),
): z.infer<(typeof singles)[K]> {
  const plans = readPlansAsWritten(dir);
  const { trial } = readContentAsWritten("pricing", dir);
  return filledSingle(name, readContentAsWritten(name, dir), plans, trial);
}

export function readPlans(dir = contentDir()): Plan[] {
  const plans = readPlansAsWritten(dir);
  const { trial } = readContentAsWritten("pricing", dir);
  return filledPlans(plans, trial);
}

export function readPlansAsWritten(dir = contentDir()): Plan[] {
  const folder = join(dir, plansFolder);
  return plansInOrder(
    readdirSync(folder)
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => ({
        id: basename(file, ".yaml"),
        data: plan.parse(parseYaml(readFileSync(join(folder, file), "utf8"))),
      })),
  );
}
