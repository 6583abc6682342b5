import { ClosingCta } from "~/components/sections/closing-cta";
import { ContactForm } from "~/components/sections/contact-form";
import { ContactOffice } from "~/components/sections/contact-office";
import { ContactOptions } from "~/components/sections/contact-options";
import { HelpCards } from "~/components/sections/help-cards";
import { PageHero } from "~/components/sections/page-hero";
import {
  contactClosingCta,
  contactForm,
  contactHelp,
  contactHero,
  contactMeta,
  contactOffice,
  contactOptions,
  contactOptionsIntro,
} from "~/content/contact";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ ...contactMeta, path: "/contact" });

export default function Contact() {
  return (
    <>
      <PageHero hero={contactHero} />
      <ContactOptions intro={contactOptionsIntro} options={contactOptions} />
      <ContactForm content={contactForm}>
        <ContactOffice content={contactOffice} />
      </ContactForm>
      <HelpCards id="contact-help" content={contactHelp} />
      <ClosingCta content={contactClosingCta} />
    </>
  );
}
