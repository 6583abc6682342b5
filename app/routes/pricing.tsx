import { ClosingCta } from "~/components/sections/closing-cta";
import { PageHero } from "~/components/sections/page-hero";
import { pricingClosingCta, pricingHero, pricingMeta } from "~/content/pricing";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...pricingMeta, path: "/pricing" });

export default function Pricing() {
  return (
    <>
      <PageHero hero={pricingHero} />
      <ClosingCta content={pricingClosingCta} />
    </>
  );
}
