import { ClosingCta } from "~/components/sections/closing-cta";
import { DashboardMock } from "~/components/sections/dashboard-mock";
import { HomeHero } from "~/components/sections/home-hero";
import { HomeSection } from "~/components/sections/home-section";
import { RoiCalculator } from "~/components/sections/roi-calculator";
import { SecurityRow } from "~/components/sections/security-row";
import { StatStrip } from "~/components/sections/stat-strip";
import { Testimonials } from "~/components/sections/testimonials";
import { ValueProps } from "~/components/sections/value-props";
import { homeClosingCta, homeMeta, homeStats, homeTestimonials, homeValueProps } from "~/content/home";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...homeMeta, path: "/" });

// Tones alternate plain and muted after the (muted) hero so the page reads as chapters.
export default function Home() {
  return (
    <>
      <HomeHero>
        <DashboardMock />
      </HomeHero>
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
