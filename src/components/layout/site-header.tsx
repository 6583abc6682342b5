import { CtaLink } from "#src/components/ui/cta-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import type { PageId } from "#src/config/pages.ts";
import type { Navigation } from "#src/content/schema.ts";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";
import { NavItemLink } from "./nav-item-link.tsx";

/** What the header and its small-screen menu draw from: the content, the page, its path. */
export interface HeaderProps {
  nav: Navigation["header"];
  currentPath?: string;
  page: PageId;
}

/**
 * Sticky site header. Its menus are native popovers, so it ships no script. `currentPath` is the
 * page being rendered (none on the 404 page), whose link is marked current.
 */
export function SiteHeader({ nav: headerNav, currentPath, page }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur-md">
      <Placement page={page} section="header">
        <div className="relative container-page flex h-16 items-center justify-between gap-4">
          <Logo wordmarkClassName="md:max-lg:sr-only" />
          <nav aria-label={headerNav.navLabel} className="hidden md:block">
            <ul className="nav-menus flex items-center lg:gap-1">
              {headerNav.links.map((link) => (
                <li key={link.to}>
                  <NavItemLink
                    link={link}
                    currentPath={currentPath}
                    className="inline-flex h-11 items-center rounded-md px-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-primary lg:px-3"
                  />
                </li>
              ))}
              {headerNav.menus.map((menu) => (
                <li key={menu.id}>
                  <NavDropdown menu={menu} />
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-1.5 md:flex lg:gap-2">
            <CtaLink cta={headerNav.ctas[1]} variant="secondary" size="sm" />
            <CtaLink cta={headerNav.ctas[0]} size="sm" />
          </div>
          <MobileNav nav={headerNav} currentPath={currentPath} page={page} />
        </div>
      </Placement>
    </header>
  );
}
