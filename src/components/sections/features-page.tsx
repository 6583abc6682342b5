import type { FeaturesContent } from "#src/content/schema/pages.ts";
import { ClosingCta } from "./closing-cta.tsx";
import { FeaturesDemo } from "./features-demo.tsx";
import { FeaturesGrid } from "./features-grid.tsx";
import { IntegrationsGrid } from "./integrations-grid.tsx";
import { PageHero } from "./page-hero.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/** The features page's sections in order: for the page, and for the editor's preview of it. */
export function FeaturesPage({ features, page }: { features: FeaturesContent; page: PageRef }) {
  return (
    <InPage page={page}>
      <>
        <PageHero hero={features.hero} page={page} />
        <FeaturesGrid intro={features.intro} features={features.features} />
        <FeaturesDemo demo={features.demo} page={page} />
        <IntegrationsGrid
          section={features.integrationsSection}
          integrations={features.integrations}
          page={page}
        />
        <ClosingCta content={features.closingCta} page={page} />
      </>
    </InPage>
  );
}
