import type { Locale } from "#src/config/locales.ts";
import type { PageId } from "#src/config/pages.ts";
import type { SiteWords } from "./site-words.ts";

/**
 * The page a component is drawn on: which page (for each call to action's placement, decision
 * 015), its language (for its links and the language it asks the external host to answer in), and
 * the few words every page shares that components deep in the tree say themselves (a new tab's
 * note, the logo's, a quote's stars, an island's error screen), in that language. The reader makes
 * it (read-content.ts `pageRef`); components take it through components/ui/page-context.tsx.
 */
export interface PageRef {
  id: PageId;
  locale: Locale;
  words: SiteWords;
  /** The experiment's variant this page is drawn as: its calls to action carry it, so trials are counted per variant. */
  variant?: { experiment: string; id: string };
}
