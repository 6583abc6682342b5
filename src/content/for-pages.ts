import { getCollection, getEntry } from "astro:content";
import type { z } from "astro/zod";
import { defaultLocale, localePath, type Locale } from "#src/config/locales.ts";
import { filledLanding, filledPlans, filledSingle, plansIn } from "./filled.ts";
import { landingFolder } from "./schema/landing-pages.ts";
import { plansInOrder, type PlanWords } from "./schema/plans.ts";
import { type singles } from "./schema/singles.ts";
import { siteWords } from "./site-words.ts";
import { landingTarget, variantsOf, withVariant, type ExperimentPage, type PageVariant } from "./experiments.ts";
import { siteExperiments, siteLandingPages } from "./for-scripts.ts";
import type { CheckedLandingPage } from "./landing-pages.ts";
import { drawnSection, type DrawnSection } from "./landing-sections.ts";
import { everyLanguage } from "#src/lib/language-routes.ts";
import { variantPath } from "#src/lib/experiments/choose.ts";
import type { PageRef } from "#src/components/ui/page-context.tsx";
import type { PageId } from "#src/config/pages.ts";

/**
 * What pages read: the content Astro's collections hold (src/content.config.ts, filled by
 * astro-loader.ts), through astro:content, in the page's language, with every figure filled in
 * and every page link in that language. Outside Astro (tests, build scripts, the browser suites)
 * for-scripts.ts reads the same files the same way.
 */
type Single = keyof typeof singles;

/** One file's data in one language as written, already checked by the build. */
async function asWritten<K extends Single>(name: K, locale: Locale): Promise<z.infer<(typeof singles)[K]>> {
  const entry = await getEntry(name, locale);
  if (!entry) throw new Error(`content: no ${locale} file for "${name}".`);
  return entry.data as z.infer<(typeof singles)[K]>;
}

/** The plans in their `order`, each with its id, in the language's words. */
async function plansAsWritten(locale: Locale) {
  const plans = plansInOrder(await getCollection("plans"));
  const words = await getCollection("planWords");
  return plansIn(locale, plans, (id) => words.find((entry) => entry.id === `${locale}/${id}`)?.data as PlanWords);
}

/** What every text may quote: the plans' figures and the trial's terms. */
async function figureSources(locale: Locale) {
  return { plans: await plansAsWritten(locale), trial: (await asWritten("pricing", locale)).trial };
}

/** One page's content (or the navigation) in a language, with every figure it quotes filled in. */
export async function loadContent<K extends Single>(
  name: K,
  locale: Locale = defaultLocale,
  variant?: PageVariant,
): Promise<z.infer<(typeof singles)[K]>> {
  const { plans, trial } = await figureSources(locale);
  return filledSingle(name, withVariant(await asWritten(name, locale), variant?.variant, locale), plans, trial, locale);
}

/** The plans in their `order` in a language, each with its id, with every figure they quote filled in. */
export async function loadPlans(locale: Locale = defaultLocale) {
  const { plans, trial } = await figureSources(locale);
  return filledPlans(plans, trial, locale);
}

/**
 * The page its root components are given: which page, its language, that language's shared words,
 * and the experiment's variant it is drawn as, if it is one (issue 44).
 */
export async function loadPage(id: PageId, locale: Locale, variant?: PageVariant): Promise<PageRef> {
  return {
    id,
    locale,
    words: siteWords(await loadContent("navigation", locale)),
    ...(variant ? { variant: { experiment: variant.experiment, id: variant.id } } : {}),
  };
}

/**
 * A page's `getStaticPaths` (docs/decisions/018): the page in every language (`everyLanguage`) and,
 * while an experiment runs on it, each variant in each of its languages, under its own path
 * (`variantPath`: /experiments/<name>/<variant>/de/features), which the servers answer the page's
 * URL with.
 */
export function everyLanguageAndVariant(page: ExperimentPage) {
  const experiments = siteExperiments();
  return everyLanguage().flatMap((path) => [
    path,
    ...variantsOf(experiments, page, path.props.locale).map((variant) => ({
      params: { lang: variantPath(variant.experiment, variant.id, localePath(path.props.locale, "/")).slice(1) },
      props: { locale: path.props.locale, variant },
    })),
  ]);
}

/**
 * The landing pages' `getStaticPaths` (issue 45): each page in each language it exists in, at
 * /lp/<slug> and /<code>/lp/<slug>. Reading them checks them: a mistake stops the build.
 */
export function everyLandingPage() {
  const experiments = siteExperiments();
  return siteLandingPages().flatMap((landing) =>
    landing.languages.flatMap((locale) => [
      {
        params: { lang: locale === defaultLocale ? undefined : locale, slug: landing.slug },
        props: { locale, landing, variant: undefined as PageVariant | undefined },
      },
      // While an experiment runs on it (issue 44), each variant at its own path, as the fixed pages'.
      ...variantsOf(experiments, landingTarget(landing.slug), locale).map((variant) => ({
        params: { lang: variantPath(variant.experiment, variant.id, localePath(locale, "/")).slice(1), slug: landing.slug },
        props: { locale, landing, variant },
      })),
    ]),
  );
}

/** A landing page in a language: its words with every figure filled in, and its sections as drawn. */
export async function loadLanding(
  landing: CheckedLandingPage,
  locale: Locale,
  variant?: PageVariant,
): Promise<{ title: string; description: string; shareImageAlt?: string | undefined; index: boolean; sections: DrawnSection[] }> {
  const { plans: plansWritten, trial } = await figureSources(locale);
  const page = filledLanding(
    `${landingFolder}/${landing.slug}`,
    withVariant(landing.data[locale]!, variant?.variant, locale),
    plansWritten,
    trial,
    locale,
  );
  const shared = {
    stories: (await loadContent("home", locale)).testimonials.items,
    categories: (await loadContent("faq", locale)).categories,
    plans: await loadPlans(locale),
    pricing: await loadContent("pricing", locale),
  };
  return { ...page, index: page.index ?? false, sections: page.sections.map((section) => drawnSection(section, shared)) };
}
