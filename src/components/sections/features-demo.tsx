import { CirclePlay } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import { StepMarker } from "#src/components/ui/step-marker.tsx";
import { CtaLink } from "#src/components/ui/cta-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { Section, SectionHeading } from "#src/components/ui/section.tsx";
import type { FeaturesContent } from "#src/content/schema/pages.ts";
import { Card } from "#src/components/ui/card.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

export function FeaturesDemo({ demo, page }: { demo: FeaturesContent["demo"]; page: PageRef }) {
  return (
    <InPage page={page}>
      <Section tone="muted" aria-labelledby="demo-title">
        <div className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <SectionHeading heading={demo} titleId="demo-title" />
            <Placement section="demo">
              <CtaLink cta={demo.cta} size="lg" className="mt-8 w-full sm:w-auto" />
            </Placement>
          </div>
          <div className="lg:col-span-7">
            <Card padded={false} elevation="raised" className="overflow-hidden">
              <div className="flex items-center gap-2 border-b border-border bg-muted px-4 py-3">
                <Icon icon={CirclePlay} className="size-4 text-primary" />
                <span className="text-sm font-medium text-muted-foreground">{demo.stepsLabel}</span>
              </div>
              <ol className="divide-y divide-border">
                {demo.steps.map((step, index) => (
                  <li key={step.title} className="flex gap-4 px-5 py-5 sm:px-6">
                    <StepMarker index={index} look="disc" />
                    <div className="min-w-0">
                      <p className="font-semibold">{step.title}</p>
                      <p className="mt-1 text-sm text-muted-foreground">{step.detail}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </Card>
          </div>
        </div>
      </Section>
    </InPage>
  );
}
