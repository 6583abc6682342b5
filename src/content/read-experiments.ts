import { join } from "node:path";
import { readContentFile, yamlNames } from "./astro-loader.ts";
import { contentDir } from "./dir.ts";
import { ContentError, shown } from "./content-errors.ts";
import {
  experimentRefusals,
  experimentsFolder,
  experimentTarget,
  pageLabel,
  type CheckedExperiment,
  type PageData,
} from "./experiments.ts";
import { experiment } from "./schema/experiments.ts";

/**
 * The experiments' files read from content/experiments/ and checked (experiments.ts holds the
 * checks): apart from them because it reads files, and the editor's previews, which run the same
 * checks in the browser, cannot carry a reader of files.
 */

/**
 * Every experiment file, checked; a mistake stops with a ContentError naming file and field.
 * `landingPages` names the landing pages an experiment may run on.
 */
export function readExperiments(
  pageData: PageData,
  landingPages: readonly string[],
  root = contentDir(),
): CheckedExperiment[] {
  const folder = join(root, experimentsFolder);
  const found = yamlNames(folder).map((id) => {
    const file = join(folder, `${id}.yaml`);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))
      throw new ContentError(
        `${shown(file)}: an experiment's file name goes into its visitors' links, so it is lowercase letters, digits and single dashes (e.g. features-lead.yaml).`,
      );
    const data = experiment.parse(readContentFile(experiment, { id, path: file }));
    return { ...data, id, file };
  });
  for (const each of found) {
    if (each.status === "draft") continue;
    const problems = experimentRefusals(each, pageData, landingPages);
    if (problems.length > 0)
      throw new ContentError(
        `${shown(each.file)} has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}; the site is not built until ${problems.length === 1 ? "it is" : "they are"} fixed.\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
      );
  }
  const running = found.filter((each) => each.status === "running");
  for (const target of new Set(running.map(experimentTarget))) {
    const onPage = running.filter((each) => experimentTarget(each) === target);
    if (onPage.length > 1)
      throw new ContentError(
        `${onPage.map((each) => shown(each.file)).join(" and ")} both run on the ${pageLabel(target)} page. One experiment per page at a time: set the other's Status to draft or ended.`,
      );
  }
  return found;
}
