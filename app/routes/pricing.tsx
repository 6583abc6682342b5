import { ClosingCta, PricingFaq, PricingTestimonials } from "~/components/islands";
import { PricingPlans } from "~/components/sections/pricing-plans";
import {
  billingSwitch,
  plans,
  plansFootnote,
  popularBadge,
  pricingClosingCta,
  pricingHero,
  pricingMeta,
} from "~/content/pricing";
import { site } from "~/config/site";
import { externalUrl } from "~/lib/links";
import { pageMeta } from "~/lib/meta";
import { pricingJsonLd } from "~/lib/pricing";

export const meta = () =>
  pageMeta({
    ...pricingMeta,
    path: "/pricing",
    // Built only in the prerender (see pageMeta): the browser bundle leaves the builder out.
    jsonLd: import.meta.env.SSR
      ? [pricingJsonLd(site.name, plans, (plan, billing) => externalUrl("freeTrial", { plan, billing }))]
      : [],
  });

export default function Pricing() {
  return (
    <>
      <PricingPlans
        hero={pricingHero}
        plans={plans}
        labels={billingSwitch}
        popularBadge={popularBadge}
        footnote={plansFootnote}
      />
      <PricingFaq />
      <PricingTestimonials />
      <ClosingCta content={pricingClosingCta} />
    </>
  );
}
