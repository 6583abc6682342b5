import { Section, SectionHeader, SectionHeading } from "~/components/ui/section";
import type { PricingContent } from "~/content/schema";
import { Testimonials } from "./testimonials";

export function PricingTestimonials({ section }: { section: PricingContent["testimonials"] }) {
  return (
    <Section aria-labelledby="pricing-testimonials-title">
      <SectionHeader>
        <SectionHeading heading={section} titleId="pricing-testimonials-title" />
      </SectionHeader>
      <div className="mx-auto max-w-5xl">
        <Testimonials items={section.items} />
      </div>
    </Section>
  );
}
