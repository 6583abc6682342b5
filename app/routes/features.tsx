import { ClosingCta } from "~/components/sections/closing-cta";
import { FeaturesDemo } from "~/components/sections/features-demo";
import { FeaturesGrid } from "~/components/sections/features-grid";
import { IntegrationsGrid } from "~/components/sections/integrations-grid";
import { PageHero } from "~/components/sections/page-hero";
import {
  features,
  featuresClosingCta,
  featuresDemo,
  featuresHero,
  featuresIntro,
  featuresMeta,
  integrations,
  integrationsSection,
} from "~/content/features";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...featuresMeta, path: "/features" });

export default function Features() {
  return (
    <>
      <PageHero hero={featuresHero} />
      <FeaturesGrid intro={featuresIntro} features={features} />
      <FeaturesDemo demo={featuresDemo} />
      <IntegrationsGrid section={integrationsSection} integrations={integrations} />
      <ClosingCta content={featuresClosingCta} />
    </>
  );
}
