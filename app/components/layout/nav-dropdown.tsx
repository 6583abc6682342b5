import { ChevronDown } from "lucide";
import { useEffect, useId, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import type { NavMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { externalUrl } from "~/lib/links";
import { ExternalLink } from "~/components/ui/external-link";

/** Hover intent: a short delay keeps the menu from flickering as the pointer crosses it. */
const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 160;

/**
 * A disclosure menu of links (the navigation pattern, not an ARIA menu): it opens on
 * hover, on click or tap, and with Enter, Space or Arrow Down; arrows move between
 * its links; Escape closes it and returns focus to its button.
 */
export function NavDropdown({
  menu,
  open,
  onOpenChange,
}: {
  menu: NavMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A click right after hover opened the menu means "open", not "toggle closed".
  const hoverOpenedAt = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next) hoverOpenedAt.current = Date.now();
      onOpenChange(next);
    }, delay);
  };

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case "Escape":
        if (!open) return;
        event.preventDefault();
        onOpenChange(false);
        buttonRef.current?.focus();
        return;
      case "ArrowDown":
        event.preventDefault();
        if (!open) onOpenChange(true);
        // The panel renders on the next frame when it was closed.
        requestAnimationFrame(() => focusLink(current + 1));
        return;
      case "ArrowUp":
        if (!open) return;
        event.preventDefault();
        focusLink(current <= 0 ? -1 : current - 1);
        return;
      case "Home":
      case "End":
        if (current === -1) return;
        event.preventDefault();
        focusLink(event.key === "Home" ? 0 : -1);
        return;
    }
  };

  return (
    // The wrapper only delegates: hover intent, and keys from its button and links.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      data-nav-dropdown=""
      onPointerEnter={(e) => e.pointerType === "mouse" && schedule(true, OPEN_DELAY_MS)}
      onPointerLeave={(e) => e.pointerType === "mouse" && schedule(false, CLOSE_DELAY_MS)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(timer.current);
          if (open && Date.now() - hoverOpenedAt.current < 400) return;
          onOpenChange(!open);
        }}
        className={cn(
          "inline-flex h-11 items-center gap-0.5 rounded-md px-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground lg:px-3",
          open && "text-foreground",
        )}
      >
        {menu.label}
        <Icon
          icon={ChevronDown}
          className={cn("size-4 transition-transform duration-200", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        data-nav-panel=""
        // A class, not the hidden attribute: Tailwind makes [hidden] !important in a layer,
        // which the no-JavaScript stylesheet could not override.
        className={cn("absolute top-full left-1/2 z-50 w-64 -translate-x-1/2 pt-2", !open && "hidden")}
      >
        <ul className="rounded-lg border border-border bg-background p-2 shadow-raised">
          {menu.links.map((link) => (
            <li key={link.destination}>
              <ExternalLink
                href={externalUrl(link.destination)}
                onClick={() => onOpenChange(false)}
                className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted focus-visible:bg-muted"
              >
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
