import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { formatNumber, formatPercent } from "#src/lib/locale-format.ts";
import { roiFieldLimits, roiFieldOrder, roiMultipliers, type RoiFieldLimits } from "#src/lib/roi/model.ts";
import { roiTemplateNames } from "#src/lib/roi/format.ts";
import { claimedAnnualSavingPercent, formatUsd, type PlanPrice } from "#src/lib/pricing.ts";

/**
 * The content's placeholder language: which `{…}` a text may write, what each stands for, and
 * filling them in. The schema (schema/fields.ts) checks every text against it; the reader
 * (read-content.ts) fills a whole file through fill-content.ts. A price, a trial term or a calculator bound
 * is written once, where it lives (content/plans/, content/pricing.yaml, lib/roi/model.ts), and
 * every text quotes it by name.
 */

type FigurePlan = { id: string; name: string; price?: PlanPrice | undefined };
/** The free trial's terms, written once (content/pricing.yaml `trial`) and quoted everywhere. */
export type TrialTerms = { days: number; credits: number };

/**
 * Words in content that quote a figure: `{percent}` (the claimed annual saving), `{<plan>.monthly}`
 * and `{<plan>.annual}` (that plan's price per month, "$99"), `{<plan>.name}`, the trial's
 * `{trial.days}` and `{trial.credits}`, and the calculator's conversion uplift, which is code
 * (lib/roi/model.ts): `{uplift.percent}` ("35%"), `{uplift.factor}` ("1.35"), and the cautious
 * case's `{cautious.percent}` and `{cautious.factor}`, and the bounds of its inputs, also code:
 * `{team.min}`, `{deal.max}` ("$100,000,000"; the other fields' bounds are plain numbers). content/
 * writes the placeholder, never the figure, so each fact is one line in one file. Each figure is
 * written the way the text's language writes it (lib/locale-format.ts): `{starter.monthly}` is
 * "$99" in English and "99 $" in German, `{uplift.factor}` "1.35" and "1,35", and `{percent}`,
 * a bare number the words put their own "%" after, "20" (a fraction would read "12,5" in German).
 */
export const figurePattern = /\{([^{}]*)\}/g;
/** What a placeholder may look like; whether the plan exists is only known with the plans. */
export const figureNamePattern =
  /^(?:percent|trial\.(?:days|credits)|(?:uplift|cautious)\.(?:percent|factor)|(?:team|deal|rate|leads)\.(?:min|max)|[a-z0-9]+(?:-[a-z0-9]+)*\.(?:monthly|annual|name))$/;

/**
 * Placeholders a component fills as it draws the page, left alone here like the calculator's:
 * `{rating}` (a quote's stars), `{company}` and `{network}` (a social profile's link).
 */
const pageTemplateNames = ["rating", "company", "network"] as const;
export type PageTemplateName = (typeof pageTemplateNames)[number];
const laterTemplateNames: readonly string[] = [...roiTemplateNames, ...pageTemplateNames];

const count = (value: number, locale: Locale) => formatNumber(value, locale);
const factor = (multiplier: number, locale: Locale) =>
  formatNumber(multiplier, locale, { maximumFractionDigits: 3 });
const percentOf = (multiplier: number, locale: Locale) =>
  formatPercent(Math.round((multiplier - 1) * 1000) / 10, locale, { maximumFractionDigits: 3 });

/** The calculator's uplift, as its assumptions and the home page's figures quote it. */
const upliftFigures = (locale: Locale) => ({
  "uplift.percent": percentOf(roiMultipliers.uplift, locale),
  "uplift.factor": factor(roiMultipliers.uplift, locale),
  "cautious.percent": percentOf(roiMultipliers.cautiousUplift, locale),
  "cautious.factor": factor(roiMultipliers.cautiousUplift, locale),
});

/** A bound of a calculator input as its hint quotes it: dollars as a price is, others as a number. */
const bound = (limits: RoiFieldLimits, value: number, locale: Locale) =>
  limits.unit === "usd" ? formatUsd(value, locale) : count(value, locale);

/** The calculator's input bounds: "{team.min} to {team.max}" reads "1 to 10,000". */
const limitFigures = (locale: Locale) =>
  Object.fromEntries(
    roiFieldOrder.flatMap((key) => {
      const limits: RoiFieldLimits = roiFieldLimits[key];
      return [
        [`${key}.min`, bound(limits, limits.min, locale)],
        [`${key}.max`, bound(limits, limits.max, locale)],
      ];
    }),
  );

/** Every figure the plans (and the trial, where given) fill in, by placeholder name, in a language. */
export function planFigures(
  plans: readonly FigurePlan[],
  trial?: TrialTerms,
  locale: Locale = defaultLocale,
): Record<string, string> {
  const figures: Record<string, string> = {
    percent: count(claimedAnnualSavingPercent(plans), locale),
    ...upliftFigures(locale),
    ...limitFigures(locale),
  };
  if (trial) {
    figures["trial.days"] = count(trial.days, locale);
    figures["trial.credits"] = count(trial.credits, locale);
  }
  for (const plan of plans) {
    figures[`${plan.id}.name`] = plan.name;
    if (!plan.price) continue;
    figures[`${plan.id}.monthly`] = formatUsd(plan.price.monthly, locale);
    figures[`${plan.id}.annual`] = formatUsd(plan.price.annual, locale);
  }
  return figures;
}

/**
 * The text with each placeholder replaced by its figure. A placeholder that cannot be filled (a
 * plan that was renamed or has no price) stops the build with what to write instead. The
 * calculator's own (`{month}`, `{payback}`: lib/roi/format.ts) are left for it to fill as the
 * visitor types; the schema allows them only in the words that use them.
 */
export function fillFigures(
  text: string,
  plans: readonly FigurePlan[],
  where = "content",
  trial?: TrialTerms,
  locale: Locale = defaultLocale,
): string {
  return fillWith(text, planFigures(plans, trial, locale), where, locale);
}

/** What a figure typed out stands for, in the words that say what to write instead. */
const typedOutKinds: [RegExp, string][] = [
  [/\.(?:monthly|annual)$/, "the plan's price"],
  [/^(?:uplift|cautious)\./, "the calculator's uplift, which is code"],
  [/^trial\./, "the trial's terms"],
];

/** What may follow a figure typed by hand: not more of a number. */
const numberEnds = "(?!\\d|[.,]\\d)";
/** The trial's terms with the words around them, in English: a bare "14" may mean anything. */
const trialWords: Record<string, string> = {
  "trial.days": "[- ]days?\\b",
  "trial.credits": " (?:free )?(?:contact )?credits\\b",
};

/** A figure as the text's language writes it, as a pattern for the same figure typed by hand. */
const typedPattern = (figure: string, after: string) =>
  new RegExp(
    `(?<![\\d.,])${figure
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/[\s\u00a0\u202f]+/g, "[\\s\\u00a0\\u202f]*")}${after}`,
    "i",
  );

/**
 * Where a text types out a figure the site fills in (a plan's price, the calculator's uplift, the
 * trial's terms) rather than quoting it by placeholder: typed, it would stay behind when the
 * figure changes. One line each, saying which placeholder to write. The trial's terms are looked
 * for in English, with their words ("14-day", "500 credits").
 */
export function typedOutFigures(
  text: string,
  figures: Readonly<Record<string, string>>,
  where: string,
  locale: Locale = defaultLocale,
): string[] {
  const found: string[] = [];
  for (const [name, figure] of Object.entries(figures)) {
    const kind = typedOutKinds.find(([pattern]) => pattern.test(name))?.[1];
    const words = trialWords[name];
    if (!kind || (words !== undefined && locale !== defaultLocale)) continue;
    const typed = typedPattern(figure, words ?? numberEnds).exec(text)?.[0];
    if (typed)
      found.push(
        `${where}: "${typed}" types out ${kind}; write {${name}} in its place, so the words follow when it changes.`,
      );
  }
  return found;
}

function fillWith(text: string, figures: Record<string, string>, where: string, locale: Locale): string {
  const typed = typedOutFigures(text, figures, where, locale);
  if (typed.length > 0) throw new Error(typed.join("\n"));
  return text.replaceAll(figurePattern, (whole, name: string) => {
    const figure = figures[name];
    if (figure === undefined && laterTemplateNames.includes(name)) return whole;
    if (figure === undefined)
      throw new Error(
        `${where}: "${whole}" is not a figure the site can fill in. Use one of: ${Object.keys(figures)
          .map((known) => `{${known}}`)
          .join(", ")}.`,
      );
    return figure;
  });
}

/**
 * Every text in a content file with its placeholders filled: what the pages show, its figures
 * written the way `locale` (the file's language) writes them. `file` names the file in messages,
 * with the field's path after it.
 */
export function fillAllFigures<T>(
  data: T,
  plans: readonly FigurePlan[],
  trial: TrialTerms,
  file: string,
  locale: Locale = defaultLocale,
): T {
  return fillAll(data, planFigures(plans, trial, locale), file, [], locale);
}

function fillAll<T>(
  data: T,
  figures: Record<string, string>,
  file: string,
  path: readonly (string | number)[],
  locale: Locale,
): T {
  if (typeof data === "string") return fillWith(data, figures, `${file} ${path.join(" → ")}`.trim(), locale) as T;
  if (Array.isArray(data))
    return data.map((item, index) => fillAll(item, figures, file, [...path, index], locale)) as T;
  if (data && typeof data === "object")
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, fillAll(value, figures, file, [...path, key], locale)]),
    ) as T;
  return data;
}
