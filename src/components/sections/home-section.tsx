import { useId } from "react";
import type { HomeSectionHeader } from "~/content/schema";
import { Section, SectionHeader, SectionHeading, type SectionTone } from "~/components/ui/section";

/** A home chapter with the usual eyebrow, title and optional lead, labelled by its title. */
export function HomeSection({
  header,
  tone,
  children,
}: {
  header: HomeSectionHeader;
  tone: SectionTone;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Section tone={tone} aria-labelledby={titleId}>
      <SectionHeader>
        <SectionHeading heading={header} titleId={titleId} />
      </SectionHeader>
      {children}
    </Section>
  );
}
