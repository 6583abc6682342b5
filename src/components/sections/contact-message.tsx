import { Section } from "#src/components/ui/section.tsx";

/** The contact page's middle chapter: the message form beside the office block. */
export function ContactMessage({ form, aside }: { form: React.ReactNode; aside: React.ReactNode }) {
  return (
    <Section tone="muted" aria-labelledby="contact-form-title">
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="min-w-0 lg:col-span-7">{form}</div>
        <div className="min-w-0 lg:col-span-5">{aside}</div>
      </div>
    </Section>
  );
}
