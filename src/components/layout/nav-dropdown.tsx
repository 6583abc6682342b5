import { ChevronDown } from "lucide";
import { HostLink } from "#src/components/ui/host-link.tsx";
import { Icon } from "#src/components/ui/icon.tsx";
import type { NavMenu } from "#src/content/schema/navigation.ts";
import { cn } from "#src/lib/cn.ts";

// The panel sits under its own button (CSS anchor positioning). Written out in full so Tailwind
// finds the class names in the source.
const anchors = {
  solutions: { button: "[anchor-name:--nav-solutions]", panel: "[position-anchor:--nav-solutions]" },
  resources: { button: "[anchor-name:--nav-resources]", panel: "[position-anchor:--nav-resources]" },
} as const satisfies Record<NavMenu["id"], { button: string; panel: string }>;

/**
 * A menu of links on the native Popover API, with no script: the button opens and closes it by
 * click, tap, Enter or Space; Escape and a click outside close it and focus returns to the button;
 * opening one menu closes the other. A pointer resting on it opens it too, after a short delay
 * (the `nav-menu` styles in app.css). Browsers tell assistive technology whether it is expanded.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const panelId = `nav-menu-${menu.id}`;
  return (
    <div className="nav-menu">
      <button
        type="button"
        popoverTarget={panelId}
        className={cn(
          "inline-flex h-11 items-center gap-0.5 rounded-md px-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground menu-open:text-foreground",
          anchors[menu.id].button,
        )}
      >
        {menu.label}
        <Icon icon={ChevronDown} className="size-4 transition-transform duration-200 menu-open:rotate-180" />
      </button>
      <div id={panelId} popover="auto" className={cn("nav-menu-panel", anchors[menu.id].panel)}>
        <MenuLinks
          menu={menu}
          className="rounded-lg border border-border bg-surface p-2 shadow-raised"
          linkClassName="text-sm focus-visible:bg-muted"
        />
      </div>
    </div>
  );
}

/** A menu's links, each to its page on the product site: in its dropdown, and in the phone's menu. */
export function MenuLinks({
  menu,
  className,
  linkClassName,
}: {
  menu: NavMenu;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {menu.links.map((link) => (
        <li key={link.destination}>
          <HostLink
            destination={link.destination}
            className={cn(
              "flex min-h-11 items-center rounded-md px-3 font-medium text-foreground hover:bg-muted",
              linkClassName,
            )}
          >
            {link.label}
          </HostLink>
        </li>
      ))}
    </ul>
  );
}
