import { PageHero } from "~/components/sections/page-hero";
import { faqHero, faqMeta } from "~/content/faq";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...faqMeta, path: "/faq" });

export default function Faq() {
  return <PageHero hero={faqHero} />;
}
