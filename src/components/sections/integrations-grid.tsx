import { ArrowUpRight } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { ContentLink } from "#src/components/ui/cta-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { Section, SectionHeader, SectionHeading } from "#src/components/ui/section.tsx";
import type { FeaturesContent } from "#src/content/schema/pages.ts";
import { cardClasses } from "#src/components/ui/card.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";
import { IntegrationLogo } from "#src/components/ui/integration-logo.tsx";
import type { BuiltPicture } from "#src/components/ui/picture.tsx";

export function IntegrationsGrid({
  page,
  section,
  integrations,
  logos = {},
}: {
  /** Given where the grid is a root of its own (the features page); a landing page's section passes none. */
  page?: PageRef | undefined;
  section: FeaturesContent["integrationsSection"];
  integrations: FeaturesContent["integrations"];
  /** The uploaded logos, made by the build (lib/pictures.ts), by their names in the content. */
  logos?: Readonly<Record<string, BuiltPicture>> | undefined;
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
              <IntegrationLogo
                integration={integration}
                logo={integration.logo === undefined ? undefined : logos[integration.logo]}
              />
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
