import { ClosingCta } from "~/components/sections/closing-cta";
import { PageHero } from "~/components/sections/page-hero";
import { contactClosingCta, contactHero, contactMeta } from "~/content/contact";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...contactMeta, path: "/contact" });

export default function Contact() {
  return (
    <>
      <PageHero hero={contactHero} />
      <ClosingCta content={contactClosingCta} />
    </>
  );
}
