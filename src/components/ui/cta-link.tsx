import type { Cta } from "#src/content/schema/fields.ts";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button.tsx";
import { HostLink } from "./host-link.tsx";

/** A call to action styled as a button, leading to its destination on the external host. */
export function CtaLink({
  cta,
  name,
  variant,
  size,
  className,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> & {
  cta: Cta;
  /** Ends its placement id where the destination alone would not tell it apart (HostLink). */
  name?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <HostLink
      destination={cta.destination}
      params={cta.params}
      name={name}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {cta.label}
    </HostLink>
  );
}
