import { createContext, use, type ReactNode } from "react";
import { usePage } from "./page-context.tsx";

/**
 * Where a call to action stands, for counting it (docs/decisions/015): `page.section`, to which
 * each link adds its destination (or its plan, or `otherSite` for a link to another site), e.g.
 * `pricing.plans.starter`, `home.hero.freeTrial`, `lp-revops.closing.otherSite`.
 * Derived from the page and the section, never from the words (nor the language), so a marketer's
 * edit of a label never changes it.
 */
const PlacementContext = createContext<string | undefined>(undefined);

export function Placement({ section, children }: { section: string; children: ReactNode }) {
  const page = usePage();
  return <PlacementContext value={`${page.id}.${section}`}>{children}</PlacementContext>;
}

/** The placement id of a link named `name` (its destination or plan) in the section around it. */
export function usePlacement(name: string): string {
  const scope = use(PlacementContext);
  // A call to action outside any section would go uncounted: stop the build instead.
  if (!scope) throw new Error(`A call to action (${name}) is not inside a <Placement>.`);
  return `${scope}.${name}`;
}
