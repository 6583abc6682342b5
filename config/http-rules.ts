import { localePath, prefixedLocales } from "#src/config/locales.ts";
import { adminPath, blogPath } from "#src/config/pages.ts";
import type { AnalyticsEnv } from "#src/config/env.ts";
import { site } from "#src/config/site.ts";
import { datedCacheControl, endedCacheControl, type CampaignRule } from "#src/lib/campaigns.ts";
import { experimentCacheControl, variantsFolder, type ExperimentRule } from "#src/lib/experiments/choose.ts";
import { documentFreshSeconds } from "#src/lib/next-page-rules.ts";

/**
 * How the site must behave over HTTP, declared once. postbuild resolves it into
 * build/http-rules.json, which the `npm start` server (server/static-server.ts) applies, and from
 * which config/server-configs.ts writes Cloudflare's `_headers` and `_redirects` and an nginx
 * server block.
 */
export interface HttpRules {
  /** Fixed-target redirects: the requested path is never reflected into Location. */
  redirects: readonly { source: string; destination: string; status: 301 }[];
  headers: {
    /** On every response. */
    all: Readonly<Record<string, string>>;
    /** Only where the site is served over HTTPS (deploy configs, not local serving). */
    https: Readonly<Record<string, string>>;
    /** Content-hashed files under /assets: cache for a year. */
    hashedAssets: Readonly<Record<string, string>>;
    /**
     * HTML and other unhashed files: fresh in a browser for a minute (`documentFreshSeconds`), so a
     * click reuses the next page fetched ahead in Firefox and WebKit (docs/decisions/021), and
     * revalidated by a shared cache (a CDN) on every request, so a deploy reaches it at once.
     */
    revalidate: Readonly<Record<string, string>>;
    /**
     * Applied last, on the paths they name: a header here replaces the one of the same name above
     * (a looser Content-Security-Policy for one page, say). `path` is exact ("/admin") or a prefix
     * ending in "/*" ("/admin/*": everything below /admin/, not /admin itself), as in `_headers`.
     */
    paths: readonly PathHeaders[];
  };
  /**
   * Status of the redirect from a page's other spellings to its one URL: `/pricing/` and
   * `/pricing.html` to `/pricing`, `/index.html` to `/`. (Cloudflare Pages answers these with its
   * own 308.)
   */
  cleanUrlRedirect: 301;
  /** Served with status 404 for any path without a file, unless `notFoundPages` names another. */
  notFoundPage: string;
  /**
   * A path prefix's own not-found page, served with status 404 for a missing path under it: each
   * language's (`/de/nope` → `de/404.html`, src/config/locales.ts), the longest prefix first
   * (`notFoundPageFor`). Each page lies in its prefix's folder under the name of `notFoundPage`,
   * where Cloudflare Pages looks by itself (the nearest 404.html up the tree). Never served with
   * 200: `/de/404` is a missing path like `/404`.
   */
  notFoundPages: readonly NotFoundPage[];
  hashedAssetsDir: string;
  /**
   * Counting (docs/decisions/015): the one same-origin path the events script POSTs to, and the
   * collector every target forwards it to. Present only in a build made with ANALYTICS_COLLECTOR set; the
   * upstream is fixed here, at build time, and never taken from a request (no open proxy). Absent,
   * the path is a missing path like any other, and build/http-rules.json is what it was before.
   */
  events?: EventsRule;
  /**
   * Experiments (docs/decisions/022): the running ones, each page's variants and shares, and the
   * cache rule of their pages' answers. Present only while one runs; absent, the rules are what they were.
   */
  experiments?: ExperimentsRule;
  /**
   * Dated landing pages (docs/decisions/027): each page's start and end, which every server compares
   * with its own clock per request (src/lib/campaigns.ts). Present only while a page has a date;
   * absent, the rules are what they were.
   */
  campaigns?: CampaignsRule;
}

export interface CampaignsRule {
  /** `Cache-Control` of a dated page while it is served (`datedCacheControl`): revalidated on every use. */
  cacheControl: string;
  /** `Cache-Control` of an ended page's redirect and of a waiting page's 404 (`endedCacheControl`). */
  endedCacheControl: string;
  /**
   * The query parameters an ended page's redirect carries on, in this order (`carriedQuery`): the
   * campaign's (site.analytics.campaignParams) and each running experiment's variant parameter.
   */
  carried: readonly string[];
  dated: readonly CampaignRule[];
}

/** The dated landing page a URL path is one language of, and that language's entry. */
export function campaignAt(rules: HttpRules, path: string) {
  for (const rule of rules.campaigns?.dated ?? []) {
    const page = rule.pages.find((each) => each.path === path);
    if (page) return { rule, page };
  }
  return undefined;
}

export interface ExperimentsRule {
  /** `Cache-Control` of an experiment page's answer, replacing `revalidate`'s (experimentCacheControl). */
  cacheControl: string;
  /** `Cache-Control` of the answer to a request that names its variant (namedCacheControl). */
  namedCacheControl: string;
  running: readonly ExperimentRule[];
}

export interface EventsRule {
  /** The same-origin path (site.analytics.eventsPath). */
  path: string;
  /** The absolute http(s) URL of the collector's events endpoint (ANALYTICS_COLLECTOR). */
  upstream: string;
}

interface NotFoundPage {
  /** A path prefix ending in "/": "/de/" covers /de/nope and /de/a/b, not /de or /deutsch. */
  prefix: string;
  /** The file in the build, as `notFoundPage` is named: "de/404.html". */
  page: string;
}

interface PathHeaders {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** Whether a per-path header rule's `path` ("/x" exact, "/x/*" below /x/) covers a decoded URL path. */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** Whether a redirect's `source` ("/x" exact, "/x/**" anything below /x/) covers a decoded URL path. */
export function redirectMatches(source: string, path: string): boolean {
  return source.endsWith("/**") ? path.startsWith(source.slice(0, -2)) : path === source;
}

/** The not-found page of a decoded URL path: its longest `notFoundPages` prefix's, else the default. */
export function notFoundPageFor(rules: HttpRules, path: string): string {
  let found: NotFoundPage | undefined;
  for (const entry of rules.notFoundPages)
    if (path.startsWith(entry.prefix) && entry.prefix.length > (found?.prefix.length ?? 0)) found = entry;
  return found?.page ?? rules.notFoundPage;
}

const isHashedAsset = (rules: HttpRules, path: string) => path.startsWith(`/${rules.hashedAssetsDir}/`);

/**
 * Every header a path's response gets: all, https (deploy targets only), its cache group (a running
 * experiment's page has its own), then each per-path rule that matches, whose names replace the same names in any letter case.
 */
export function headersFor(
  rules: HttpRules,
  path: string,
  { https }: { https: boolean },
): Record<string, string> {
  const { headers } = rules;
  const result: Record<string, string> = {
    ...headers.all,
    ...(https ? headers.https : {}),
    ...(isHashedAsset(rules, path) ? headers.hashedAssets : headers.revalidate),
  };
  // A dated page is asked for again on every use, so no cache shows it past its end.
  if (campaignAt(rules, path)) result["Cache-Control"] = rules.campaigns!.cacheControl;
  // A running experiment's page is drawn per request, so no cache may keep one variant as its answer.
  if (rules.experiments?.running.some(({ pages }) => pages.some((page) => page.path === path)))
    result["Cache-Control"] = rules.experiments.cacheControl;
  for (const rule of headers.paths) {
    if (!pathMatches(rule.path, path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      for (const key of Object.keys(result)) if (key.toLowerCase() === name.toLowerCase()) delete result[key];
      result[name] = value;
    }
  }
  return result;
}

/**
 * The cache rule of a request that names its experiment's variant (`?xp-<name>=b`): that URL's
 * answer is always that variant, so the browser that asked may keep it as long as any page
 * (`documentFreshSeconds`), which lets a click reuse the document the next-page module fetched ahead
 * (docs/decisions/021); `private`, so no shared cache keeps it.
 */
export const namedCacheControl = `private, max-age=${documentFreshSeconds}, must-revalidate`;

const notFoundPage = "404.html";

const caseStudies = new URL(site.destinations.caseStudies, site.externalHost).href;

/**
 * Every CSP directive but script-src and style-src, which Astro writes itself with the hash of
 * each inline script and style it emits (astro.config.ts), then the header adds frame-ancestors,
 * which a <meta> policy could not carry.
 */
export function contentSecurityDirectives(externalHost: string) {
  return [
    "default-src 'none'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    `form-action ${externalHost}`,
  ] as const;
}

const noIndex = { "X-Robots-Tag": "noindex, nofollow" };

/**
 * What the editor's page gets beyond the common headers. Its sign-in opens the provider in a
 * window that must post the token back to this page, which `same-origin` would cut off
 * (`window.opener` is null there): the editor's page alone allows its popups to keep the link.
 * `localBackend` only under `npm run cms`, which serves the page itself.
 */
export function adminPageHeaders({ localBackend = false } = {}) {
  return {
    "Content-Security-Policy": adminContentSecurityPolicy({ localBackend }),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    ...noIndex,
  };
}

/**
 * Where `npm run cms` runs decap-server, stated once: scripts/cms.ts starts it here, and only the
 * dev server's copy of the editor's config and policy name it (config/integrations/decap-admin.ts); the
 * deployed config and policy never do.
 */
export const cmsLocalBackend = "http://127.0.0.1:8081";

/** The editor's configuration, sent as YAML: no host's defaults know `.yml`, and Decap warns then. */
export const adminConfigPath = `${adminPath}/config.yml`;
export const adminConfigType = "text/yaml; charset=utf-8";
const yaml = { "Content-Type": adminConfigType };

/**
 * The content editor's own policy, on /admin only. Decap CMS compiles its config checks at run
 * time ('unsafe-eval') and injects its styles ('unsafe-inline'); it talks to GitHub's API (and, only
 * under `npm run cms`, to decap-server on this machine) and shows GitHub avatars. A picture the
 * marketer uploads is held in the browser until it is saved, and shown and read back (the save
 * check, pictures.ts) from its `blob:` address. Every other path
 * keeps the strict policy above, and no public page loads anything from /admin.
 */
export function adminContentSecurityPolicy({ localBackend = false } = {}): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: https://avatars.githubusercontent.com",
    // The previews' stylesheet carries the brand face inline (a library build inlines its assets).
    "font-src 'self' data:",
    `connect-src 'self' blob: https://api.github.com${localBackend ? ` ${cmsLocalBackend}` : ""}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Script and style sources as Astro wrote them into the pages' policies. */
export interface PageSources {
  script: readonly string[];
  style: readonly string[];
}

/**
 * The Content-Security-Policy header: the directives above, frame-ancestors, and the script and
 * style sources of every page (a header is per host, not per page).
 */
function contentSecurityPolicy(sources: PageSources): string {
  return [
    ...contentSecurityDirectives(site.externalHost),
    `script-src ${sources.script.join(" ")}`,
    `style-src ${sources.style.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The resolved rules. `analytics` is `analyticsEnv(process.env)` as postbuild reads it: null (or
 * left out) keeps counting off and the rules exactly as they were without it.
 */
export function httpRules(
  sources: PageSources,
  analytics: AnalyticsEnv | null = null,
  experiments: readonly ExperimentRule[] = [],
  campaigns: readonly CampaignRule[] = [],
): HttpRules {
  return {
    redirects: [
      { source: blogPath, destination: caseStudies, status: 301 },
      { source: `${blogPath}/**`, destination: caseStudies, status: 301 },
    ],
    headers: {
      all: {
        "Content-Security-Policy": contentSecurityPolicy(sources),
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Resource-Policy": "same-origin",
      },
      https: { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" },
      hashedAssets: { "Cache-Control": "public, max-age=31536000, immutable" },
      revalidate: {
        "Cache-Control": `public, max-age=${documentFreshSeconds}, s-maxage=0, must-revalidate`,
      },
      // The content editor: its own policy on its page, and kept out of search for everything.
      paths: [
        { path: adminPath, headers: adminPageHeaders() },
        { path: `${adminPath}/*`, headers: noIndex },
        { path: adminConfigPath, headers: { ...noIndex, ...yaml } },
        // A variant's own address is for the servers, never for search: its page's URL is canonical.
        ...(experiments.length > 0 ? [{ path: `/${variantsFolder}/*`, headers: noIndex }] : []),
      ],
    },
    cleanUrlRedirect: 301,
    notFoundPage,
    // Every language but the default lives under its code, with its own not-found page there.
    notFoundPages: prefixedLocales.map((code) => ({
      prefix: `${localePath(code, "/")}/`,
      page: `${code}/${notFoundPage}`,
    })),
    hashedAssetsDir: "assets",
    ...(analytics ? { events: { path: site.analytics.eventsPath, upstream: analytics.collector } } : {}),
    ...(experiments.length > 0
      ? { experiments: { cacheControl: experimentCacheControl, namedCacheControl, running: experiments } }
      : {}),
    ...(campaigns.length > 0
      ? {
          campaigns: {
            cacheControl: datedCacheControl,
            endedCacheControl,
            carried: [...site.analytics.campaignParams, ...experiments.map(({ param }) => param)],
            dated: campaigns,
          },
        }
      : {}),
  };
}
