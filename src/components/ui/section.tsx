import { useId } from "react";
import { cn } from "#src/lib/cn.ts";
import { NoOrphanDash } from "./no-orphan-dash.tsx";

const tones = {
  plain: "bg-background text-foreground",
  muted: "bg-muted text-foreground",
  ink: "on-ink bg-ink text-ink-foreground",
} as const;

export type SectionTone = keyof typeof tones;

/** A page chapter: one vertical rhythm, one content width, an alternating tone. */
export function Section({
  tone = "plain",
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & { tone?: SectionTone }) {
  return (
    <section className={cn("section-y", tones[tone], className)} {...props}>
      <div className="container-page">{children}</div>
    </section>
  );
}

export function SectionHeader({
  align = "center",
  className,
  ...props
}: React.ComponentProps<"div"> & { align?: "center" | "start" }) {
  return (
    <div
      className={cn("mb-12 max-w-2xl md:mb-16", align === "center" ? "mx-auto text-center" : "", className)}
      {...props}
    />
  );
}

function SectionEyebrow({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      className={cn(
        "eyebrow-mark mb-4 text-eyebrow text-primary uppercase on-ink:text-ring-on-ink",
        className,
      )}
      {...props}
    />
  );
}

export function SectionTitle({ className, children, ...props }: React.ComponentProps<"h2">) {
  return (
    <h2 className={cn("text-subheading md:text-heading", className)} {...props}>
      <NoOrphanDash>{children}</NoOrphanDash>
    </h2>
  );
}

export function SectionLead({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      className={cn("mt-4 text-lg leading-relaxed text-muted-foreground on-ink:text-ink-muted", className)}
      {...props}
    />
  );
}

/**
 * The eyebrow, title and lead that open a section: the content schema's shared `heading` fields
 * (a section whose content has no eyebrow opens with its title).
 */
export interface Heading {
  eyebrow?: string | undefined;
  title: string;
  lead?: string | undefined;
}

/**
 * A section's heading from its content: eyebrow, the title (an h2 the section is labelled by, via
 * `titleId`) and the lead when the content has one. Inside a SectionHeader, or any layout of its own.
 */
export function SectionHeading({ heading, titleId }: { heading: Heading; titleId: string }) {
  return (
    <>
      {heading.eyebrow && <SectionEyebrow>{heading.eyebrow}</SectionEyebrow>}
      <SectionTitle id={titleId}>{heading.title}</SectionTitle>
      {heading.lead && <SectionLead>{heading.lead}</SectionLead>}
    </>
  );
}

/**
 * The usual chapter: its heading centred above whatever follows, the section labelled by its title
 * (`titleId`, or an id of its own).
 */
export function HeadedSection({
  heading,
  tone,
  titleId,
  children,
}: {
  heading: Heading;
  tone?: SectionTone;
  titleId?: string;
  children: React.ReactNode;
}) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeader>
        <SectionHeading heading={heading} titleId={id} />
      </SectionHeader>
      {children}
    </Section>
  );
}
