import type { Plan, PricingContent } from "~/content/schema";
import { ClosingCta } from "./closing-cta";
import { PricingFaq } from "./pricing-faq";
import { PricingPlans } from "./pricing-plans";
import { PricingTestimonials } from "./pricing-testimonials";

/** The pricing page's sections in order: for the page, and for the editor's preview of it. */
export function PricingPage({ pricing, plans }: { pricing: PricingContent; plans: readonly Plan[] }) {
  return (
    <>
      <PricingPlans
        hero={pricing.hero}
        plans={plans}
        labels={pricing.billingSwitch}
        popularBadge={pricing.popularBadge}
        heading={pricing.plansHeading}
        footnote={pricing.footnote}
      />
      <PricingFaq faq={pricing.faq} />
      <PricingTestimonials section={pricing.testimonials} />
      <ClosingCta content={pricing.closingCta} page="pricing" />
    </>
  );
}
