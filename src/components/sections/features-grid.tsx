import { Braces, Check, Gauge, Globe, MailCheck, ScanSearch, Workflow, type IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import { CardGrid, IconCard } from "~/components/ui/card";
import { HeadedSection } from "~/components/ui/section";
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
    <HeadedSection heading={intro} titleId="features-title">
      <CardGrid items={features} keyOf={(feature) => feature.title} className="md:grid-cols-2 lg:grid-cols-3">
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
