import { Section, SectionEyebrow, SectionHeader, SectionTitle } from "~/components/ui/section";
import type { Testimonial } from "~/content/types";
import { Testimonials } from "./testimonials";

export function PricingTestimonials({
  section,
  items,
}: {
  section: { eyebrow: string; title: string };
  items: readonly Testimonial[];
}) {
  return (
    <Section aria-labelledby="pricing-testimonials-title">
      <SectionHeader>
        <SectionEyebrow>{section.eyebrow}</SectionEyebrow>
        <SectionTitle id="pricing-testimonials-title">{section.title}</SectionTitle>
      </SectionHeader>
      <div className="mx-auto max-w-5xl">
        <Testimonials items={items} />
      </div>
    </Section>
  );
}
