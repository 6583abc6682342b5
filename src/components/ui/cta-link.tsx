import type { Cta } from "~/content/schema";
import { externalUrl } from "~/lib/links";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";
import { ExternalLink } from "./external-link";

/** A call to action styled as a button, leading to its destination on the external host. */
export function CtaLink({
  cta,
  variant,
  size,
  className,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> & {
  cta: Cta;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <ExternalLink
      href={externalUrl(cta.destination, cta.params)}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {cta.label}
    </ExternalLink>
  );
}
