import { homeSectionNames } from "#src/config/pages.ts";
import type { HomeContent } from "#src/content/schema/pages.ts";
import { HeadedSection } from "#src/components/ui/section.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import { HomeHero } from "./home-hero.tsx";
import { SecurityRow } from "./security-row.tsx";
import { StatStrip } from "./stat-strip.tsx";
import { Testimonials } from "./testimonials.tsx";
import { ValueProps } from "./value-props.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/**
 * The home page's sections: the page (src/pages/[...lang]/index.astro, in every language) and the
 * editor's previews (config/integrations/preview-pages.tsx) both draw them from here, in the order
 * an experiment's variant gives them or else the page's (`sectionOrderOf`). Tones alternate plain
 * and muted after the (muted) hero, so the page reads as chapters. The calculator is an island, so
 * each places it itself: the page with its client directive, the preview as it is.
 */
type StaticSection = Exclude<(typeof homeSectionNames)[number], "calculator">;

/** One of the home page's static sections, by name, each a root of its own on the page. */
export function HomeSection({ name, home, page }: { name: StaticSection; home: HomeContent; page: PageRef }) {
  return (
    <InPage page={page}>
      <Section name={name} home={home} />
    </InPage>
  );
}

function Section({ name, home }: { name: StaticSection; home: HomeContent }) {
  switch (name) {
    case "hero":
      return <HomeHero hero={home.hero} dashboard={home.dashboard} />;
    case "stats":
      return (
        <HeadedSection heading={home.stats.header} tone="plain">
          <StatStrip stats={home.stats.items} />
        </HeadedSection>
      );
    case "valueProps":
      return (
        <HeadedSection heading={home.valueProps.header} tone="muted">
          <ValueProps items={home.valueProps.items} />
        </HeadedSection>
      );
    case "testimonials":
      return (
        <HeadedSection heading={home.testimonials.header} tone="muted">
          <Testimonials items={home.testimonials.items} />
        </HeadedSection>
      );
    case "security":
      return <SecurityRow content={home.security} />;
    case "closingCta":
      return <ClosingCta content={home.closingCta} />;
  }
}
