import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { FaqContent } from "~/content/schema";
import { buttonClasses } from "~/components/ui/button";
import { CtaLink } from "~/components/ui/cta-link";
import { Section, SectionLead, SectionTitle } from "~/components/ui/section";

/** The FAQ's last chapter: write to us on the contact page, or book a demo on the host. */
export function FaqStillQuestions({ content }: { content: FaqContent["stillQuestions"] }) {
  return (
    <Section tone="ink" aria-labelledby="faq-still-questions-title">
      <div className="mx-auto max-w-2xl text-center">
        <SectionTitle id="faq-still-questions-title">{content.title}</SectionTitle>
        <SectionLead>{content.lead}</SectionLead>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={content.contactPath} className={buttonClasses("on-ink", "lg")}>
            {content.contactLabel}
            <Icon icon={ArrowRight} className="size-4" />
          </a>
          <CtaLink cta={content.demo} size="lg" variant="on-ink-outline" />
        </div>
      </div>
    </Section>
  );
}
