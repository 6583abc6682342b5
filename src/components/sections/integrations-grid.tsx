import { ArrowUpRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button";
import { HostLink } from "~/components/ui/host-link";
import { Placement } from "~/components/ui/placement";
import { Section, SectionHeader, SectionHeading } from "~/components/ui/section";
import type { FeaturesContent } from "~/content/schema";
import { cardClasses } from "~/components/ui/card";

/** Drawn monograms rather than brand logos: one size, one colour, no licensing questions. */
function Monogram({ letters }: { letters: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-ink text-sm font-bold tracking-tight text-ink-foreground"
    >
      {letters}
    </span>
  );
}

export function IntegrationsGrid({
  section,
  integrations,
}: {
  section: FeaturesContent["integrationsSection"];
  integrations: FeaturesContent["integrations"];
}) {
  return (
    <Section aria-labelledby="integrations-title">
      <SectionHeader>
        <SectionHeading heading={section} titleId="integrations-title" />
      </SectionHeader>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {integrations.map((integration) => (
          <li
            key={integration.name}
            className={cardClasses({ padded: false }, "flex items-center gap-4 p-4")}
          >
            <Monogram letters={integration.monogram} />
            <div className="min-w-0">
              <p className="font-semibold">{integration.name}</p>
              <p className="text-sm text-muted-foreground">{integration.category}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Placement page="features" section="integrations">
          <HostLink destination={section.cta.destination} className={buttonClasses("secondary", "lg")}>
            {section.cta.label}
            <Icon icon={ArrowUpRight} className="size-4" />
          </HostLink>
        </Placement>
      </div>
    </Section>
  );
}
