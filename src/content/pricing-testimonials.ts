import type { Testimonial } from "./types";

// Apart from pricing.ts: the pricing page loads this section's code and copy only when needed.
export const pricingTestimonialsSection = {
  eyebrow: "Customers",
  title: "Teams that switched, in their words",
} as const;

/** Illustrative quotes (spec section 3: pricing testimonials carry no rating). */
export const pricingTestimonials = [
  {
    quote:
      "We moved from a seat-based tool to Professional and cut our data spend by a third. Bounce rates dropped below two percent in the first month.",
    name: "Maya Lindqvist",
    role: "Head of Sales Development",
    company: "Northbeam Analytics",
  },
  {
    quote:
      "Credits that map to revealed contacts made budgeting simple. Our SDRs browse freely and only spend on the people they will actually call.",
    name: "Daniel Okafor",
    role: "VP Revenue Operations",
    company: "Fieldstone Logistics",
  },
] as const satisfies readonly Testimonial[];
