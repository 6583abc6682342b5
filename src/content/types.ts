import type { ExternalDestination } from "~/config/site";
import type { PagePath } from "~/config/pages";

/** A call to action: always a link to the external host, opened in a new tab. */
export interface Cta {
  label: string;
  destination: ExternalDestination;
  /** Query parameters the external host reads (for example the chosen plan). */
  params?: Readonly<Record<string, string>>;
}

export type NavLink =
  | { kind: "internal"; label: string; to: PagePath }
  | { kind: "external"; label: string; destination: ExternalDestination };

export interface PageMetaContent {
  title: string;
  description: string;
}

export interface PageHeroContent {
  eyebrow: string;
  title: string;
  lead: string;
  ctas: readonly Cta[];
}

export interface ClosingCtaContent {
  title: string;
  lead: string;
  ctas: readonly Cta[];
}

/** Sample testimonial (spec section 3); `rating` is shown as stars with a text alternative. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
  /** Whole stars out of 5; omitted where the original showed none (pricing). */
  rating?: 1 | 2 | 3 | 4 | 5;
}

export interface Stat {
  value: string;
  label: string;
}
