import { ArrowRight } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { FaqContent } from "#src/content/schema/pages.ts";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { CtaLink } from "#src/components/ui/cta-link.tsx";
import { ClosingCta } from "./closing-cta.tsx";

/** The FAQ's last chapter: write to us on the contact page, or book a demo on the host. */
export function FaqStillQuestions({ content }: { content: FaqContent["stillQuestions"] }) {
  return (
    <ClosingCta content={content} id="faq-still-questions">
      <a href={content.contactPath} className={buttonClasses("on-ink", "lg")}>
        {content.contactLabel}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
      <CtaLink cta={content.demo} size="lg" variant="on-ink-outline" />
    </ClosingCta>
  );
}
