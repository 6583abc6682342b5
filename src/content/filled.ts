import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { keepDashWithWord } from "#src/lib/typography.ts";
import { fillAllFigures, type TrialTerms } from "./figures.ts";
import { localisedPaths } from "./localised.ts";
import { landingPage, type LandingPage } from "./schema/landing-pages.ts";
import { plansFolder, type Plan, type PlanWords } from "./schema/plans.ts";
import { singleFiles, singles } from "./schema/singles.ts";

/**
 * A content file as one language's pages show it: every figure it quotes filled in (figures.ts),
 * every spaced dash held to the word before it (lib/typography.ts: a line never starts with
 * "– schneller", whatever the words), and every link to a page in that language (localised.ts),
 * the same way for the build
 * (for-pages.ts, from Astro's collections) and for tests and scripts (for-scripts.ts, from the
 * files). A placeholder that cannot be filled names its file and field.
 */
const shownFile = (locale: Locale, file: string) =>
  locale === defaultLocale ? `content/${file}.yaml` : `content/${locale}/${file}.yaml`;

export function filledSingle<K extends keyof typeof singles, T>(
  name: K,
  data: T,
  plans: readonly Plan[],
  trial: TrialTerms,
  locale: Locale = defaultLocale,
): T {
  const filled = fillAllFigures(data, plans, trial, shownFile(locale, singleFiles[name]), locale);
  return localisedPaths(singles[name], dashesHeld(filled), locale);
}

/** A landing page (issue 45) as its language shows it, the same way; `file` names it in messages (`landing-pages/revops`). */
export function filledLanding(
  file: string,
  data: LandingPage,
  plans: readonly Plan[],
  trial: TrialTerms,
  locale: Locale = defaultLocale,
): LandingPage {
  const filled = fillAllFigures(data, plans, trial, shownFile(locale, file), locale);
  return localisedPaths(landingPage, dashesHeld(filled), locale);
}

export function filledPlans(plans: readonly Plan[], trial: TrialTerms, locale: Locale = defaultLocale): Plan[] {
  return plans.map((plan) =>
    dashesHeld(fillAllFigures(plan, plans, trial, shownFile(locale, `${plansFolder}/${plan.id}`), locale)),
  );
}

/** Every text in `data` with its spaced dashes held to the word before them. */
function dashesHeld<T>(data: T): T {
  if (typeof data === "string") return keepDashWithWord(data) as T;
  if (Array.isArray(data)) return data.map((item) => dashesHeld(item)) as T;
  if (data && typeof data === "object")
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, dashesHeld(value)])) as T;
  return data;
}

/**
 * The plans in one language: each English plan (its position, price and badge, shared) with that
 * language's words for it (content/<code>/plans/<id>.yaml). English plans come back as they are.
 */
export function plansIn(
  locale: Locale,
  plans: readonly Plan[],
  wordsOf: (id: string) => PlanWords | undefined,
): Plan[] {
  if (locale === defaultLocale) return [...plans];
  return plans.map((plan) => {
    const words = wordsOf(plan.id);
    if (!words) throw new Error(`content: no ${locale} words for the plan "${plan.id}".`);
    const { featuresLead: _english, ...shared } = plan;
    return { ...shared, ...words };
  });
}
