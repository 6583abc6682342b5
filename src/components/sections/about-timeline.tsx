import { Section, SectionHeader, SectionHeading } from "#src/components/ui/section.tsx";
import type { AboutContent } from "#src/content/schema/pages.ts";

type Milestone = AboutContent["milestones"][number];

/** An ordered list because the order is the meaning; the rail and dots are decoration. */
export function AboutTimeline({
  section,
  milestones,
}: {
  section: { eyebrow: string; title: string };
  milestones: readonly Milestone[];
}) {
  return (
    <Section aria-labelledby="timeline-title">
      <SectionHeader>
        <SectionHeading heading={section} titleId="timeline-title" />
      </SectionHeader>
      <ol className="mx-auto max-w-3xl border-l-2 border-border">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative pb-10 pl-8 last:pb-0 sm:pl-10">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[9px] size-4 rounded-full border-4 border-background bg-primary"
            />
            <p className="text-sm font-bold tracking-wide text-primary tabular-nums">
              <time dateTime={String(milestone.year)}>{milestone.year}</time>
            </p>
            <h3 className="mt-1 text-card">{milestone.title}</h3>
            <p className="mt-1 leading-relaxed text-muted-foreground">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
