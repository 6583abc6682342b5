import { CtaLink } from "~/components/ui/cta-link";
import { Placement } from "~/components/ui/placement";
import { Section, SectionHeading } from "~/components/ui/section";
import type { AboutContent } from "~/content/schema";
import { Card } from "~/components/ui/card";

export function AboutPartnerships({ content }: { content: AboutContent["partnerships"] }) {
  return (
    <Section tone="muted" aria-labelledby="partnerships-title">
      <Card
        padded={false}
        className="flex flex-col gap-8 p-8 md:p-12 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="max-w-2xl">
          <SectionHeading heading={content} titleId="partnerships-title" />
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row lg:flex-col">
          <Placement page="about" section="partnerships">
            {content.ctas.map((cta, index) => (
              <CtaLink key={cta.label} cta={cta} size="lg" variant={index === 0 ? "primary" : "secondary"} />
            ))}
          </Placement>
        </div>
      </Card>
    </Section>
  );
}
