import { ClosingCta } from "~/components/sections/closing-cta";
import { PageHero } from "~/components/sections/page-hero";
import { aboutClosingCta, aboutHero, aboutMeta } from "~/content/about";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...aboutMeta, path: "/about" });

export default function About() {
  return (
    <>
      <PageHero hero={aboutHero} />
      <ClosingCta content={aboutClosingCta} />
    </>
  );
}
