import { FaqStillQuestions, HelpCards, PageHero } from "~/components/islands";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import {
  faqAccordionIntro,
  faqCategories,
  faqHelp,
  faqHero,
  faqMeta,
  faqStillQuestions,
} from "~/content/faq";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...faqMeta, path: "/faq" });

export default function Faq() {
  return (
    <>
      <PageHero hero={faqHero} />
      <FaqAccordion intro={faqAccordionIntro} categories={faqCategories} />
      <HelpCards id="faq-help" content={faqHelp} tone="muted" />
      <FaqStillQuestions content={faqStillQuestions} />
    </>
  );
}
