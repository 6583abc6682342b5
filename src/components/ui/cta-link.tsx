import type { Cta } from "#src/content/schema/fields.ts";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button.tsx";
import { HostLink } from "./host-link.tsx";
import { OtherSiteLink } from "./other-site-link.tsx";

type AnchorProps = Omit<React.ComponentProps<"a">, "href" | "target" | "rel">;

/**
 * Where a button from content leads: its destination on the external host (HostLink, with its
 * placement and parameters in the address), or the address on another site it names
 * (OtherSiteLink, the address untouched). `name` ends its placement id where the destination alone
 * would not tell it apart.
 */
export function ContentLink({
  cta,
  name,
  ...props
}: AnchorProps & { cta: Pick<Cta, "label" | "destination" | "url" | "params">; name?: string | undefined }) {
  if (cta.url !== undefined) return <OtherSiteLink url={cta.url} name={name} {...props} />;
  // The schema accepts a button only with one of the two (fields.ts, ctaWith).
  if (cta.destination === undefined)
    throw new Error(`The button "${cta.label}" leads nowhere: give it a destination or an address.`);
  return <HostLink destination={cta.destination} params={cta.params} name={name} {...props} />;
}

/** A call to action styled as a button, leading where its content says (ContentLink). */
export function CtaLink({
  cta,
  name,
  variant,
  size,
  className,
  ...props
}: AnchorProps & {
  cta: Cta;
  /** Ends its placement id where the destination alone would not tell it apart (HostLink). */
  name?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <ContentLink cta={cta} name={name} className={buttonClasses(variant, size, className)} {...props}>
      {cta.label}
    </ContentLink>
  );
}
