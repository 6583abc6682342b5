import type { IconName } from "#src/components/ui/icon-set.ts";
import { CardGrid, IconCard } from "#src/components/ui/card.tsx";
import { HeadedSection } from "#src/components/ui/section.tsx";
import type { AboutContent } from "#src/content/schema.ts";

type CoreValue = AboutContent["values"][number];
type ValueIcon = CoreValue["icon"];

const icons = {
  innovation: "lightbulb",
  customer: "handshake",
  integrity: "shield-check",
  global: "globe",
} as const satisfies Record<ValueIcon, IconName>;

export function AboutValues({
  section,
  values,
}: {
  section: { eyebrow: string; title: string };
  values: readonly CoreValue[];
}) {
  return (
    <HeadedSection heading={section} tone="muted" titleId="values-title">
      <CardGrid items={values} keyOf={(value) => value.title} className="sm:grid-cols-2 lg:grid-cols-4">
        {(value) => <IconCard icon={icons[value.icon]} title={value.title} description={value.description} />}
      </CardGrid>
    </HeadedSection>
  );
}
