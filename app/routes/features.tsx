import { ClosingCta, FeaturesDemo, FeaturesGrid, IntegrationsGrid, PageHero } from "~/components/islands";
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
