import { Card } from "~/components/ui/card";
import { Section, SectionHeader, SectionHeading } from "~/components/ui/section";
import type { PricingContent } from "~/content/schema";

/** Four short answers shown open: too few to need an accordion. */
export function PricingFaq({ faq }: { faq: PricingContent["faq"] }) {
  return (
    <Section tone="muted" aria-labelledby="pricing-faq-title">
      <SectionHeader>
        <SectionHeading heading={faq} titleId="pricing-faq-title" />
      </SectionHeader>
      <ul className="grid gap-6 md:grid-cols-2">
        {faq.items.map((item) => (
          <li key={item.question}>
            <Card className="h-full">
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{item.answer}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
