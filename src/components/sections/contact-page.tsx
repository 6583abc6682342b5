import type { ContactContent } from "#src/content/schema/pages.ts";
import { ClosingCta } from "./closing-cta.tsx";
import { ContactMessage } from "./contact-message.tsx";
import { ContactOffice } from "./contact-office.tsx";
import { ContactOptions } from "./contact-options.tsx";
import { HelpCards } from "./help-cards.tsx";
import { PageHero } from "./page-hero.tsx";
import type { PageRef } from "#src/components/ui/page-context.tsx";

/**
 * The contact page's sections, in order: the page (src/pages/[...lang]/contact.astro) and the
 * editor's preview both draw them from here. The message form is an island, so each places it
 * itself, in the message's section (`form`): the page with its client directive, the preview as
 * it is. Each section is a root of its own on the page, so the island's loader is written where the
 * form stands, not ahead of the page's top.
 */
export const contactSectionOrder = ["hero", "options", "message", "help", "closingCta"] as const;

export function ContactSection({
  name,
  contact,
  page,
  form,
}: {
  name: (typeof contactSectionOrder)[number];
  contact: ContactContent;
  page: PageRef;
  /** The message form, for the message's section. */
  form?: React.ReactNode;
}) {
  switch (name) {
    case "hero":
      return <PageHero hero={contact.hero} page={page} />;
    case "options":
      return <ContactOptions intro={contact.optionsIntro} options={contact.options} page={page} />;
    case "message":
      return <ContactMessage form={form} aside={<ContactOffice content={contact.office} page={page} />} />;
    case "help":
      return <HelpCards id="contact-help" page={page} content={contact.help} />;
    case "closingCta":
      return <ClosingCta content={contact.closingCta} page={page} />;
  }
}
