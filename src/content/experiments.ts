import { homeSectionNames, landingPath, landingPrefix, pagePaths } from "#src/config/pages.ts";
import { defaultLocale, localePath, locales, type Locale } from "#src/config/locales.ts";
import { experimentParam, variantIds, variantPath, type ExperimentRule } from "#src/lib/experiments/choose.ts";
import { changeableFields, textFieldsWithWords } from "./page-fields.ts";
import { type Experiment, type ExperimentVariant, experimentPages } from "./schema/experiments.ts";
import { landingPage } from "./schema/landing-pages.ts";
import { singles } from "./schema/singles.ts";

/**
 * Experiments as content: one file per experiment under content/experiments/, checked
 * against its schema (schema.ts) and then against the site, so a mistake stops the build naming
 * the file and the field as the editor labels it (read-experiments.ts reads them). Pages read the
 * running ones through `variantsOf`, postbuild turns them into the servers' rule
 * (`experimentRules`). Nothing here reads a file, so the editor's previews carry it: the preview
 * of an experiment checks it and draws its variants with the same functions the build uses.
 */

export const experimentsFolder = "experiments";

type ExperimentPage = (typeof experimentPages)[number];

/**
 * What an experiment runs on: one of the fixed pages by name, or a landing page as
 * `lp/<file name>`.
 */
export type ExperimentTarget = ExperimentPage | LandingTarget;

/** A checked experiment: its file's data, its name (the file's) and the file's path. */
export interface CheckedExperiment extends Experiment {
  id: string;
  file: string;
}

/** One variant a page is drawn as: its experiment, its id (a, b, …) and its changes. */
export interface PageVariant {
  experiment: string;
  id: string;
  variant: ExperimentVariant;
}

type LandingTarget = `${typeof landingPrefix}/${string}`;

/** A landing page as a target, by its file name: `lp/<slug>`. */
export const landingTarget = (slug: string): LandingTarget => `${landingPrefix}/${slug}`;

/** The file name of the landing page a target names. */
export const landingSlugOf = (target: LandingTarget) => target.slice(landingPrefix.length + 1);

/** The page an experiment runs on, as a target. */
export const experimentTarget = (found: Pick<Experiment, "page" | "landingPage">): ExperimentTarget =>
  found.page === "landing" ? landingTarget(found.landingPage ?? "") : found.page;

/** Whether an experiment runs on a landing page. */
export const onLanding = (target: ExperimentTarget): target is LandingTarget => target.startsWith(`${landingPrefix}/`);

/** The URL path of a page the experiments can run on, in a language. */
export const experimentPagePath = (target: ExperimentTarget, locale: Locale): string =>
  localePath(
    locale,
    onLanding(target) ? landingPath(landingSlugOf(target)) : pagePaths[experimentPages.indexOf(target)]!,
  );

/** The page's name as the editor labels it ("Features"), or a landing page's ("revops landing"). */
export const pageLabel = (target: ExperimentTarget) =>
  onLanding(target) ? `${landingSlugOf(target)} landing` : String(singles[target].meta()?.title ?? target);

const schemaOf = (target: ExperimentTarget) => (onLanding(target) ? landingPage : singles[target]);

/** A dotted field (`hero.ctas[2].label`, positions from 1) as keys into the page's data. */
function fieldKeys(field: string): (string | number)[] | undefined {
  const keys: (string | number)[] = [];
  for (const part of field.split(".")) {
    const match = /^([A-Za-z][A-Za-z0-9]*)((?:\[[1-9][0-9]*\])*)$/.exec(part);
    if (!match) return;
    keys.push(match[1]!);
    for (const [, index] of match[2]!.matchAll(/\[([0-9]+)\]/g)) keys.push(Number(index) - 1);
  }
  return keys;
}

const valueAt = (data: unknown, keys: readonly (string | number)[]) =>
  keys.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object" && Object.hasOwn(value, key)
        ? (value as Record<string | number, unknown>)[key]
        : undefined,
    data,
  );

/** The page's data with a variant's words in a language (its order of the home page's sections: `sectionOrderOf`). */
export function withVariant<T>(data: T, variant: ExperimentVariant | undefined, locale: Locale): T {
  if (!variant?.changes) return data;
  const copy = structuredClone(data) as Record<string | number, unknown>;
  for (const change of variant.changes) {
    const keys = fieldKeys(change.field)!;
    const words = change.words[locale];
    if (words === undefined) continue;
    const holder = valueAt(copy, keys.slice(0, -1)) as Record<string | number, unknown>;
    holder[keys.at(-1)!] = words;
  }
  return copy as T;
}

/** The home page's sections in the order a variant draws them: its own order, else the page's. */
export const sectionOrderOf = (variant: ExperimentVariant | undefined) => variant?.order ?? homeSectionNames;

/** The words a field (`hero.ctas[2].label`) holds in a page's data, or undefined where it names no text. */
export function wordsAt(data: unknown, field: string): string | undefined {
  const keys = fieldKeys(field);
  const value = keys && valueAt(data, keys);
  return typeof value === "string" ? value : undefined;
}

/**
 * The refusals past the schema, in the editor's words: each names the field. `pageData` reads a
 * page's data as written in a language (checked, placeholders and all).
 */
export function experimentRefusals(found: Experiment, pageData: PageData, landingPages: readonly string[]): string[] {
  const problems: string[] = [];
  const target = experimentTarget(found);
  if (found.page === "landing") {
    if (!found.landingPage)
      return [`Landing page: Page is landing, so name the landing page by its file name, e.g. ${landingPages[0] ?? "revops"}.`];
    if (!landingPages.includes(found.landingPage))
      return [
        `Landing page: there is no landing page "${found.landingPage}". The landing pages are: ${landingPages.join(", ") || "none yet"}.`,
      ];
    const missing = found.languages.filter((locale) => pageData(target, locale) === undefined);
    if (missing.length > 0)
      return [
        `Languages: the ${found.landingPage} landing page is not in ${missing.map((locale) => locales[locale].name).join(", ")}. Run the experiment in the languages the page has, or translate it first.`,
      ];
  } else if (found.landingPage)
    problems.push(`Landing page: only for Page landing. Leave it empty for the ${pageLabel(target)} page.`);
  const total = found.variants.reduce((sum, variant) => sum + variant.share, 0);
  if (total !== 100)
    problems.push(
      `Variants → Share of visits: the shares add up to ${total}, not 100. Change them so they do.`,
    );
  const label = pageLabel(target);
  const english = pageData(target, defaultLocale);
  for (const [index, variant] of found.variants.entries()) {
    const where = `Variants → ${variant.name} (${index + 1})`;
    if (index === 0 && (variant.changes?.length || variant.order))
      problems.push(`${where}: the first variant is the page as it is. Leave its changes and order empty.`);
    if (variant.order) {
      if (found.page !== "home")
        problems.push(`${where} → Order of the sections: only the home page's sections can be reordered.`);
      else if (variant.order.length !== homeSectionNames.length || new Set(variant.order).size !== homeSectionNames.length)
        problems.push(
          `${where} → Order of the sections: name every section once (${homeSectionNames.join(", ")}).`,
        );
    }
    for (const change of variant.changes ?? []) {
      const at = `${where} → Changes of words → Field "${change.field}"`;
      const keys = fieldKeys(change.field);
      const current = keys && valueAt(english, keys);
      if (current === undefined) {
        problems.push(
          `${at}: the ${label} page has no such field. Its text fields are: ${changeableFields(english, schemaOf(target))
            .map(([name]) => name)
            .join(", ")}.`,
        );
        continue;
      }
      if (typeof current !== "string") {
        problems.push(`${at}: this is not a text field of the ${label} page (it holds a list or a group). Name one of its texts, e.g. ${textFieldsWithWords(current, keys ?? [])[0]?.[0] ?? "hero.title"}.`);
        continue;
      }
      for (const locale of found.languages) {
        const words = change.words[locale];
        if (words === undefined) {
          problems.push(`${at} → Words → ${locales[locale].name}: missing. The experiment runs in ${locales[locale].name}, so every change needs its words there.`);
          continue;
        }
        const tried = schemaOf(target).safeParse(withVariant(pageData(target, locale), variant, locale));
        for (const issue of tried.success ? [] : tried.error.issues)
          problems.push(`${at} → Words → ${locales[locale].name}: ${issue.message}`);
      }
    }
  }
  return problems;
}

/** A page's data as written in a language (placeholders and all); undefined for a landing page not in it. */
export type PageData = (target: ExperimentTarget, locale: Locale) => unknown;

/** The running experiments. */
const runningExperiments = (experiments: readonly CheckedExperiment[]) =>
  experiments.filter((each) => each.status === "running");

/** A page's variants to prerender in a language: none without a running experiment there. */
export function variantsOf(
  experiments: readonly CheckedExperiment[],
  target: ExperimentTarget,
  locale: Locale,
): PageVariant[] {
  const running = runningExperiments(experiments).find(
    (each) => experimentTarget(each) === target && each.languages.includes(locale),
  );
  return running
    ? running.variants.map((variant, index) => ({ experiment: running.id, id: variantIds[index]!, variant }))
    : [];
}

/** The servers' rule for each running experiment (build/http-rules.json), files as URL paths. */
export function experimentRules(experiments: readonly CheckedExperiment[]): ExperimentRule[] {
  return runningExperiments(experiments).map((each) => {
    const ids = each.variants.map((_, index) => variantIds[index]!);
    return {
      name: each.id,
      ...(each.start ? { start: each.start } : {}),
      ...(each.end ? { end: each.end } : {}),
      param: experimentParam(each.id),
      variants: ids,
      shares: each.variants.map((variant) => variant.share),
      pages: each.languages.map((locale) => {
        const path = experimentPagePath(experimentTarget(each), locale);
        return {
          path,
          pageFile: `${path === "/" ? "/index" : path}.html`,
          files: ids.map((id) => `${variantPath(each.id, id, path)}.html`),
        };
      }),
    };
  });
}
