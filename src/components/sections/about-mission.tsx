import { Telescope } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import { StepMarker } from "#src/components/ui/step-marker.tsx";
import { Section, SectionHeading } from "#src/components/ui/section.tsx";
import type { AboutContent } from "#src/content/schema/pages.ts";

export function AboutMission({ mission }: { mission: AboutContent["mission"] }) {
  return (
    <Section aria-labelledby="mission-title">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <SectionHeading heading={mission} titleId="mission-title" />
          <ol className="mt-10 space-y-8">
            {mission.points.map((point, index) => (
              <li key={point.title} className="flex gap-4">
                <StepMarker index={index} look="square" />
                <div>
                  <h3 className="text-card">{point.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted-foreground">{point.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <aside
          aria-labelledby="vision-title"
          className="on-ink self-start rounded-lg bg-ink p-8 text-ink-foreground shadow-raised lg:col-span-5"
        >
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ring-on-ink uppercase">
            <Icon icon={Telescope} className="size-4" />
            {mission.vision.label}
          </p>
          <h3 id="vision-title" className="mt-4 text-subheading">
            {mission.vision.title}
          </h3>
          <p className="mt-4 leading-relaxed text-ink-muted">{mission.vision.description}</p>
        </aside>
      </div>
    </Section>
  );
}
