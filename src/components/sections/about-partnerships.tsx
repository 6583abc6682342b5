import { CtaLink } from "#src/components/ui/cta-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { Section, SectionHeading } from "#src/components/ui/section.tsx";
import type { AboutContent } from "#src/content/schema/pages.ts";
import { Card } from "#src/components/ui/card.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

export function AboutPartnerships({
  content,
  page,
}: {
  content: AboutContent["partnerships"];
  page: PageRef;
}) {
  return (
    <InPage page={page}>
      <Section tone="muted" aria-labelledby="partnerships-title">
        <Card
          padded={false}
          className="flex flex-col gap-8 p-8 md:p-12 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="max-w-2xl">
            <SectionHeading heading={content} titleId="partnerships-title" />
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row lg:max-w-xs lg:flex-col">
            <Placement section="partnerships">
              {content.ctas.map((cta, index) => (
                <CtaLink
                  key={cta.label}
                  cta={cta}
                  size="lg"
                  variant={index === 0 ? "primary" : "secondary"}
                />
              ))}
            </Placement>
          </div>
        </Card>
      </Section>
    </InPage>
  );
}
