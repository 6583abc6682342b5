import type { z } from "astro/zod";
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { readContentFile } from "./astro-loader.ts";
import { landingTarget, onLanding, readExperiments, type PageData } from "./experiments.ts";
import { readLandingPages, type CheckedLandingPage } from "./landing-pages.ts";
import { drawnSection, pickableFrom, type DrawnSection } from "./landing-sections.ts";
import { contentDir } from "./dir.ts";
import { filledLanding, filledPlans, filledSingle, plansIn } from "./filled.ts";
import { planFiles, planWordFiles, singleFile } from "./files.ts";
import { landingFolder } from "./schema/landing-pages.ts";
import { plan, planWords, plansInOrder, type Plan, type PlanWords } from "./schema/plans.ts";
import { singles } from "./schema/singles.ts";

/**
 * The content files read and checked outside Astro: for unit tests, build scripts and the browser
 * suites (pages read them through for-pages.ts). Read and checked as the build reads them (the
 * schema, and a translation against English: astro-loader.ts). `readContent` and `readPlans` give
 * what one language's pages show (every figure filled in, every page link in the language, as
 * for-pages.ts does); the `AsWritten` forms give the files' own text, placeholders and all.
 */
export function readContentAsWritten<K extends keyof typeof singles>(
  name: K,
  locale: Locale = defaultLocale,
  dir = contentDir(),
): z.infer<(typeof singles)[K]> {
  return singles[name].parse(readContentFile(singles[name], singleFile(name, locale, dir))) as z.infer<
    (typeof singles)[K]
  >;
}

export function readContent<K extends keyof typeof singles>(
  name: K,
  locale: Locale = defaultLocale,
  dir = contentDir(),
): z.infer<(typeof singles)[K]> {
  const plans = readPlansAsWritten(locale, dir);
  const { trial } = readContentAsWritten("pricing", locale, dir);
  return filledSingle(name, readContentAsWritten(name, locale, dir), plans, trial, locale);
}

export function readPlans(locale: Locale = defaultLocale, dir = contentDir()): Plan[] {
  const plans = readPlansAsWritten(locale, dir);
  const { trial } = readContentAsWritten("pricing", locale, dir);
  return filledPlans(plans, trial, locale);
}

/** The plans in their `order`, in a language's words, placeholders and all. */
export function readPlansAsWritten(locale: Locale = defaultLocale, dir = contentDir()): Plan[] {
  const plans = plansInOrder(planFiles(dir).map((file) => ({ id: file.id, data: plan.parse(readContentFile(plan, file)) })));
  if (locale === defaultLocale) return plans;
  const words = new Map(
    planWordFiles(locale, dir).map((file) => [file.id.split("/")[1], planWords.parse(readContentFile(planWords, file))]),
  );
  return plansIn(locale, plans, (id): PlanWords | undefined => words.get(id));
}

/** What an experiment is checked against: each page's words as written, landing pages' too, and the landing pages' names. */
export function pagesAsWritten(dir = contentDir()): { pageData: PageData; landingPages: string[] } {
  const landings = siteLandingPages(dir);
  return {
    pageData: (target, locale) =>
      onLanding(target)
        ? landings.find((landing) => target === landingTarget(landing.slug))?.data[locale]
        : readContentAsWritten(target, locale, dir),
    landingPages: landings.map((landing) => landing.slug),
  };
}

/** The experiment files, checked against the pages' words as written (experiments.ts). */
export function siteExperiments(dir = contentDir()) {
  const { pageData, landingPages } = pagesAsWritten(dir);
  return readExperiments(pageData, landingPages, dir);
}

/** The landing pages (issue 45), checked against what their sections pick, in every language. */
export const siteLandingPages = (dir = contentDir()): CheckedLandingPage[] =>
  readLandingPages(
    (locale) => pickableFrom(readContentAsWritten("home", locale, dir), readContentAsWritten("faq", locale, dir), planFiles(dir)),
    dir,
  );

/** A landing page's sections as one language shows them: figures filled in, picks picked. */
export function readLandingSections(page: CheckedLandingPage, locale: Locale = defaultLocale, dir = contentDir()): DrawnSection[] {
  const plans = readPlans(locale, dir);
  const pricing = readContent("pricing", locale, dir);
  const shared = {
    stories: readContent("home", locale, dir).testimonials.items,
    categories: readContent("faq", locale, dir).categories,
    plans,
    pricing,
  };
  const filled = filledLanding(`${landingFolder}/${page.slug}`, page.data[locale]!, readPlansAsWritten(locale, dir), pricing.trial, locale);
  return filled.sections.map((section) => drawnSection(section, shared));
}
