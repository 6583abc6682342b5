import { Section, SectionHeader, SectionHeading } from "#src/components/ui/section.tsx";
import type { PricingContent } from "#src/content/schema/pricing.ts";
import { Testimonials } from "./testimonials.tsx";

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
