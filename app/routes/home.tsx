import {
  ClosingCta,
  HomeHero,
  RoiCalculator,
  SecurityRow,
  StatStrip,
  Testimonials,
  ValueProps,
} from "~/components/islands";
import { HomeSection } from "~/components/sections/home-section";
import { homeClosingCta, homeMeta, homeStats, homeTestimonials, homeValueProps } from "~/content/home";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...homeMeta, path: "/" });

// Tones alternate plain and muted after the (muted) hero so the page reads as chapters.
export default function Home() {
  return (
    <>
      <HomeHero />
      <HomeSection header={homeStats.header} tone="plain">
        <StatStrip stats={homeStats.items} />
      </HomeSection>
      <HomeSection header={homeValueProps.header} tone="muted">
        <ValueProps items={homeValueProps.items} />
      </HomeSection>
      <RoiCalculator />
      <HomeSection header={homeTestimonials.header} tone="muted">
        <Testimonials items={homeTestimonials.items} />
      </HomeSection>
      <SecurityRow />
      <ClosingCta content={homeClosingCta} />
    </>
  );
}
