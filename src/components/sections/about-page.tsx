import type { AboutContent } from "#src/content/schema/pages.ts";
import { AboutMission } from "./about-mission.tsx";
import { AboutPartnerships } from "./about-partnerships.tsx";
import { AboutStats } from "./about-stats.tsx";
import { AboutTimeline } from "./about-timeline.tsx";
import { AboutValues } from "./about-values.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import { PageHero } from "./page-hero.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/** The about page's sections in order: for the page, and for the editor's preview of it. */
export function AboutPage({ about, page }: { about: AboutContent; page: PageRef }) {
  return (
    <InPage page={page}>
      <>
        <PageHero hero={about.hero} page={page} />
        <AboutStats label={about.statsLabel} stats={about.stats} />
        <AboutMission mission={about.mission} />
        <AboutValues section={about.valuesSection} values={about.values} />
        <AboutTimeline section={about.timelineSection} milestones={about.milestones} />
        <AboutPartnerships content={about.partnerships} page={page} />
        <ClosingCta content={about.closingCta} page={page} />
      </>
    </InPage>
  );
}
