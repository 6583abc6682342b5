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
  return fillWith(text, planFigures(plans, trial, locale), where);
}

function fillWith(text: string, figures: Record<string, string>, where: string): string {
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
  return fillAll(data, planFigures(plans, trial, locale), file, []);
}

function fillAll<T>(data: T, figures: Record<string, string>, file: string, path: readonly (string | number)[]): T {
  if (typeof data === "string") return fillWith(data, figures, `${file} ${path.join(" → ")}`.trim()) as T;
  if (Array.isArray(data)) return data.map((item, index) => fillAll(item, figures, file, [...path, index])) as T;
  if (data && typeof data === "object")
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, fillAll(value, figures, file, [...path, key])]),
    ) as T;
  return data;
}
