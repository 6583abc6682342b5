import { CirclePlay } from "lucide";
import { Icon } from "~/components/ui/icon";
import { StepMarker } from "~/components/ui/step-marker";
import { CtaLink } from "~/components/ui/cta-link";
import { Placement } from "~/components/ui/placement";
import { Section, SectionHeading } from "~/components/ui/section";
import type { FeaturesContent } from "~/content/schema";
import { Card } from "~/components/ui/card";

export function FeaturesDemo({ demo }: { demo: FeaturesContent["demo"] }) {
  return (
    <Section tone="muted" aria-labelledby="demo-title">
      <div className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeading heading={demo} titleId="demo-title" />
          <Placement page="features" section="demo">
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
  );
}
