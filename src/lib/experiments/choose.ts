/**
 * Which file answers an experiment's page (docs/decisions/022), the one rule every server applies: `npm start`
 * (server/static-server.ts), the Cloudflare Pages Function (functions/[[path]].ts) and, written out
 * in its own terms, nginx (config/server-configs.ts). Plain values only: the Function bundles it.
 *
 * - `Sec-GPC: 1` gets the page as it is, with nothing carried (the plain file).
 * - A request naming a variant of the experiment (`?xp-<name>=b`) gets that variant.
 * - Any other request is drawn at random by the shares. Nothing about the visitor is read: no
 *   cookie, no storage, no address, no browser.
 */

import type { Dates } from "../campaigns.ts";
import { drawnVariant } from "./draw.ts";

/** The variants' ids, in order: the first is the page as it is. */
export const variantIds = ["a", "b", "c", "d"] as const;

/** The folder of the build that holds every variant's HTML (never in the sitemap). */
export const variantsFolder = "experiments";

/** The query parameter that carries an experiment's variant from page to page and to the host. */
export const experimentParam = (name: string) => `xp-${name}`;

/** The answer's cache rule on an experiment's page: no shared cache keeps a variant as the page. */
export const experimentCacheControl = "private, no-cache";

/**
 * A variant's own URL path in the build, from the page's: `/features` → `/experiments/lead/b/features`,
 * `/` → `/experiments/lead/b`, `/de` → `/experiments/lead/b/de`. Its file is this path + `.html`.
 */
export const variantPath = (name: string, variant: string, pagePath: string) =>
  `/${variantsFolder}/${name}/${variant}${pagePath === "/" ? "" : pagePath}`;

/**
 * One running experiment as the servers read it (build/http-rules.json, `experiments`). Outside its
 * dates (`start`, `end`: src/lib/campaigns.ts) no variant is drawn or named: the page as it is.
 */
export interface ExperimentRule extends Dates {
  /** The experiment's file name: content/experiments/<name>.yaml. */
  name: string;
  /** `experimentParam(name)`. */
  param: string;
  /** The variants' ids in order (`variantIds`, as many as the file has). */
  variants: readonly string[];
  /** Each variant's share of visits in percent, in the same order; they add up to 100. */
  shares: readonly number[];
  /**
   * Each URL the experiment answers (one per language it runs in), with the page's own file (the
   * plain page, for `Sec-GPC: 1`) and each variant's file, in the variants' order: paths in the
   * build as URL paths, `/features.html`, `/experiments/lead/b/features.html`.
   */
  pages: readonly { path: string; pageFile: string; files: readonly string[] }[];
}

/**
 * The variant a request names (`?xp-<name>=b`, its first value, as URLSearchParams reads it), its
 * index in `rule.variants`, or null when it names none of them. `query` is the request's query
 * string, with or without its `?`.
 */
export function namedVariant(rule: Pick<ExperimentRule, "param" | "variants">, query: string): number | null {
  let asked: string | null = null;
  // Most requests name no variant: no parsing for them (bench:load's draw row).
  if (query.includes(rule.param))
    try {
      asked = new URLSearchParams(query).get(rule.param);
    } catch {
      // A query URLSearchParams cannot read carries no variant.
    }
  const named = asked === null ? -1 : rule.variants.indexOf(asked);
  return named === -1 ? null : named;
}

/**
 * The variant that answers (its index in `rule.variants`, or null for the plain page) and whether
 * the request named it: a named variant's answer is that URL's alone, so a browser may keep it
 * (config/http-rules.ts, `namedCacheControl`), where a drawn one must not be kept as the page's
 * (`experimentCacheControl`).
 */
export function chosenVariant(
  rule: Pick<ExperimentRule, "param" | "variants" | "shares">,
  query: string,
  gpc: boolean,
  random: () => number = Math.random,
): { variant: number | null; named: boolean } {
  if (gpc) return { variant: null, named: false };
  const named = namedVariant(rule, query);
  return named === null
    ? { variant: drawnVariant(rule, random), named: false }
    : { variant: named, named: true };
}

/** The `Sec-GPC` request header as the rule reads it: exactly "1" is on. */
export const gpcOn = (header: string | null | undefined) => header?.trim() === "1";
