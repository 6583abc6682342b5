import { HostLink } from "#src/components/ui/host-link.tsx";
import type { NavLink } from "#src/content/schema/navigation.ts";

/**
 * Renders a content NavLink: internal ones as plain links (aria-current on the page being
 * shown), external ones in a new tab.
 */
export function NavItemLink({
  link,
  currentPath,
  className,
}: {
  link: NavLink;
  /** The path of the page being rendered, so its own link is marked current. */
  currentPath?: string;
  className?: string;
}) {
  if (link.kind === "internal") {
    return (
      <a href={link.to} aria-current={link.to === currentPath ? "page" : undefined} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <HostLink destination={link.destination} className={className}>
      {link.label}
    </HostLink>
  );
}
