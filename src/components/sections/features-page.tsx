import type { FeaturesContent } from "#src/content/schema/pages.ts";
import { ClosingCta } from "./closing-cta.tsx";
import { FeaturesDemo } from "./features-demo.tsx";
import { FeaturesGrid } from "./features-grid.tsx";
import { IntegrationsGrid } from "./integrations-grid.tsx";
import { PageHero } from "./page-hero.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";
import type { BuiltPicture } from "#src/components/ui/picture.tsx";

/** The features page's sections in order: for the page, and for the editor's preview of it. */
export function FeaturesPage({
  features,
  page,
  logos,
}: {
  features: FeaturesContent;
  page: PageRef;
  /** The integrations' uploaded logos, made by the build, by their names in the content. */
  logos?: Readonly<Record<string, BuiltPicture>> | undefined;
}) {
  return (
    <InPage page={page}>
      <>
        <PageHero hero={features.hero} page={page} />
        <FeaturesGrid intro={features.intro} features={features.features} />
        <FeaturesDemo demo={features.demo} page={page} />
        <IntegrationsGrid
          section={features.integrationsSection}
          integrations={features.integrations}
          logos={logos}
          page={page}
        />
        <ClosingCta content={features.closingCta} page={page} />
      </>
    </InPage>
  );
}
