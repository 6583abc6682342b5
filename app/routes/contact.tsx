import {
  ClosingCta,
  ContactForm,
  ContactOffice,
  ContactOptions,
  HelpCards,
  PageHero,
} from "~/components/islands";
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
