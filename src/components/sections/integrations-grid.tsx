import { ArrowUpRight } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { ContentLink } from "#src/components/ui/cta-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { Section, SectionHeader, SectionHeading } from "#src/components/ui/section.tsx";
import type { FeaturesContent } from "#src/content/schema/pages.ts";
import { cardClasses } from "#src/components/ui/card.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

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
  page,
  section,
  integrations,
}: {
  /** Given where the grid is a root of its own (the features page); a landing page's section passes none. */
  page?: PageRef | undefined;
  section: FeaturesContent["integrationsSection"];
  integrations: FeaturesContent["integrations"];
}) {
  return (
    <InPage page={page}>
      <Section aria-labelledby="integrations-title">
        <SectionHeader>
          <SectionHeading heading={section} titleId="integrations-title" />
        </SectionHeader>
        {/* Four to a row from `lg`, a last row they do not fill centred, for any number of tools. */}
        <ul className="grid gap-3 sm:balanced-cols-2 lg:balanced-cols-4">
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
          <Placement section="integrations">
            <ContentLink cta={section.cta} className={buttonClasses("secondary", "lg")}>
              {section.cta.label}
              <Icon icon={ArrowUpRight} className="size-4" />
            </ContentLink>
          </Placement>
        </div>
      </Section>
    </InPage>
  );
}
