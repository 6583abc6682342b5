import type { ReactNode } from "react";
import type { ClosingCtaContent } from "#src/content/schema/sections.ts";
import { CtaGroup } from "#src/components/ui/cta-group.tsx";
import { Section, SectionLead, SectionTitle } from "#src/components/ui/section.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/**
 * The last chapter of every page: one clear next step, on the dark surface. Its actions are the
 * content's calls to action, or `children` where a page has its own (the FAQ's).
 */
export function ClosingCta({
  content,
  page,
  id = "closing-cta",
  children,
}: {
  content: Pick<ClosingCtaContent, "title" | "lead"> & { ctas?: ClosingCtaContent["ctas"] };
  page?: PageRef | undefined;
  id?: string;
  children?: ReactNode;
}) {
  return (
    <InPage page={page}>
      <Section
        tone="ink"
        className="motif-scope [--scope-x:50%] [--scope-y:100%] section-eager"
        aria-labelledby={`${id}-title`}
      >
        <div className="mx-auto max-w-2xl text-center">
          <SectionTitle id={`${id}-title`}>{content.title}</SectionTitle>
          <SectionLead>{content.lead}</SectionLead>
          <CtaGroup ctas={content.ctas} section="closing" tone="ink" className="justify-center">
            {children}
          </CtaGroup>
        </div>
      </Section>
    </InPage>
  );
}
