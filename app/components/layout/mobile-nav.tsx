import { Menu, X } from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { headerNav } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { CtaLink } from "~/components/ui/cta-link";
import { NavItemLink } from "./nav-item-link";

/** The small-screen menu: a disclosure under the header that closes on Escape and on navigation. */
export function MobileNav() {
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened; any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const icon = open ? X : Menu;
  return (
    <div className="md:hidden" data-mobile-nav="">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-mobile-nav-toggle=""
        className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted"
      >
        <Icon icon={icon} className="size-6" />
        <span className="sr-only">Menu</span>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        data-mobile-nav-panel=""
        className={cn(
          "absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-raised",
          !open && "hidden",
        )}
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {headerNav.links.map((link) => (
            <li key={link.to}>
              <NavItemLink
                link={link}
                onClick={() => setOpen(false)}
                className="flex min-h-12 items-center rounded-md px-3 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary"
              />
            </li>
          ))}
          <li className="mt-3 grid grid-cols-2 gap-3 border-t border-border pt-4">
            {headerNav.ctas.map((cta, index) => (
              <CtaLink
                key={cta.destination}
                cta={cta}
                variant={index === 0 ? "primary" : "secondary"}
                size="lg"
                onClick={() => setOpen(false)}
              />
            ))}
          </li>
        </ul>
      </nav>
    </div>
  );
}
