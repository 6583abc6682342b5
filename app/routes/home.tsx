import { ClosingCta } from "~/components/sections/closing-cta";
import { HomeHero } from "~/components/sections/home-hero";
import { homeClosingCta, homeMeta } from "~/content/home";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...homeMeta, path: "/" });

export default function Home() {
  return (
    <>
      <HomeHero />
      <ClosingCta content={homeClosingCta} />
    </>
  );
}
