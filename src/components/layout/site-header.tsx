import { CtaLink } from "#src/components/ui/cta-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";
import { LanguageMenu } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav, type MenuProps } from "./mobile-nav.tsx";
import { NavDropdown } from "./nav-dropdown.tsx";
import { NavItemLink } from "./nav-item-link.tsx";

/** The menu's, and the page the header is drawn on. */
export interface HeaderProps extends MenuProps {
  page: PageRef;
}

/**
 * Sticky site header. Its menus are native popovers, so it ships no script. `currentPath` is the
 * page being rendered (none on the 404 page), whose link is marked current.
 */
export function SiteHeader({ nav: headerNav, currentPath, page, languages }: HeaderProps) {
  return (
    <InPage page={page}>
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur-md">
        <Placement section="header">
          {/* nav-menus: every header menu, the languages too, shows one at a time (app.css). */}
          <div className="nav-menus relative container-page flex h-16 items-center justify-between gap-4">
            {/* The name stays beside the mark at every width (docs/brand.md). */}
            <Logo />
            {/* The navigation shows from `nav` (72rem, app.css), where it fits beside the languages
                and both calls to action in every language; below, the menu button holds it. */}
            <nav aria-label={headerNav.navLabel} className="hidden nav:block">
              <ul className="flex items-center">
                {headerNav.links.map((link, index) => (
                  <li key={`${index}-${link.to}`}>
                    <NavItemLink
                      link={link}
                      currentPath={currentPath}
                      className="inline-flex h-11 items-center rounded-md px-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-primary"
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
            {/* From `lg` the languages and both calls to action stand in the bar, beside the menu
                button until the navigation joins them. */}
            <div className="hidden items-center gap-1.5 lg:ml-auto lg:flex nav:ml-0">
              <LanguageMenu languages={languages} />
              <CtaLink cta={headerNav.ctas[1]} variant="secondary" size="sm" />
              <CtaLink cta={headerNav.ctas[0]} size="sm" />
            </div>
            <MobileNav nav={headerNav} currentPath={currentPath} languages={languages} />
          </div>
        </Placement>
      </header>
    </InPage>
  );
}
