import { createContext, use, type ReactNode } from "react";
import type { PageRef } from "#src/content/page-ref.ts";

// Where components take it from; it is defined with the content that makes it.
export type { PageRef };

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
