import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { FaqContent } from "~/content/schema";
import { buttonClasses } from "~/components/ui/button";
import { CtaLink } from "~/components/ui/cta-link";
import { ClosingCta } from "./closing-cta";

/** The FAQ's last chapter: write to us on the contact page, or book a demo on the host. */
export function FaqStillQuestions({ content }: { content: FaqContent["stillQuestions"] }) {
  return (
    <ClosingCta content={content} page="faq" id="faq-still-questions">
      <a href={content.contactPath} className={buttonClasses("on-ink", "lg")}>
        {content.contactLabel}
        <Icon icon={ArrowRight} className="size-4" />
      </a>
      <CtaLink cta={content.demo} size="lg" variant="on-ink-outline" />
    </ClosingCta>
  );
}
