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
 * "– schneller", whatever the words), and every link to a page in that language (localised.ts).
 * The reader (read-content.ts) fills every page this way for the build, the scripts and the tests,
 * and the editor's previews fill the entry being edited the same way. Nothing here reads a file,
 * so the previews can carry it. A placeholder that cannot be filled names its file and field.
 */
const shownFile = (locale: Locale, file: string) =>
  locale === defaultLocale ? `content/${file}.yaml` : `content/${locale}/${file}.yaml`;

export function fillPage<K extends keyof typeof singles, T>(
  name: K,
  data: T,
  plans: readonly Plan[],
  trial: TrialTerms,
  locale: Locale = defaultLocale,
): T {
  const filled = fillAllFigures(data, plans, trial, shownFile(locale, singleFiles[name]), locale);
  return localisedPaths(singles[name], dashesHeld(filled), locale);
}

/** A landing page as its language shows it, the same way; `file` names it in messages (`landing-pages/revops`). */
export function fillLanding(
  file: string,
  data: LandingPage,
  plans: readonly Plan[],
  trial: TrialTerms,
  locale: Locale = defaultLocale,
): LandingPage {
  const filled = fillAllFigures(data, plans, trial, shownFile(locale, file), locale);
  return localisedPaths(landingPage, dashesHeld(filled), locale);
}

export function fillPlans(plans: readonly Plan[], trial: TrialTerms, locale: Locale = defaultLocale): Plan[] {
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
export function plansInLanguage(
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
