import type { ClosingCtaContent } from "~/content/schema";
import { CtaLink } from "~/components/ui/cta-link";
import { Section, SectionLead, SectionTitle } from "~/components/ui/section";

/** The last chapter of every page: one clear next step, on the dark surface. */
export function ClosingCta({ content }: { content: ClosingCtaContent }) {
  return (
    <Section tone="ink" aria-labelledby="closing-cta-title">
      <div className="mx-auto max-w-2xl text-center">
        <SectionTitle id="closing-cta-title">{content.title}</SectionTitle>
        <SectionLead>{content.lead}</SectionLead>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {content.ctas.map((cta, index) => (
            <CtaLink
              key={cta.label}
              cta={cta}
              size="lg"
              variant={index === 0 ? "on-ink" : "on-ink-outline"}
            />
          ))}
        </div>
      </div>
    </Section>
  );
}
