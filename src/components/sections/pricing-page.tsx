import type { AnsweredQuestion } from "#src/content/questions.ts";
import type { Plan } from "#src/content/schema/plans.ts";
import type { PricingContent } from "#src/content/schema/pricing.ts";
import { ClosingCta } from "./closing-cta.tsx";
import { PricingFaq } from "./pricing-faq.tsx";
import { PricingPlans } from "./pricing-plans.tsx";
import { PricingTestimonials } from "./pricing-testimonials.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/**
 * The pricing page's sections in order: for the page, and for the editor's preview of it.
 * `questions` are its plan questions as drawn (content/questions.ts `pricingQuestions`): those it
 * picks from the FAQ, in the FAQ's words, and its own.
 */
export function PricingPage({
  pricing,
  plans,
  questions,
  page,
}: {
  pricing: PricingContent;
  plans: readonly Plan[];
  questions: readonly AnsweredQuestion[];
  page: PageRef;
}) {
  return (
    <InPage page={page}>
      <>
        <PricingPlans
          hero={pricing.hero}
          plans={plans}
          labels={pricing.billingSwitch}
          popularBadge={pricing.popularBadge}
          heading={pricing.plansHeading}
          footnote={pricing.footnote}
        />
        <PricingFaq heading={pricing.faq} questions={questions} />
        <PricingTestimonials section={pricing.testimonials} />
        <ClosingCta content={pricing.closingCta} />
      </>
    </InPage>
  );
}
