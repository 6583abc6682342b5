import { AboutMission } from "~/components/sections/about-mission";
import { AboutPartnerships } from "~/components/sections/about-partnerships";
import { AboutStats } from "~/components/sections/about-stats";
import { AboutTimeline } from "~/components/sections/about-timeline";
import { AboutValues } from "~/components/sections/about-values";
import { ClosingCta } from "~/components/sections/closing-cta";
import { PageHero } from "~/components/sections/page-hero";
import {
  aboutClosingCta,
  aboutHero,
  aboutMeta,
  aboutMission,
  aboutPartnerships,
  aboutStats,
  aboutTimelineSection,
  aboutValues,
  aboutValuesSection,
  milestones,
} from "~/content/about";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...aboutMeta, path: "/about" });

export default function About() {
  return (
    <>
      <PageHero hero={aboutHero} />
      <AboutStats stats={aboutStats} />
      <AboutMission mission={aboutMission} />
      <AboutValues section={aboutValuesSection} values={aboutValues} />
      <AboutTimeline section={aboutTimelineSection} milestones={milestones} />
      <AboutPartnerships content={aboutPartnerships} />
      <ClosingCta content={aboutClosingCta} />
    </>
  );
}
