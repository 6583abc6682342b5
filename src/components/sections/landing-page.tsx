import type { DrawnSection } from "#src/content/landing-sections.ts";
import { HeadedSection } from "#src/components/ui/section.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";
import type { BuiltPicture, PageLogos } from "#src/components/ui/picture.tsx";
import { CustomerLogos } from "./customer-logos.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import { FaqQuestions } from "./faq-questions.tsx";
import { IntegrationsGrid } from "./integrations-grid.tsx";
import { PageHero } from "./page-hero.tsx";
import { PictureText } from "./picture-text.tsx";
import { PricingPlans } from "./pricing-plans.tsx";
import { SecurityRow } from "./security-row.tsx";
import { StatStrip } from "./stat-strip.tsx";
import { Testimonials } from "./testimonials.tsx";
import { ValueProps } from "./value-props.tsx";

/**
 * A landing page's sections, each the site's own section over its content, drawn in the
 * file's order by src/pages/[...lang]/lp/[slug].astro, a root of its own each. The calculator is
 * an island, so the page places it itself. Sections with a heading alternate plain and muted after
 * the (muted) hero, as the home page's do. A section's picture comes made (src/lib/pictures.ts).
 */
export type StaticLandingSection = Exclude<DrawnSection, { type: "calculator" }>;

export function LandingSection({
  section,
  position,
  page,
  picture,
  logos,
}: {
  section: StaticLandingSection;
  /** Its place on the page, from 0: sets its tone. */
  position: number;
  page: PageRef;
  /** The section's picture, made for the browser, when it has one. */
  picture?: BuiltPicture | undefined;
  /** The page's uploaded logos, made for the browser, by their names in the content. */
  logos?: PageLogos | undefined;
}) {
  return (
    <InPage page={page}>
      <Section
        section={section}
        tone={position % 2 === 0 ? "muted" : "plain"}
        picture={picture}
        logos={logos}
      />
    </InPage>
  );
}

function Section({
  section,
  tone,
  picture,
  logos,
}: {
  section: StaticLandingSection;
  tone: "muted" | "plain";
  picture: BuiltPicture | undefined;
  logos: PageLogos | undefined;
}) {
  switch (section.type) {
    case "hero":
      return <PageHero hero={section} picture={picture} />;
    case "logos":
      return <CustomerLogos section={section} logos={logos?.customers} tone={tone} />;
    case "stats":
      return (
        <HeadedSection heading={section.header} tone={tone}>
          <StatStrip stats={section.items} />
        </HeadedSection>
      );
    case "valueProps":
      return (
        <HeadedSection heading={section.header} tone={tone}>
          <ValueProps items={section.items} />
        </HeadedSection>
      );
    case "pictureText":
      return <PictureText section={section} picture={picture} tone={tone} />;
    case "testimonials":
      return (
        <HeadedSection heading={section.header} tone={tone}>
          <Testimonials items={section.items} />
        </HeadedSection>
      );
    case "security":
      return <SecurityRow content={section} />;
    case "integrations":
      return <IntegrationsGrid section={section} integrations={section.items} logos={logos?.integrations} />;
    case "faq":
      return <FaqQuestions intro={section.intro} topics={section.topics} />;
    case "plans":
      return (
        <PricingPlans
          hero={section.hero}
          heroLevel={2}
          plans={section.plans}
          labels={section.labels}
          popularBadge={section.popularBadge}
          heading={section.heading}
          footnote={section.footnote}
        />
      );
    case "closingCta":
      return <ClosingCta content={section} />;
  }
}
