import { Section, SectionEyebrow, SectionHeader, SectionTitle } from "~/components/ui/section";
import { pricingTestimonials, pricingTestimonialsSection as section } from "~/content/pricing-testimonials";
import { Testimonials } from "./testimonials";

export function PricingTestimonials() {
  return (
    <Section aria-labelledby="pricing-testimonials-title">
      <SectionHeader>
        <SectionEyebrow>{section.eyebrow}</SectionEyebrow>
        <SectionTitle id="pricing-testimonials-title">{section.title}</SectionTitle>
      </SectionHeader>
      <div className="mx-auto max-w-5xl">
        <Testimonials items={pricingTestimonials} />
      </div>
    </Section>
  );
}
