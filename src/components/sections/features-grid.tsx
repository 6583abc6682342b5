import { Braces, Check, Gauge, Globe, MailCheck, ScanSearch, Workflow, type IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import { IconCard } from "~/components/ui/card";
import { Section, SectionHeader, SectionHeading } from "~/components/ui/section";
import type { FeaturesContent } from "~/content/schema";

type Feature = FeaturesContent["features"][number];
type FeatureIcon = Feature["icon"];

const icons = {
  discovery: ScanSearch,
  verification: MailCheck,
  scoring: Gauge,
  crm: Workflow,
  api: Braces,
  database: Globe,
} as const satisfies Record<FeatureIcon, IconNode>;

export function FeaturesGrid({
  intro,
  features,
}: {
  intro: { eyebrow: string; title: string; lead: string };
  features: readonly Feature[];
}) {
  return (
    <Section aria-labelledby="features-title">
      <SectionHeader>
        <SectionHeading heading={intro} titleId="features-title" />
      </SectionHeader>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => {
          const icon = icons[feature.icon];
          return (
            <li key={feature.title}>
              <IconCard
                icon={icon}
                title={feature.title}
                description={feature.description}
                className="flex h-full flex-col"
              >
                <ul className="mt-5 space-y-2 border-t border-border pt-5 text-sm">
                  {feature.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-2">
                      <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-success" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </IconCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
