import { ClosingCta } from "~/components/sections/closing-cta";
import { PageHero } from "~/components/sections/page-hero";
import { featuresClosingCta, featuresHero, featuresMeta } from "~/content/features";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...featuresMeta, path: "/features" });

export default function Features() {
  return (
    <>
      <PageHero hero={featuresHero} />
      <ClosingCta content={featuresClosingCta} />
    </>
  );
}
