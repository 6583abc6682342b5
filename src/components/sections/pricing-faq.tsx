import { Card, CardGrid } from "#src/components/ui/card.tsx";
import { HeadedSection, type Heading } from "#src/components/ui/section.tsx";
import type { AnsweredQuestion } from "#src/content/questions.ts";

/**
 * A few short answers shown open: too few to need an accordion. `questions` are the ones picked
 * from the FAQ and the page's own, as content/questions.ts draws them.
 */
export function PricingFaq({
  heading,
  questions,
}: {
  heading: Heading;
  questions: readonly AnsweredQuestion[];
}) {
  return (
    <HeadedSection heading={heading} tone="muted" titleId="pricing-faq-title">
      <CardGrid items={questions} keyOf={(item) => item.question}>
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
