import { ArrowUpRight, Info, X } from "lucide";
import { useRef, useState } from "react";
import { Icon } from "#src/components/ui/icon.tsx";
import type { ContactContent } from "#src/content/schema/pages.ts";
import { Button } from "#src/components/ui/button.tsx";
import { Card } from "#src/components/ui/card.tsx";
import { externalUrl, languageParams } from "#src/lib/links.ts";
import { InPage, usePage, type PageRef } from "#src/components/ui/page-context.tsx";
import { IslandBoundary } from "./island-boundary.tsx";

// React's types omit `rel` on <form>, though browsers honour noopener/noreferrer for a
// form's target=_blank; a spread object passes it through without widening React's types.
const handOffRel = { rel: "noopener noreferrer" };

const controlClasses =
  "mt-2 block min-h-11 w-full rounded-md border border-border-strong bg-background px-3.5 py-2.5 text-base text-foreground shadow-card placeholder:text-muted-foreground hover:border-foreground";

type FormContent = ContactContent["form"];
type FieldName = keyof FormContent["labels"];

/**
 * The fields and their query names are the external contact page's contract (spec section 7),
 * so they live in code; content/contact.yaml gives each its label.
 */
const fields = [
  { name: "firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", type: "text", autoComplete: "family-name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "company", type: "text", autoComplete: "organization" },
  { name: "message", type: "textarea", autoComplete: "off" },
] as const satisfies readonly {
  name: FieldName;
  type: "text" | "email" | "textarea";
  autoComplete: string;
}[];

type ContactField = (typeof fields)[number] & { label: string; placeholder?: string };

function Field({ field }: { field: ContactField }) {
  const id = `contact-${field.name}`;
  return (
    <div className={field.type === "textarea" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="text-sm font-semibold text-foreground">
        {field.label}
      </label>
      {field.type === "textarea" ? (
        <textarea
          id={id}
          name={field.name}
          rows={4}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          className={`${controlClasses} resize-y`}
        />
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          className={controlClasses}
        />
      )}
    </div>
  );
}

/**
 * The message form is a plain GET form into a new tab on the external host (spec section 7,
 * docs/decisions/004): the browser encodes every field and it works without JavaScript.
 * Island (`client:visible` on /contact): script only adds the one notice telling the visitor
 * where their message went.
 */
export function ContactForm({ content, page }: { content: FormContent; page: PageRef }) {
  return (
    <InPage page={page}>
      <IslandBoundary>
        <HandOffForm content={content} />
      </IslandBoundary>
    </InPage>
  );
}

function HandOffForm({ content }: { content: FormContent }) {
  // A counter rather than a flag: each hand-off remounts the notice so it is announced again.
  const [handOffs, setHandOffs] = useState(0);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const language = languageParams(usePage().locale);

  function dismiss() {
    setNoticeOpen(false);
    // The focused Dismiss button disappears; return focus to where the visitor acted.
    submitRef.current?.focus();
  }

  return (
    <Card>
      <h2 id="contact-form-title" className="text-subheading">
        {content.title}
      </h2>
      <p className="mt-3 leading-relaxed text-muted-foreground">{content.lead}</p>
      <form
        method="get"
        action={externalUrl("contact")}
        target="_blank"
        {...handOffRel}
        aria-labelledby="contact-form-title"
        className="mt-8"
        onSubmit={() => {
          setHandOffs((count) => count + 1);
          setNoticeOpen(true);
        }}
      >
        {/* The page's language, for the host to answer in (a GET form sends its fields, not the action's query). */}
        {Object.entries(language).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <Field
              key={field.name}
              field={{
                ...field,
                label: content.labels[field.name],
                placeholder: field.name === "message" ? content.messagePlaceholder : undefined,
              }}
            />
          ))}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <Button
            ref={submitRef}
            type="submit"
            size="lg"
            aria-describedby="contact-form-hint"
            className="w-full sm:w-auto"
          >
            {content.submit}
            <Icon icon={ArrowUpRight} className="size-4" />
          </Button>
          <p id="contact-form-hint" className="text-sm leading-snug text-muted-foreground">
            {content.newTabHint}
          </p>
        </div>
      </form>
      {/* <output> is a polite status region; always in the DOM so screen readers watch it
              before the first hand-off. */}
      <output className="block">
        {noticeOpen && (
          <div
            key={handOffs}
            className="mt-6 flex items-start gap-3 rounded-md border border-primary/25 bg-primary-soft p-4 text-foreground"
          >
            <Icon icon={Info} className="mt-0.5 size-5 shrink-0 text-primary" />
            <p className="flex-1 text-sm leading-relaxed">{content.notice}</p>
            <Button
              variant="ghost"
              size="sm"
              onClick={dismiss}
              className="-my-1.5 -mr-1.5 size-11 shrink-0 px-0 hover:bg-background"
            >
              <Icon icon={X} className="size-4" />
              <span className="sr-only">{content.dismiss}</span>
            </Button>
          </div>
        )}
      </output>
    </Card>
  );
}
