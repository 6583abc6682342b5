import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { z } from "astro/zod";
import { defaultLocale, localeCodes, prefixedLocales, type Locale } from "#src/config/locales.ts";
import type { PageId } from "#src/config/pages.ts";
import { campaignPhase } from "#src/lib/campaigns.ts";
import { variantPath } from "#src/lib/experiments/choose.ts";
import { readContentFile } from "./astro-loader.ts";
import { contentDir } from "./dir.ts";
import { mistakesIn } from "./content-errors.ts";
import {
  experimentPagePath,
  landingTarget,
  onLanding,
  variantsOf,
  withVariant,
  type CheckedExperiment,
  type ExperimentTarget,
  type PageData,
  type PageVariant,
} from "./experiments.ts";
import { readExperiments } from "./read-experiments.ts";
import { fillLanding, fillPage, fillPlans, plansInLanguage } from "./fill-content.ts";
import { planFiles, planWordFiles, singleFile } from "./files.ts";
import { readLandingPages, type CheckedLandingPage } from "./landing-pages.ts";
import { drawnSection, pickableFrom, type DrawnSection } from "./landing-sections.ts";
import { faqQuestionIds, pricingQuestions, pricingRefusals, type AnsweredQuestion } from "./questions.ts";
import type { PageRef } from "./page-ref.ts";
import { landingFolder } from "./schema/landing-pages.ts";
import { plan, planWords, plansInOrder, type Plan, type PlanWords } from "./schema/plans.ts";
import { experimentPages } from "./schema/experiments.ts";
import { singles } from "./schema/singles.ts";
import { siteWords } from "./site-words.ts";

/**
 * The one reader of content/ (docs/decisions/024): every file of every collection, in every
 * language, read and checked once (`readSite`), and what a language's pages show made from that
 * (`contentReader`). The build reads it through Astro's content layer (src/content.config.ts keeps
 * it as the `site` collection, so `astro dev` reloads on an edit; site-collection.ts hands it to the
 * pages); scripts, benches and tests call `readSite` and the shortcuts below; the editor's previews
 * are given what the build read, and fill an entry being edited the same way (fill-content.ts).
 */

type Single = keyof typeof singles;
type SingleData<K extends Single> = z.infer<(typeof singles)[K]>;

/** Every content file as written (placeholders and all), checked as the build checks it. */
export interface SiteContent {
  /** Each page's (and the navigation's) file, by language. */
  pages: { [K in Single]: Record<Locale, SingleData<K>> };
  /** The plans in their `order`, with their English words. */
  plans: Plan[];
  /** Each other language's words for each plan, by language and plan id. */
  planWords: Partial<Record<Locale, Record<string, PlanWords>>>;
  landingPages: CheckedLandingPage[];
  experiments: CheckedExperiment[];
}

function readAll(root: string): SiteContent {
  const page = <K extends Single>(name: K) =>
    Object.fromEntries(
      localeCodes.map((locale) => [
        locale,
        singles[name].parse(readContentFile(singles[name], singleFile(name, locale, root))),
      ]),
    ) as Record<Locale, SingleData<K>>;
  const pages = Object.fromEntries(
    (Object.keys(singles) as Single[]).map((name) => [name, page(name)]),
  ) as SiteContent["pages"];
  const plans = plansInOrder(
    planFiles(root).map((file) => ({ id: file.id, data: plan.parse(readContentFile(plan, file)) })),
  );
  const words = Object.fromEntries(
    prefixedLocales.map((locale) => [
      locale,
      Object.fromEntries(
        planWordFiles(locale, root).map((file) => [
          file.id.split("/")[1]!,
          planWords.parse(readContentFile(planWords, file)),
        ]),
      ),
    ]),
  );
  // The pricing page's plan questions it picks, against its language's FAQ.
  for (const locale of localeCodes) {
    const refused = pricingRefusals(pages.pricing[locale].faq, faqQuestionIds(pages.faq[locale]));
    if (refused.length === 0) continue;
    const { path } = singleFile("pricing", locale, root);
    throw mistakesIn(path, readFileSync(path, "utf8"), refused);
  }
  const landingPages = readLandingPages(
    (locale) => pickableFrom(pages.home[locale], pages.faq[locale], plans),
    root,
  );
  const experiments = readExperiments(
    pageDataOf(pages, landingPages),
    landingPages.map((landing) => landing.slug),
    root,
  );
  return { pages, plans, planWords: words, landingPages, experiments };
}

/** What an experiment is checked against: each page's words as written, landing pages' too. */
export const pageDataOf =
  (pages: SiteContent["pages"], landingPages: readonly CheckedLandingPage[]): PageData =>
  (target, locale) =>
    onLanding(target)
      ? landingPages.find((landing) => target === landingTarget(landing.slug))?.data[locale]
      : pages[target][locale];

/** Each file under `root` with its size and time of change: any edit changes it. */
function signature(root: string): string {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .toSorted()
    .map((name) => {
      const stat = statSync(join(root, name));
      return stat.isFile() ? `${name}:${stat.size}:${stat.mtimeMs}` : "";
    })
    .join("\n");
}

const read = new Map<string, { signature: string; site: SiteContent }>();

/**
 * Every content file under `root`, read and checked: a mistake stops with a ContentError naming
 * the file, the line and the field. Read once per process, and again only after a file changes
 * (the editor's tests and `astro dev` edit content while they run).
 */
export function readSite(root = contentDir()): SiteContent {
  const now = signature(root);
  const known = read.get(root);
  if (known?.signature === now) return known.site;
  const site = readAll(root);
  read.set(root, { signature: now, site });
  return site;
}

/** What the pages of each language show, from the files as written. */
export function contentReader(site: SiteContent) {
  /** The plans in their `order`, in a language's words, placeholders and all. */
  const plansAsWritten = (locale: Locale = defaultLocale): Plan[] =>
    plansInLanguage(locale, site.plans, (id) => site.planWords[locale]?.[id]);
  const trial = (locale: Locale) => site.pages.pricing[locale].trial;

  /** One page's content (or the navigation) in a language, with every figure it quotes filled in. */
  const page = <K extends Single>(name: K, locale: Locale = defaultLocale, variant?: PageVariant): SingleData<K> =>
    fillPage(
      name,
      withVariant(site.pages[name][locale], variant?.variant, locale),
      plansAsWritten(locale),
      trial(locale),
      locale,
    );

  /** The plans in their `order` in a language, each with its id, with every figure they quote filled in. */
  const plans = (locale: Locale = defaultLocale): Plan[] => fillPlans(plansAsWritten(locale), trial(locale), locale);

  /** A landing page in a language: its words with every figure filled in, and its sections as drawn. */
  function landing(
    landingPage: CheckedLandingPage,
    locale: Locale = defaultLocale,
    variant?: PageVariant,
  ): {
    title: string;
    description: string;
    shareImage?: string | undefined;
    shareImageAlt?: string | undefined;
    index: boolean;
    sections: DrawnSection[];
  } {
    const filled = fillLanding(
      `${landingFolder}/${landingPage.slug}`,
      withVariant(landingPage.data[locale]!, variant?.variant, locale),
      plansAsWritten(locale),
      trial(locale),
      locale,
    );
    const shared = {
      stories: page("home", locale).testimonials.items,
      categories: page("faq", locale).categories,
      plans: plans(locale),
      pricing: page("pricing", locale),
    };
    return {
      ...filled,
      index: filled.index ?? false,
      sections: filled.sections.map((section) => drawnSection(section, shared)),
    };
  }

  /**
   * The page its root components are given: which page, its language, that language's shared words,
   * and the experiment's variant it is drawn as, if it is one (its calls to action carry it).
   */
  const pageRef = (id: PageId, locale: Locale, variant?: PageVariant): PageRef => ({
    id,
    locale,
    words: siteWords(page("navigation", locale)),
    ...(variant ? { variant: { experiment: variant.experiment, id: variant.id } } : {}),
  });

  /**
   * The landing pages' `getStaticPaths`: each page in each language it exists in, at /lp/<slug>
   * and /<code>/lp/<slug>.
   */
  const landingRoutes = () =>
    site.landingPages.flatMap((landingPage) =>
      landingPage.languages.map((locale) => ({
        params: { lang: locale === defaultLocale ? undefined : locale, slug: landingPage.slug },
        props: { locale, landing: landingPage },
      })),
    );

  /**
   * The variant pages' `getStaticPaths` (docs/decisions/022): while an experiment runs on a page,
   * each of its variants in each of the experiment's languages, at the variant's own path
   * (`variantPath`: /experiments/<name>/<variant>/de/features), which the servers answer the
   * page's URL with. `page` is the page's path after the variant's, undefined for the English home.
   */
  const variantRoutes = () => {
    const targets: ExperimentTarget[] = [
      ...experimentPages,
      ...site.landingPages.map((landingPage) => landingTarget(landingPage.slug)),
    ];
    return targets.flatMap((target) =>
      localeCodes.flatMap((locale) =>
        variantsOf(site.experiments, target, locale).map((variant) => {
          const folder = variantPath(variant.experiment, variant.id, "/");
          const path = variantPath(variant.experiment, variant.id, experimentPagePath(target, locale));
          return {
            params: { name: variant.experiment, variant: variant.id, page: path.slice(folder.length + 1) || undefined },
            props: {
              target,
              locale,
              variant,
              landing: site.landingPages.find((landingPage) => target === landingTarget(landingPage.slug)),
            },
          };
        }),
      ),
    );
  };

  return {
    site,
    pageAsWritten: <K extends Single>(name: K, locale: Locale = defaultLocale): SingleData<K> => site.pages[name][locale],
    plansAsWritten,
    page,
    plans,
    landing,
    pageRef,
    landingRoutes,
    variantRoutes,
  };
}

/** The reader of the files under `root`: for scripts, benches and tests. */
const siteContent = (root = contentDir()) => contentReader(readSite(root));

/** One page's (or the navigation's) file in a language as written, placeholders and all. */
export const readContentAsWritten = <K extends Single>(name: K, locale: Locale = defaultLocale, root = contentDir()) =>
  siteContent(root).pageAsWritten(name, locale);

/** One page's (or the navigation's) content as the language's page shows it: every figure filled in. */
export const readContent = <K extends Single>(name: K, locale: Locale = defaultLocale, root = contentDir()) =>
  siteContent(root).page(name, locale);

/** The plans as the language's pages show them. */
export const readPlans = (locale: Locale = defaultLocale, root = contentDir()) => siteContent(root).plans(locale);

/** The plans in a language's words, placeholders and all. */
export const readPlansAsWritten = (locale: Locale = defaultLocale, root = contentDir()) =>
  siteContent(root).plansAsWritten(locale);

/** The experiment files, checked against the pages' words as written (experiments.ts). */
export const siteExperiments = (root = contentDir()) => readSite(root).experiments;

/** The pricing page's plan questions as one language shows them: those it picks from the FAQ, then its own. */
export const readPricingQuestions = (locale: Locale = defaultLocale, root = contentDir()): AnsweredQuestion[] =>
  pricingQuestions(readContent("pricing", locale, root).faq, readContent("faq", locale, root).categories);

/** The landing pages, checked against what their sections pick, in every language. */
export const siteLandingPages = (root = contentDir()) => readSite(root).landingPages;

/**
 * The landing pages served at `now` (milliseconds since 1970): those between their dates
 * (docs/decisions/027). A page before its start or past its end has no page to look at, widths to
 * hold or budgets to keep: its address answers 404 or 302. For the tests and benches that go
 * through every page.
 */
export const servedLandingPages = (root = contentDir(), now = Date.now()) =>
  siteLandingPages(root).filter((landing) => campaignPhase(landing.data[defaultLocale]!, now) === "live");

/** A landing page's sections as one language shows them: figures filled in, picks picked. */
export const readLandingSections = (
  page: CheckedLandingPage,
  locale: Locale = defaultLocale,
  root = contentDir(),
): DrawnSection[] => siteContent(root).landing(page, locale).sections;
