import { Menu, X } from "lucide";
import { CtaLink } from "#src/components/ui/cta-link.tsx";
import { Icon } from "#src/components/ui/icon.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import type { Navigation } from "#src/content/schema/navigation.ts";
import { LanguageList, type Languages } from "./language-switcher.tsx";
import { MenuLinks } from "./nav-dropdown.tsx";
import { NavItemLink } from "./nav-item-link.tsx";

const panelId = "mobile-menu";

/** What the header and its small-screen menu draw from: the content, its path, the languages. */
export interface MenuProps {
  nav: Navigation["header"];
  currentPath?: string;
  languages: Languages;
}

/**
 * The small-screen menu, a native popover under the header: the button toggles it with no
 * script, Escape and a tap outside close it, and following a link leaves the page. From `lg` the
 * bar itself shows the calls to action and the languages, so the menu holds the links and, until
 * the navigation joins the bar (`nav`), the header's menus.
 */
export function MobileNav({ nav: headerNav, currentPath, languages }: MenuProps) {
  return (
    <div className="mobile-nav nav:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted"
      >
        <Icon icon={Menu} className="size-6 mobile-open:hidden" />
        <Icon icon={X} className="hidden size-6 mobile-open:block" />
        <span className="sr-only">{headerNav.menuButton}</span>
      </button>
      <nav id={panelId} popover="auto" aria-label={headerNav.mobileNavLabel} className="mobile-menu-panel">
        <Placement section="menu">
          <ul className="container-page flex flex-col gap-1 py-4">
            {headerNav.links.map((link, index) => (
              <li key={`${index}-${link.to}`}>
                <NavItemLink
                  link={link}
                  currentPath={currentPath}
                  className="flex min-h-12 items-center rounded-md px-3 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary"
                />
              </li>
            ))}
            {/* From `lg` until the navigation joins the bar, the menus are here, so no width loses them. */}
            {headerNav.menus.map((menu) => (
              <li key={menu.id} className="mt-3 hidden border-t border-border pt-3 lg:block">
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {menu.label}
                </p>
                <MenuLinks menu={menu} className="grid grid-cols-2 gap-1" linkClassName="text-base" />
              </li>
            ))}
            <li className="mt-3 grid grid-cols-2 gap-3 border-t border-border pt-4 lg:hidden">
              {headerNav.ctas.map((cta, index) => (
                <CtaLink
                  key={cta.label}
                  cta={cta}
                  variant={index === 0 ? "primary" : "secondary"}
                  size="lg"
                />
              ))}
            </li>
          </ul>
          <LanguageList
            languages={languages}
            landmark={false}
            className="container-page border-t border-border pt-3 pb-5 text-muted-foreground lg:hidden"
            linkClassName="inline-flex min-h-11 items-center text-base font-medium text-foreground hover:text-primary [&[aria-current]]:text-primary"
          />
        </Placement>
      </nav>
    </div>
  );
}
