import {
  AboutMission,
  AboutPartnerships,
  AboutStats,
  AboutTimeline,
  AboutValues,
  ClosingCta,
  PageHero,
} from "~/components/islands";
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
