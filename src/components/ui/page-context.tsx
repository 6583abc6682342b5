import { createContext, use, type ReactNode } from "react";
import type { Locale } from "#src/config/locales.ts";
import type { PageId } from "#src/config/pages.ts";
import type { SiteWords } from "#src/content/site-words.ts";

/**
 * The page a component is drawn on: which page (for each call to action's placement, decision
 * 015), its language (for its links and the language it asks the external host to answer in), and
 * the few words every page shares that components deep in the tree say themselves (a new tab's
 * note, the logo's, a quote's stars, an island's error screen), in that language.
 */
export interface PageRef {
  id: PageId;
  locale: Locale;
  words: SiteWords;
  /**
   * The experiment's variant this page is drawn as: its calls to action carry it, so the host counts
   * trials per variant.
   */
  variant?: { experiment: string; id: string };
}

const PageContext = createContext<PageRef | undefined>(undefined);

/**
 * Astro renders each component a page places as a React root of its own, so no provider above
 * them all could reach them: each root a page places takes the page as `page` and hands it to
 * everything below it through here. A component drawn inside another passes none.
 */
export function InPage({ page, children }: { page: PageRef | undefined; children: ReactNode }) {
  return page ? <PageContext value={page}>{children}</PageContext> : children;
}

/** The page being drawn; a component outside any root that was given it stops the build. */
export function usePage(): PageRef {
  const page = use(PageContext);
  if (!page)
    throw new Error("This component is drawn outside a page: give its root component the `page` prop.");
  return page;
}
