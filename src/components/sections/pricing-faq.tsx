import { Card, CardGrid } from "#src/components/ui/card.tsx";
import { HeadedSection } from "#src/components/ui/section.tsx";
import type { PricingContent } from "#src/content/schema/pricing.ts";

/** Four short answers shown open: too few to need an accordion. */
export function PricingFaq({ faq }: { faq: PricingContent["faq"] }) {
  return (
    <HeadedSection heading={faq} tone="muted" titleId="pricing-faq-title">
      <CardGrid items={faq.items} keyOf={(item) => item.question}>
        {(item) => (
          <Card className="h-full">
            <h3 className="text-card">{item.question}</h3>
            <p className="mt-3 leading-relaxed text-muted-foreground">{item.answer}</p>
          </Card>
        )}
      </CardGrid>
    </HeadedSection>
  );
}
