import { NavLink as RouterNavLink } from "react-router";
import type { NavLink } from "~/content/types";
import { externalUrl } from "~/lib/links";
import { ExternalLink } from "~/components/ui/external-link";

/**
 * Renders a content NavLink: internal ones through the router (aria-current on the
 * current page), external ones in a new tab.
 */
export function NavItemLink({
  link,
  className,
  onClick,
}: {
  link: NavLink;
  className?: string;
  onClick?: () => void;
}) {
  if (link.kind === "internal") {
    return (
      // `end` only for "/": prerendering renders each page at its trailing-slash path
      // (/features/), which an exact match would not mark current.
      <RouterNavLink
        to={link.to}
        end={link.to === "/"}
        prefetch="intent"
        className={className}
        onClick={onClick}
      >
        {link.label}
      </RouterNavLink>
    );
  }
  return (
    <ExternalLink href={externalUrl(link.destination)} className={className} onClick={onClick}>
      {link.label}
    </ExternalLink>
  );
}
