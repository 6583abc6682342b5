import { Globe, Handshake, Lightbulb, ShieldCheck, type IconNode } from "lucide";
import { CardGrid, IconCard } from "#src/components/ui/card.tsx";
import { HeadedSection } from "#src/components/ui/section.tsx";
import type { AboutContent } from "#src/content/schema/pages.ts";

type CoreValue = AboutContent["values"][number];
type ValueIcon = CoreValue["icon"];

const icons = {
  innovation: Lightbulb,
  customer: Handshake,
  integrity: ShieldCheck,
  global: Globe,
} as const satisfies Record<ValueIcon, IconNode>;

export function AboutValues({
  section,
  values,
}: {
  section: { eyebrow: string; title: string };
  values: readonly CoreValue[];
}) {
  return (
    <HeadedSection heading={section} tone="muted" titleId="values-title">
      <CardGrid
        items={values}
        keyOf={(value) => value.title}
        className="sm:balanced-cols-2 lg:balanced-cols-4"
      >
        {(value) => <IconCard icon={icons[value.icon]} title={value.title} description={value.description} />}
      </CardGrid>
    </HeadedSection>
  );
}
