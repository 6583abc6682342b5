import type { ReactNode } from "react";
import { ContactForm } from "#src/components/islands/contact-form.tsx";
import { RoiCalculator } from "#src/components/islands/roi-calculator.tsx";
import { AboutPage } from "#src/components/sections/about-page.tsx";
import { ContactSection, contactSectionOrder } from "#src/components/sections/contact-page.tsx";
import { FaqPage } from "#src/components/sections/faq-page.tsx";
import { FeaturesPage } from "#src/components/sections/features-page.tsx";
import { HomeSection } from "#src/components/sections/home-page.tsx";
import { LandingSection, type StaticLandingSection } from "#src/components/sections/landing-page.tsx";
import { PricingPage } from "#src/components/sections/pricing-page.tsx";
import type { PageRef } from "#src/components/ui/page-context.tsx";
import type { Locale } from "#src/config/locales.ts";
import { landingPageId, type PageId } from "#src/config/pages.ts";
import type { PreviewContent } from "#src/content/editor-content.ts";
import {
  landingSlugOf,
  onLanding,
  sectionOrderOf,
  withVariant,
  type ExperimentTarget,
} from "#src/content/experiments.ts";
import { fillLanding, fillPage, fillPlans } from "#src/content/fill-content.ts";
import { drawnSection } from "#src/content/landing-sections.ts";
import { sectionPicture } from "#src/content/pictures.ts";
import { besideWordsSizes, type BuiltPicture, type PageLogos } from "#src/components/ui/picture.tsx";
import { pricingQuestions } from "#src/content/questions.ts";
import type { LandingPage } from "#src/content/schema/landing-pages.ts";
import { landingFolder } from "#src/content/schema/landing-pages.ts";
import type { experimentPages, ExperimentVariant } from "#src/content/schema/experiments.ts";
import type { HomeContent } from "#src/content/schema/pages.ts";
import { roiAssumptionsFor } from "#src/lib/roi/model.ts";

/**
 * Whole pages as the editor's previews draw them: the site's own sections over content filled as
 * the reader fills it (fill-content.ts), from the files the editor was built with
 * (PREVIEW_CONTENT, editor-content.ts `previewContent`). The entry previews draw the entry being
 * edited with them; an experiment's preview draws its page as it is and as a variant, its words
 * changed by the build's own `withVariant` before they are filled, as the variant's route does.
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
 * A section's picture as the preview shows it: the upload itself, as the editor holds it
 * (`assetUrl`, Decap's getAsset), where the build would make its sizes and formats.
 */
function previewPicture(
  section: Parameters<typeof sectionPicture>[0],
  assetUrl: ((src: string) => string) | undefined,
): BuiltPicture | undefined {
  const picture = sectionPicture(section);
  if (!picture || !assetUrl) return undefined;
  const alt = picture.decorative ? "" : (picture.alt ?? "");
  return { sources: [], src: assetUrl(picture.src), sizes: besideWordsSizes, alt, eager: true };
}

/** A section's uploaded logos as the preview shows them: each upload itself, in its place. */
function previewLogos(
  section: StaticLandingSection,
  assetUrl: ((src: string) => string) | undefined,
): PageLogos | undefined {
  if (!assetUrl) return undefined;
  const asUploaded = (srcs: readonly (string | undefined)[]) =>
    Object.fromEntries(
      srcs.flatMap((src) =>
        src ? [[src, { sources: [], src: assetUrl(src), sizes: "160px", alt: "", eager: true }]] : [],
      ),
    );
  return {
    integrations: asUploaded(section.type === "integrations" ? section.items.map(({ logo }) => logo) : []),
    customers: asUploaded(section.type === "logos" ? section.items.map(({ logo }) => logo) : []),
  };
}

/**
 * A landing page's sections in their order, its words filled in, drawn as the page draws them, with
 * what they pick from the home page's stories, the FAQ and the plans in the page's language, and
 * its pictures as uploaded.
 */
export function LandingSections({
  landing,
  content,
  page,
  assetUrl,
}: {
  landing: LandingPage;
  content: PreviewContent;
  page: PageRef;
  assetUrl?: ((src: string) => string) | undefined;
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
        <LandingSection
          key={position}
          section={section}
          position={position}
          page={page}
          picture={previewPicture(section, assetUrl)}
          logos={previewLogos(section, assetUrl)}
        />
      ),
    );
}

/**
 * An experiment's page in a language, as a variant draws it (as it is, with none): its sections,
 * and its data as drawn (every figure filled in), where the changed fields' words are read. The
 * variant's id (a, b, …) goes into its calls to action, as on the variant's built page.
 */
export function experimentPage(
  target: ExperimentTarget,
  locale: Locale,
  content: PreviewContent,
  variant?: { experiment: string; id: string; variant: ExperimentVariant },
): { page: ReactNode; data: unknown } {
  const written = content[locale];
  const { plans, pricing } = written;
  const as = variant?.variant;
  const ref = (id: PageId) =>
    previewPageRef(content, id, locale, variant && { experiment: variant.experiment, id: variant.id });
  if (onLanding(target)) {
    const slug = landingSlugOf(target);
    const landing = fillLanding(
      `${landingFolder}/${slug}`,
      withVariant(written.landings[slug]!, as, locale),
      plans,
      pricing.trial,
      locale,
    );
    return {
      data: landing,
      page: <LandingSections landing={landing} content={content} page={ref(landingPageId(slug))} />,
    };
  }
  const filled = <T,>(name: (typeof experimentPages)[number], data: T) =>
    fillPage(name, withVariant(data, as, locale), plans, pricing.trial, locale);
  switch (target) {
    case "home": {
      const home = filled("home", written.home);
      return {
        data: home,
        page: <HomeSections home={home} order={sectionOrderOf(as)} content={content} page={ref("home")} />,
      };
    }
    case "features": {
      const features = filled("features", written.features);
      return { data: features, page: <FeaturesPage features={features} page={ref("features")} /> };
    }
    case "pricing": {
      const pricingAs = filled("pricing", pricing);
      // Its plan questions: the FAQ's picks in the FAQ's words as built, then its own.
      const questions = pricingQuestions(
        pricingAs.faq,
        fillPage("faq", written.faq, plans, pricing.trial, locale).categories,
      );
      return {
        data: pricingAs,
        page: (
          <PricingPage
            pricing={pricingAs}
            plans={filledPlans(content, locale)}
            questions={questions}
            page={ref("pricing")}
          />
        ),
      };
    }
    case "about": {
      const about = filled("about", written.about);
      return { data: about, page: <AboutPage about={about} page={ref("about")} /> };
    }
    case "contact": {
      const contact = filled("contact", written.contact);
      const page = ref("contact");
      return {
        data: contact,
        page: contactSectionOrder.map((name) => (
          <ContactSection
            key={name}
            name={name}
            contact={contact}
            page={page}
            form={<ContactForm content={contact.form} page={page} />}
          />
        )),
      };
    }
    case "faq": {
      const faq = filled("faq", written.faq);
      return { data: faq, page: <FaqPage faq={faq} page={ref("faq")} /> };
    }
  }
  throw new Error(`preview: no page "${target}"`);
}
