import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { FaqPage } from "#src/components/sections/faq-page.tsx";
import { PricingPage } from "#src/components/sections/pricing-page.tsx";
import {
  entryProblems,
  experimentsCollectionName,
  fileEntryName,
  fileOf,
  landingCollectionName,
  pathIn,
  plansCollectionName,
  schemaForPath,
  translationStartName,
  where,
  type ContentAsWritten,
} from "#src/content/editor-checks.ts";
import { englishLandingPages, hasTranslation, stillEnglish } from "#src/content/translation-start.ts";
import { fillLanding, fillPlans, fillPage, plansInLanguage } from "#src/content/fill-content.ts";
import { landingRefusals, pickableFrom } from "#src/content/landing-sections.ts";
import { faqQuestionIds, pricingQuestions, pricingRefusals } from "#src/content/questions.ts";
import type { PreviewContent } from "#src/content/editor-content.ts";
import { sectionOrderOf } from "#src/content/experiments.ts";
import type { FaqContent, HomeContent } from "#src/content/schema/pages.ts";
import type { LandingPage } from "#src/content/schema/landing-pages.ts";
import type { Plan, PlanWords } from "#src/content/schema/plans.ts";
import type { PricingContent } from "#src/content/schema/pricing.ts";
import { landingFolder } from "#src/content/schema/landing-pages.ts";
import { plansFolder, plansInOrder } from "#src/content/schema/plans.ts";
import { singleFiles } from "#src/content/schema/singles.ts";
import { adminPath, landingPageId, type PageId } from "#src/config/pages.ts";
import { defaultLocale, localeCodes, locales, prefixedLocales, type Locale } from "#src/config/locales.ts";
import type { ReadoutRecord } from "#src/content/readouts.ts";
import { ExperimentReadout } from "./experiment-readout.tsx";
import { ExperimentVariants } from "./experiment-variants.tsx";
import { HomeSections, LandingSections, previewPageRef } from "./preview-pages.tsx";
import { registerPageFieldWidget } from "./page-field-widget.ts";
import { registerPictureWidget } from "./picture-widget.ts";
import "./previews.css";

/**
 * The editor's previews (/admin/previews.js and previews.css, loaded after decap-cms.js; bundled by
 * config/integrations/decap-admin.ts): the entry being edited, drawn by the site's own components with the
 * site's own stylesheet, in the entry's language (a German file with German words, its figures
 * written the German way, beside the plans in German), its figures filled in as the build fills
 * them, in the theme the marketer's system uses. The other files come as they were at build time
 * (PREVIEW_CONTENT, by language), so a price change shows on the real cards beside the other plans
 * as they are.
 *
 * Decap draws previews with its own React 18; the site's components are React 19. Each template is
 * a small component of Decap's (its createClass) that gives its element to a React 19 root.
 */

declare const PREVIEW_CONTENT: PreviewContent;
declare const EDITOR_CONTENT: ContentAsWritten;
/** Each experiment's last readout, by its name, as the daily job wrote it (src/content/readouts.ts). */
declare const EXPERIMENT_READOUTS: Record<string, ReadoutRecord>;
// Each read once: the build writes the data in at every mention.
const previewContent = PREVIEW_CONTENT;
const editorContent = EDITOR_CONTENT;
const readouts = EXPERIMENT_READOUTS;

interface DecapEntry {
  get(key: "path" | "slug"): string | undefined;
  get(key: "data"): { toJS(): unknown };
}
interface TemplateProps {
  entry: DecapEntry;
  /** An upload as the editor holds it (a file chosen but not yet saved too): its address. */
  getAsset(path: string): { toString(): string };
}
interface Bridge {
  props: TemplateProps;
  root?: Root;
  element?: HTMLElement | null;
  draw(): void;
}
/** Decap's globals this script uses: its registry, and its own React's createClass and h. */
const decap = window as unknown as {
  createClass: (spec: ThisType<Bridge> & Record<string, unknown>) => unknown;
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(url: string): void;
    registerWidget(name: string, control: unknown): void;
  };
};

/** The page a preview draws, in the entry's language: its calls to action are counted as that page's. */
const page = (id: PageId, locale: Locale) => previewPageRef(previewContent, id, locale);
/** The pricing page's plan questions as it draws them: its picks in the FAQ's words as built, then its own. */
const planQuestions = (pricing: PricingContent, plans: readonly Plan[], locale: Locale) =>
  pricingQuestions(
    pricing.faq,
    fillPage("faq", previewContent[locale].faq, plans, pricing.trial, locale).categories,
  );

/** What the build would refuse, in the build's words, in place of a preview that cannot be drawn. */
function Refused({ problems }: { problems: readonly string[] }) {
  return (
    <div role="alert" className="m-6 rounded-lg border border-border bg-muted p-6">
      <p className="font-semibold">The site cannot show this yet; saving is refused until it is fixed:</p>
      <ul className="mt-3 list-disc pl-6">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** The entry checked as the save will check it: its parsed data, or the reasons it would be refused. */
function checked<T>(path: string, raw: unknown): { data: T } | { problems: string[] } {
  const problems = entryProblems(path, raw, editorContent);
  if (problems.length > 0) return { problems };
  return { data: schemaForPath(path)!.parse(raw) as T };
}

/** The path Decap gives the entry, or (a new entry's is "") the file's path in the template's language. */
const entryPath = (entry: DecapEntry, locale: Locale, file: string) =>
  entry.get("path") || pathIn(locale, file);

/** A plan: the pricing page's cards, this plan among the others as they are, in its language. */
function planPreview(entry: DecapEntry, locale: Locale): ReactNode {
  const id = entry.get("slug") || "new-plan";
  const path = entryPath(entry, locale, `${plansFolder}/${id}.yaml`);
  const { pricing, plans: others } = previewContent[locale];
  let plans: Plan[];
  if (locale === defaultLocale) {
    const result = checked<Omit<Plan, "id">>(path, entry.get("data").toJS());
    if ("problems" in result) return <Refused problems={result.problems} />;
    plans = plansInOrder(
      [...others.filter((plan) => plan.id !== id), { ...result.data, id }].map(({ id: planId, ...data }) => ({
        id: planId,
        data,
      })),
    );
  } else {
    // A translation holds the plan's words; its position, price and badge are English's.
    const result = checked<PlanWords>(path, entry.get("data").toJS());
    if ("problems" in result) return <Refused problems={result.problems} />;
    plans = plansInLanguage(locale, previewContent[defaultLocale].plans, (planId) =>
      planId === id
        ? result.data
        : (editorContent[pathIn(locale, `${plansFolder}/${planId}.yaml`)] as PlanWords),
    );
  }
  const filled = fillPage("pricing", pricing, plans, pricing.trial, locale);
  return (
    <PricingPage
      pricing={filled}
      plans={fillPlans(plans, pricing.trial, locale)}
      questions={planQuestions(filled, plans, locale)}
      page={page("pricing", locale)}
    />
  );
}

function pricingPreview(entry: DecapEntry, locale: Locale): ReactNode {
  const result = checked<PricingContent>(
    entryPath(entry, locale, `${singleFiles.pricing}.yaml`),
    entry.get("data").toJS(),
  );
  if ("problems" in result) return <Refused problems={result.problems} />;
  // A plan question picked from the FAQ that it does not have, as the build refuses it.
  const refused = pricingRefusals(result.data.faq, faqQuestionIds(previewContent[locale].faq));
  if (refused.length > 0)
    return <Refused problems={refused.map((problem) => `${where(problem.path)}: ${problem.message}`)} />;
  const { trial } = result.data;
  const { plans } = previewContent[locale];
  const filled = fillPage("pricing", result.data, plans, trial, locale);
  return (
    <PricingPage
      pricing={filled}
      plans={fillPlans(plans, trial, locale)}
      questions={planQuestions(filled, plans, locale)}
      page={page("pricing", locale)}
    />
  );
}

function homePreview(entry: DecapEntry, locale: Locale): ReactNode {
  const result = checked<HomeContent>(
    entryPath(entry, locale, `${singleFiles.home}.yaml`),
    entry.get("data").toJS(),
  );
  if ("problems" in result) return <Refused problems={result.problems} />;
  const { plans, pricing } = previewContent[locale];
  return (
    <HomeSections
      home={fillPage("home", result.data, plans, pricing.trial, locale)}
      order={sectionOrderOf(undefined)}
      content={previewContent}
      page={page("home", locale)}
    />
  );
}

function faqPreview(entry: DecapEntry, locale: Locale): ReactNode {
  const result = checked<FaqContent>(
    entryPath(entry, locale, `${singleFiles.faq}.yaml`),
    entry.get("data").toJS(),
  );
  if ("problems" in result) return <Refused problems={result.problems} />;
  const { plans, pricing } = previewContent[locale];
  return (
    <FaqPage faq={fillPage("faq", result.data, plans, pricing.trial, locale)} page={page("faq", locale)} />
  );
}

/**
 * A landing page: its sections in their order, drawn as the page draws them, with what
 * they pick from the home page's stories, the FAQ and the plans in the entry's language. What the
 * build would refuse (a story, question or plan the site does not have, a section twice) is shown
 * in its place, in the build's words.
 */
function landingPreview(entry: DecapEntry, locale: Locale, assetUrl?: (src: string) => string): ReactNode {
  const raw = entry.get("data").toJS();
  // A new page's file will take its address; a new translation's, its English page's name.
  const { englishPage, address } = (raw ?? {}) as { englishPage?: unknown; address?: unknown };
  const named = locale === defaultLocale ? address : englishPage;
  const slug = entry.get("slug") || (typeof named === "string" && named) || "new-page";
  const result = checked<LandingPage>(entryPath(entry, locale, `${landingFolder}/${slug}.yaml`), raw);
  if ("problems" in result) return <Refused problems={result.problems} />;
  const english = editorContent[pathIn(defaultLocale, `${landingFolder}/${slug}.yaml`)];
  const note =
    locale === defaultLocale ? (
      english !== undefined && <Translations slug={slug} />
    ) : (
      <StillEnglish texts={english === undefined ? [] : stillEnglish(english, raw)} />
    );
  const { plans, pricing, home, faq } = previewContent[locale];
  const refused = landingRefusals(result.data, pickableFrom(home, faq, plans));
  if (refused.length > 0) return <Refused problems={refused} />;
  return (
    <>
      {note}
      <LandingSections
        landing={fillLanding(`${landingFolder}/${slug}`, result.data, plans, pricing.trial, locale)}
        content={previewContent}
        page={page(landingPageId(slug), locale)}
        assetUrl={assetUrl}
      />
    </>
  );
}

/** A link to another place in the editor: its address for a new tab, and the editor's own route on a click. */
function EditorLink({ route, children }: { route: string; children: ReactNode }) {
  return (
    <a
      href={`${adminPath}#${route}`}
      className="underline"
      onClick={(event) => {
        // The preview is a frame inside the editor: the editor, not the frame, goes there.
        event.preventDefault();
        window.location.hash = route;
      }}
    >
      {children}
    </a>
  );
}

/**
 * Under an English landing page's preview, its translations: each language's page to open, or to
 * start as a copy of this one (translation-start.ts), so a marketer never rebuilds its sections.
 */
function Translations({ slug }: { slug: string }) {
  return (
    <aside aria-label="Translations" className="m-6 rounded-lg border border-border bg-muted p-4 text-sm">
      <p className="font-semibold">This page in other languages</p>
      <ul className="mt-2 list-disc pl-6">
        {prefixedLocales.map((code) => (
          <li key={code}>
            {hasTranslation(editorContent, code, slug) ? (
              <EditorLink route={`/collections/${landingCollectionName(code)}/entries/${slug}`}>
                Open the {locales[code].name} page
              </EditorLink>
            ) : (
              <EditorLink route={`/collections/${translationStartName(code, slug)}/new`}>
                Start the {locales[code].name} page as a copy of this one
              </EditorLink>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Above a translation's preview, its texts that are still its English page's words. */
function StillEnglish({ texts }: { texts: [field: string, words: string][] }) {
  if (texts.length === 0) return null;
  return (
    <aside aria-label="Still in English" className="m-6 rounded-lg border border-border bg-muted p-4 text-sm">
      <p className="font-semibold">
        {texts.length === 1 ? "1 text is" : `${texts.length} texts are`} still the English page&apos;s words
        (names and product words may rightly stay):
      </p>
      <ul className="mt-2 list-disc pl-6">
        {texts.map(([field, words]) => (
          <li key={field} data-still-english={field}>
            {field}: “{words}”
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * An experiment: its last readout, as the daily job wrote it beside the file, then its page as it
 * is beside the page as a variant, as the entry is being edited.
 */
function experimentPreview(entry: DecapEntry): ReactNode {
  const slug = entry.get("slug") ?? "";
  const edited = (entry.get("data").toJS() ?? {}) as Record<string, unknown>;
  return (
    <>
      <ExperimentReadout
        record={Object.hasOwn(readouts, slug) ? readouts[slug] : undefined}
        edited={edited}
        now={Date.now()}
      />
      <ExperimentVariants edited={edited} name={slug || "new-experiment"} content={previewContent} />
    </>
  );
}

/** A Decap preview template whose element a React 19 root draws into. */
function template(
  draw: (entry: DecapEntry, locale: Locale, assetUrl: (src: string) => string) => ReactNode,
  locale: Locale,
) {
  return decap.createClass({
    componentDidMount(this: Bridge) {
      if (!this.element) return;
      this.root = createRoot(this.element);
      this.draw();
    },
    componentDidUpdate(this: Bridge) {
      this.draw();
    },
    componentWillUnmount(this: Bridge) {
      const root = this.root;
      // Not while Decap's React is still rendering.
      queueMicrotask(() => root?.unmount());
    },
    draw(this: Bridge) {
      // The language of the file Decap opened, else the template's.
      const path = this.props.entry.get("path");
      const language = path ? fileOf(path).locale : locale;
      this.root?.render(
        <main data-preview="" lang={language}>
          {draw(this.props.entry, language, (src) => String(this.props.getAsset(src)))}
        </main>,
      );
    },
    render(this: Bridge) {
      return decap.h("div", {
        ref: (element: HTMLElement | null) => {
          this.element = element;
        },
      });
    },
  });
}

decap.CMS.registerPreviewStyle(`${adminPath}/previews.css`);
// Before the editor starts (admin-init.ts waits for the page to be parsed): a control must be known
// when its collection is first opened.
registerPageFieldWidget(decap as unknown as Parameters<typeof registerPageFieldWidget>[0], editorContent);
registerPictureWidget(decap as unknown as Parameters<typeof registerPictureWidget>[0]);
decap.CMS.registerPreviewTemplate(experimentsCollectionName, template(experimentPreview, defaultLocale));
// Every language's entries: a file collection's template goes by the file's name ("home-de"), a
// folder collection's by the collection's ("plans-de").
for (const locale of localeCodes) {
  decap.CMS.registerPreviewTemplate(plansCollectionName(locale), template(planPreview, locale));
  decap.CMS.registerPreviewTemplate(fileEntryName("pricing", locale), template(pricingPreview, locale));
  decap.CMS.registerPreviewTemplate(fileEntryName("home", locale), template(homePreview, locale));
  decap.CMS.registerPreviewTemplate(fileEntryName("faq", locale), template(faqPreview, locale));
  decap.CMS.registerPreviewTemplate(landingCollectionName(locale), template(landingPreview, locale));
}
// The collections that start a translation as a copy of an English page: every English page in
// every other language (the configuration has those not yet translated).
for (const [slug] of englishLandingPages(editorContent))
  for (const locale of prefixedLocales)
    decap.CMS.registerPreviewTemplate(translationStartName(locale, slug), template(landingPreview, locale));
