import { ChevronDown, Globe } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { Locale } from "#src/config/locales.ts";
import { cn } from "#src/lib/cn.ts";

/** One language's version of the page being read: its own name, its URL, whether it is this one. */
interface LanguageLink {
  locale: Locale;
  /** The language's name in itself ("Deutsch"), the same on every page. */
  name: string;
  href: string;
  current: boolean;
}

/** The switcher's name in the page's language ("Sprache"), and the page in every language. */
export interface Languages {
  label: string;
  links: readonly LanguageLink[];
  /** Whether `current` marks this very page (every page but the not-found page, whose links are homes). */
  samePage: boolean;
}

/**
 * A link to the page in another language: named in that language and marked so (`lang`,
 * `hreflang`), so a screen reader speaks "Deutsch" in German. A plain link: no script, no guess
 * from the browser's languages, the reader chooses (docs/decisions/018).
 */
function LanguageAnchor({
  link,
  samePage,
  className,
}: {
  link: LanguageLink;
  samePage: boolean;
  className: string;
}) {
  return (
    <a
      href={link.href}
      hrefLang={link.locale}
      lang={link.locale}
      aria-current={link.current ? (samePage ? "page" : "true") : undefined}
      className={className}
    >
      {link.name}
    </a>
  );
}

/**
 * The header's language menu: a native popover like the other header menus (nav-dropdown.tsx),
 * under a globe and the current language's code, opening toward the page.
 */
export function LanguageMenu({ languages }: { languages: Languages }) {
  const current = languages.links.find((link) => link.current);
  return (
    <div className="nav-menu">
      <button
        type="button"
        popoverTarget="nav-menu-languages"
        className="inline-flex h-11 items-center gap-1 rounded-md px-1.5 text-sm font-medium text-muted-foreground uppercase transition-colors [anchor-name:--nav-languages] hover:text-foreground menu-open:text-foreground"
      >
        <Icon icon={Globe} className="size-4" />
        <span className="sr-only normal-case">{`${languages.label}: ${current?.name ?? ""}, `}</span>
        {current?.locale}
        <Icon icon={ChevronDown} className="size-4 transition-transform duration-200 menu-open:rotate-180" />
      </button>
      <div
        id="nav-menu-languages"
        popover="auto"
        data-align="end"
        className="nav-menu-panel [position-anchor:--nav-languages]"
      >
        <ul
          aria-label={languages.label}
          className="rounded-lg border border-border bg-surface p-2 shadow-raised"
        >
          {languages.links.map((link) => (
            <li key={link.locale}>
              <LanguageAnchor
                link={link}
                samePage={languages.samePage}
                className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted focus-visible:bg-muted [&[aria-current]]:text-primary"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The languages as a row of links: in the footer, a navigation landmark of its own; in the
 * small-screen menu, which is one already, a named list (`landmark={false}`), so no two landmarks
 * share a name.
 */
export function LanguageList({
  languages,
  className,
  linkClassName,
  landmark = true,
}: {
  languages: Languages;
  className?: string;
  linkClassName: string;
  landmark?: boolean;
}) {
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper
      aria-label={landmark ? languages.label : undefined}
      className={cn("flex items-center gap-2", className)}
    >
      <Icon icon={Globe} className="size-4 shrink-0" />
      <ul
        aria-label={landmark ? undefined : languages.label}
        className="flex flex-wrap items-center gap-x-4 gap-y-1"
      >
        {languages.links.map((link) => (
          <li key={link.locale}>
            <LanguageAnchor link={link} samePage={languages.samePage} className={linkClassName} />
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
