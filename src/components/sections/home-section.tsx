import { useId } from "react";
import type { HomeSectionHeader } from "~/content/schema";
import {
  Section,
  SectionEyebrow,
  SectionHeader,
  SectionLead,
  SectionTitle,
  type SectionTone,
} from "~/components/ui/section";

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
        <SectionEyebrow>{header.eyebrow}</SectionEyebrow>
        <SectionTitle id={titleId}>{header.title}</SectionTitle>
        {header.lead && <SectionLead>{header.lead}</SectionLead>}
      </SectionHeader>
      {children}
    </Section>
  );
}
