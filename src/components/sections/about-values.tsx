import { Globe, Handshake, Lightbulb, ShieldCheck, type IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Card } from "~/components/ui/card";
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
              <Card className="h-full">
                <span className="inline-flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
                  <Icon icon={icon} className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{value.description}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
