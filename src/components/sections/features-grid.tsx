import { Braces, Check, Gauge, Globe, MailCheck, ScanSearch, Workflow, type IconNode } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import { CardGrid, IconCard } from "#src/components/ui/card.tsx";
import { HeadedSection } from "#src/components/ui/section.tsx";
import type { FeaturesContent } from "#src/content/schema/pages.ts";

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
  intro: FeaturesContent["intro"];
  features: readonly Feature[];
}) {
  return (
    <HeadedSection heading={intro} titleId="features-title">
      <CardGrid
        items={features}
        keyOf={(feature) => feature.title}
        className="md:balanced-cols-2 lg:balanced-cols-3"
      >
        {(feature) => (
          <IconCard icon={icons[feature.icon]} title={feature.title} description={feature.description}>
            <ul className="mt-5 space-y-2 border-t border-border pt-5 text-sm">
              {feature.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-success" />
                  {benefit}
                </li>
              ))}
            </ul>
          </IconCard>
        )}
      </CardGrid>
    </HeadedSection>
  );
}
