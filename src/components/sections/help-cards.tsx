import { ArrowUpRight } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { HelpCardsContent } from "#src/content/schema/sections.ts";
import { Card, CardGrid } from "#src/components/ui/card.tsx";
import { ContentLink } from "#src/components/ui/cta-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { HeadedSection, type SectionTone } from "#src/components/ui/section.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/**
 * Three doors to a team or a resource on the external host (contact help, FAQ "Need More Help?"),
 * side by side from `lg`: three columns on a tablet leave a card's title too little room for one
 * long German word ("Benutzerdokumentation").
 */
export function HelpCards({
  id,
  page,
  content,
  tone = "plain",
}: {
  id: string;
  page?: PageRef | undefined;
  content: HelpCardsContent;
  tone?: SectionTone;
}) {
  return (
    <InPage page={page}>
      <HeadedSection heading={content} tone={tone} titleId={`${id}-title`}>
        <Placement section="help">
          <CardGrid items={content.cards} keyOf={(card) => card.title} className="lg:balanced-cols-3">
            {(card) => (
              <Card className="flex h-full flex-col">
                <h3 className="text-card">{card.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{card.description}</p>
                <ContentLink
                  cta={card.cta}
                  className="group mt-6 inline-flex min-h-11 items-center gap-1.5 self-start rounded-sm font-semibold text-primary hover:text-primary-hover hover:underline"
                >
                  {card.cta.label}
                  <Icon
                    icon={ArrowUpRight}
                    className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5"
                  />
                </ContentLink>
              </Card>
            )}
          </CardGrid>
        </Placement>
      </HeadedSection>
    </InPage>
  );
}
