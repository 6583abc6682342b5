import { campaignPhase, carriedQuery, type CampaignRule } from "../src/lib/campaigns.ts";
import type { PagesContext } from "./experiment-pages.ts";

/**
 * Dated landing pages (docs/decisions/027) on Cloudflare Pages: the rule of src/lib/campaigns.ts for
 * the catch-all Function (functions/[[path]].ts), which `_routes.json` runs on each dated page's
 * URLs (config/server-configs.ts, routesFile). The dates are the build's; the time is the Worker's
 * clock at each request, so a page starts and ends without a deploy. Web-platform code only.
 *
 * - Ended: 302 to the page named, never stored, carrying only the checked campaign and variant
 *   parameters (`carriedQuery`), with the headers `_headers` gives the page (a Function's own
 *   answer gets none of them).
 * - Not yet started: the not-found page of its language, fetched from Pages' own asset handler
 *   (`env.ASSETS`), answered with 404 and never stored.
 * - Between its dates: the page as the rest of the chain answers it (`onward`: an experiment's
 *   draw, or the static file), revalidated on every use unless an experiment set its own rule.
 */

/** What the build wrote into functions/_campaigns.js (config/server-configs.ts, campaignsModule). */
export interface ServedCampaigns {
  dated: readonly CampaignRule[];
  /** The parameters an ended page's redirect carries on, in order. */
  carried: readonly string[];
  /** `Cache-Control` of a dated page while served. */
  cacheControl: string;
  /** `Cache-Control` of an ended page's redirect and a waiting page's 404. */
  endedCacheControl: string;
  /** Each dated URL's not-found page as Pages serves it (`/404`, `/de/404`). */
  notFound: Readonly<Record<string, string>>;
  /** Each dated URL's headers from the rules (`_headers`' for that path), but Cache-Control. */
  headers: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Dated URLs an experiment also answers: its Cache-Control stands. */
  experimentPages: readonly string[];
}

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The Function's answer on a dated page's URL; `onward` for any other path, another method, or a
 * page between its dates. `now` is the clock (milliseconds since 1970): only a test gives another.
 */
export async function answerCampaignPage(
  { request, env }: PagesContext,
  served: ServedCampaigns,
  onward: () => Promise<Response>,
  now: () => number = Date.now,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return onward();
  const url = new URL(request.url);
  const path = decoded(url.pathname);
  let found: { rule: CampaignRule; page: CampaignRule["pages"][number] } | undefined;
  for (const rule of served.dated) {
    const page = rule.pages.find((each) => each.path === path);
    if (page) found = { rule, page };
  }
  if (!found) return onward();
  const phase = campaignPhase(found.rule, now());
  const own = served.headers[path] ?? {};
  if (phase === "ended")
    return new Response(null, {
      status: 302,
      headers: {
        ...own,
        Location: found.page.endsAt + carriedQuery(url.search, served.carried),
        "Cache-Control": served.endedCacheControl,
      },
    });
  if (phase === "before") {
    const page = await env.ASSETS.fetch(new Request(new URL(served.notFound[path] ?? "/404", url.origin)));
    const headers = new Headers(page.headers);
    for (const name of ["Set-Cookie", "Location", "ETag", "Last-Modified"]) headers.delete(name);
    headers.set("Cache-Control", served.endedCacheControl);
    return new Response(request.method === "HEAD" ? null : page.body, { status: 404, headers });
  }
  const response = await onward();
  if (served.experimentPages.includes(path)) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", served.cacheControl);
  return new Response(response.status === 304 ? null : response.body, { status: response.status, headers });
}
