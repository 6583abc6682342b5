import { campaignPhase } from "../src/lib/campaigns.ts";
import { chosenVariant, gpcOn, type ExperimentRule } from "../src/lib/experiments/choose.ts";

/**
 * Experiments (docs/decisions/022) on Cloudflare Pages: the rule of src/lib/experiments/choose.ts for the
 * catch-all Function (functions/[[path]].ts), which `_routes.json` runs only on the experiments'
 * pages besides /api/* and /oauth/* (config/server-configs.ts, routesFile). Web-platform code only.
 *
 * The page's URL is answered, with no redirect, by the chosen file from Pages' own asset handler
 * (`env.ASSETS`), at its clean path (Pages redirects `/x.html` to `/x`): so `_headers` applies as to
 * any file, and what the variants' folder alone gets there (`X-Robots-Tag: noindex`) is taken off,
 * Set-Cookie never passes, and Cache-Control is the experiments' own, so no shared cache keeps one
 * variant as the page (a request that names its variant gets `namedCacheControl`: the browser may keep
 * that URL's answer). Anything else (another path, another method, a file the asset handler does
 * not answer with 200 or 304) is the static handler's, as without the Function.
 */

/** What the build wrote into functions/_experiments.js (config/server-configs.ts, experimentsModule). */
export interface ServedExperiments {
  experiments: readonly ExperimentRule[];
  /** `Cache-Control` of an experiment page's answer. */
  cacheControl: string;
  /** `Cache-Control` of the answer to a request that names its variant. */
  namedCacheControl: string;
  /** Headers `_headers` gives the variants' own files and not their page: never on the page's answer. */
  variantOnlyHeaders: readonly string[];
}

/** The part of a Pages Function's context this reads. */
export interface PagesContext {
  request: Request;
  env: { ASSETS: { fetch: (request: Request) => Promise<Response> } };
  next: () => Promise<Response>;
}

/** A file in the build as the asset handler serves it: `/features.html` → `/features`, `/index.html` → `/`. */
export const servedPath = (file: string) => file.replace(/(?:\/index)?\.html$/, "") || "/";

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The Function's answer; `random` draws from [0, 1); `now` is the clock an experiment's dates are
 * compared with (milliseconds since 1970), another only in a test.
 */
export async function answerExperimentPage(
  { request, env, next }: PagesContext,
  { experiments, cacheControl, namedCacheControl, variantOnlyHeaders }: ServedExperiments,
  random: () => number = Math.random,
  now: () => number = Date.now,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const url = new URL(request.url);
  const path = decoded(url.pathname);
  let found: { rule: ExperimentRule; page: ExperimentRule["pages"][number] } | undefined;
  for (const rule of experiments) {
    const page = rule.pages.find((each) => each.path === path);
    if (page) found = { rule, page };
  }
  if (!found) return next();
  const { rule, page } = found;
  // Outside its dates (src/lib/campaigns.ts) the experiment draws nothing: the page as it is.
  const { variant, named } =
    campaignPhase(rule, now()) === "live"
      ? chosenVariant(rule, url.search, gpcOn(request.headers.get("Sec-GPC")), random)
      : { variant: null, named: false };
  const file = variant === null ? page.pageFile : page.files[variant];
  if (file === undefined) return next();
  const asset = await env.ASSETS.fetch(
    new Request(new URL(servedPath(file), url.origin), { method: request.method, headers: request.headers }),
  );
  if (asset.status !== 200 && asset.status !== 304) {
    void asset.body?.cancel().catch(() => {});
    return next();
  }
  const headers = new Headers(asset.headers);
  for (const name of [...variantOnlyHeaders, "Set-Cookie", "Location"]) headers.delete(name);
  headers.set("Cache-Control", named ? namedCacheControl : cacheControl);
  // A 304 has no body, and the constructor refuses one even when it is empty.
  return new Response(asset.status === 304 ? null : asset.body, { status: asset.status, headers });
}
