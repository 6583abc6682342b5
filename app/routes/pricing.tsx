import { ClosingCta } from "~/components/sections/closing-cta";
import { PricingFaq } from "~/components/sections/pricing-faq";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { PricingTestimonials } from "~/components/sections/pricing-testimonials";
import {
  billingSwitch,
  plans,
  plansFootnote,
  popularBadge,
  pricingClosingCta,
  pricingFaq,
  pricingHero,
  pricingMeta,
  pricingTestimonials,
  pricingTestimonialsSection,
} from "~/content/pricing";
import { site } from "~/config/site";
import { externalUrl } from "~/lib/links";
import { pageMeta } from "~/lib/meta";
import { pricingJsonLd } from "~/lib/pricing";

export const meta = () =>
  pageMeta({
    ...pricingMeta,
    path: "/pricing",
    jsonLd: [pricingJsonLd(site.name, plans, (plan, billing) => externalUrl("freeTrial", { plan, billing }))],
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
      <PricingFaq faq={pricingFaq} />
      <PricingTestimonials section={pricingTestimonialsSection} items={pricingTestimonials} />
      <ClosingCta content={pricingClosingCta} />
    </>
  );
}
