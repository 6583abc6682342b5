/**
 * The site's own pages, in navigation order. The sitemap, the server's page list and the bench read
 * this list; a test keeps it equal to the pages under src/pages/.
 */
export const pagePaths = ["/", "/features", "/pricing", "/about", "/contact", "/faq"] as const;

/**
 * Each page's name in a call to action's placement id (docs/decisions/015): the path without its
 * slash, `home` for `/`, `not-found` for the 404 page. Stable: a page's words never change it.
 */
export type PageId =
  | "home"
  | "features"
  | "pricing"
  | "about"
  | "contact"
  | "faq"
  | "not-found"
  | `${typeof landingPrefix}-${string}`;

/**
 * Campaign pages live at `/<landingPrefix>/<slug>` in each language they exist in
 * (`/lp/revops`, `/de/lp/revops`), one file each under content/landing-pages/. The prefix is fixed
 * here once: the route's folder (src/pages/[...lang]/lp/) is named after it, and a test holds the two
 * equal.
 */
export const landingPrefix = "lp";

/** A landing page's path in English (`/lp/revops`), which names it in every language. */
export const landingPath = (slug: string) => `/${landingPrefix}/${slug}`;

/** A landing page's name in its calls to action's placements: `lp-revops.hero.freeTrial`. */
export const landingPageId = (slug: string): PageId => `${landingPrefix}-${slug}`;

export function pageIdFor(path: string | undefined): PageId {
  if (path === undefined) return "not-found";
  if (!(pagePaths as readonly string[]).includes(path))
    throw new Error(`${path} is not one of the site's pages`);
  return path === "/" ? "home" : (path.slice(1) as Exclude<PageId, "home" | "not-found">);
}

/** The home page's sections in their order (home-page.tsx draws them); an experiment may reorder them. */
export const homeSectionNames = [
  "hero",
  "stats",
  "valueProps",
  "calculator",
  "testimonials",
  "security",
  "closingCta",
] as const;

/** The calculator's anchor (`/#roi-calculator`): its section's id, its link's fragment. */
export const calculatorId = "roi-calculator";

/** The not-found page's section, by which the counting script tells a 404 apart. */
export const notFoundId = "not-found";

/** The name of the pricing page's billing radios, which the counting script listens to. */
export const billingField = "billing";

/** The catch-all route is prerendered at /404; the build copies it to 404.html for static hosts. */
export const notFoundPath = "/404";

/** Blog URLs leave for the external case-studies page. */
export const blogPath = "/blog";

/** The content editor (Decap CMS, public/admin.html): for the team only, never linked or indexed. */
export const adminPath = "/admin";
