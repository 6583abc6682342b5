import type { FaqContent } from "#src/content/schema/pages.ts";
import { FaqQuestions } from "./faq-questions.tsx";
import { FaqStillQuestions } from "./faq-still-questions.tsx";
import { HelpCards } from "./help-cards.tsx";
import { PageHero } from "./page-hero.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/** The FAQ page's sections in order: for the page, and for the editor's preview of it. */
export function FaqPage({ faq, page }: { faq: FaqContent; page: PageRef }) {
  return (
    <InPage page={page}>
      <>
        <PageHero hero={faq.hero} />
        <FaqQuestions intro={faq.accordionIntro} topics={faq.categories} />
        <HelpCards id="faq-help" content={faq.help} tone="muted" />
        <FaqStillQuestions content={faq.stillQuestions} />
      </>
    </InPage>
  );
}
