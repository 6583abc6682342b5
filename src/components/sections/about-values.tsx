import { Globe, Handshake, Lightbulb, ShieldCheck, type IconNode } from "lucide";
import { IconCard } from "~/components/ui/card";
import { Section, SectionHeader, SectionHeading } from "~/components/ui/section";
import type { AboutContent } from "~/content/schema";

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
    <Section tone="muted" aria-labelledby="values-title">
      <SectionHeader>
        <SectionHeading heading={section} titleId="values-title" />
      </SectionHeader>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => {
          const icon = icons[value.icon];
          return (
            <li key={value.title}>
              <IconCard icon={icon} title={value.title} description={value.description} className="h-full" />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
