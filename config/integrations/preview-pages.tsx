import { RoiCalculator } from "#src/components/islands/roi-calculator.tsx";
import { HomeSection } from "#src/components/sections/home-page.tsx";
import { LandingSection } from "#src/components/sections/landing-page.tsx";
import type { PageRef } from "#src/components/ui/page-context.tsx";
import type { Locale } from "#src/config/locales.ts";
import type { PageId } from "#src/config/pages.ts";
import type { PreviewContent } from "#src/content/editor-content.ts";
import type { sectionOrderOf } from "#src/content/experiments.ts";
import { fillPage, fillPlans } from "#src/content/fill-content.ts";
import { drawnSection } from "#src/content/landing-sections.ts";
import type { LandingPage } from "#src/content/schema/landing-pages.ts";
import type { HomeContent } from "#src/content/schema/pages.ts";
import { roiAssumptionsFor } from "#src/lib/roi/model.ts";

/**
 * Whole pages as the editor's previews draw them: the site's own sections over content filled as
 * the reader fills it (fill-content.ts), from the files the editor was built with
 * (PREVIEW_CONTENT, editor-content.ts `previewContent`). The entry previews draw the entry being
 * edited with them.
 */

/** The page a preview draws, in a language, and the variant it is drawn as: its calls to action carry it. */
export const previewPageRef = (
  content: PreviewContent,
  id: PageId,
  locale: Locale,
  variant?: PageRef["variant"],
): PageRef => ({ id, locale, words: content[locale].words, ...(variant ? { variant } : {}) });

/** The plans as a language's pages show them, every figure filled in. */
const filledPlans = (content: PreviewContent, locale: Locale) =>
  fillPlans(content[locale].plans, content[locale].pricing.trial, locale);

/** The calculator, with its words and the plans' seat price in the language, as the page places it. */
function Calculator({ content, locale, page }: { content: PreviewContent; locale: Locale; page: PageRef }) {
  const { plans, pricing, roi } = content[locale];
  return (
    <RoiCalculator
      copy={fillPage("roi", roi, plans, pricing.trial, locale)}
      assumptions={roiAssumptionsFor(filledPlans(content, locale))}
      page={page}
    />
  );
}

/** The home page's sections in `order`, its words filled in. */
export function HomeSections({
  home,
  order,
  content,
  page,
}: {
  home: HomeContent;
  order: ReturnType<typeof sectionOrderOf>;
  content: PreviewContent;
  page: PageRef;
}) {
  return order.map((name) =>
    name === "calculator" ? (
      <Calculator key={name} content={content} locale={page.locale} page={page} />
    ) : (
      <HomeSection key={name} name={name} home={home} page={page} />
    ),
  );
}

/**
 * A landing page's sections in their order, its words filled in, drawn as the page draws them, with
 * what they pick from the home page's stories, the FAQ and the plans in the page's language.
 */
export function LandingSections({
  landing,
  content,
  page,
}: {
  landing: LandingPage;
  content: PreviewContent;
  page: PageRef;
}) {
  const { locale } = page;
  const { plans: written, pricing, home, faq } = content[locale];
  const { trial } = pricing;
  const shared = {
    stories: fillPage("home", home, written, trial, locale).testimonials.items,
    categories: fillPage("faq", faq, written, trial, locale).categories,
    plans: filledPlans(content, locale),
    pricing: fillPage("pricing", pricing, written, trial, locale),
  };
  return landing.sections
    .map((section) => drawnSection(section, shared))
    .map((section, position) =>
      section.type === "calculator" ? (
        <Calculator key={position} content={content} locale={locale} page={page} />
      ) : (
        <LandingSection key={position} section={section} position={position} page={page} />
      ),
    );
}
