import type { FaqContent } from "~/content/schema";
import { FaqQuestions } from "./faq-questions";
import { FaqStillQuestions } from "./faq-still-questions";
import { HelpCards } from "./help-cards";
import { PageHero } from "./page-hero";

/** The FAQ page's sections in order: for the page, and for the editor's preview of it. */
export function FaqPage({ faq }: { faq: FaqContent }) {
  return (
    <>
      <PageHero hero={faq.hero} page="faq" />
      <FaqQuestions intro={faq.accordionIntro} categories={faq.categories} />
      <HelpCards id="faq-help" page="faq" content={faq.help} tone="muted" />
      <FaqStillQuestions content={faq.stillQuestions} />
    </>
  );
}
