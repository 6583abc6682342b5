import { blogPath } from "../src/config/pages.ts";
import { site } from "../src/config/site.ts";

/**
 * How the site must behave over HTTP, declared once. Every server configuration
 * (serve behind `npm start`, Netlify/Cloudflare `_headers` and `_redirects`, nginx) is
 * generated from this by scripts/server-configs.ts after each build.
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
    /** HTML and other unhashed files: always revalidate, so a deploy shows at once. */
    revalidate: Readonly<Record<string, string>>;
  };
  /** Served with status 404 for any path without a file. */
  notFoundPage: string;
  hashedAssetsDir: string;
}

const caseStudies = new URL(site.destinations.caseStudies, site.externalHost).href;

/**
 * Every CSP directive but script-src and style-src, which Astro writes itself with the hash of
 * each inline script and style it emits (astro.config.ts). All of these are valid in the
 * <meta> CSP Astro puts on each page; frame-ancestors is not, so only the header has it.
 */
export function contentSecurityDirectives(externalHost: string) {
  return [
    "default-src 'none'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    `form-action ${externalHost}`,
  ] as const;
}

/** Where `npm run cms` runs decap-server; public/admin/config.yml names the same address. */
export const cmsLocalBackend = "http://127.0.0.1:8081";

/**
 * The content editor's own policy, on /admin only. Decap CMS compiles its config checks at run
 * time ('unsafe-eval') and injects its styles ('unsafe-inline'); it talks to GitHub's API (and to
 * decap-server on this machine under `npm run cms`) and shows GitHub avatars. Every other path
 * keeps the strict policy above, and no public page loads anything from /admin.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https://avatars.githubusercontent.com",
    "font-src 'self'",
    `connect-src 'self' https://api.github.com ${cmsLocalBackend}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Script and style sources as Astro wrote them into a page's <meta> CSP. */
export interface PageSources {
  script: readonly string[];
  style: readonly string[];
}

/**
 * The Content-Security-Policy header: the directives above, frame-ancestors, and the script and
 * style sources of every page (a header is per host, not per page).
 */
export function contentSecurityPolicy(sources: PageSources): string {
  return [
    ...contentSecurityDirectives(site.externalHost),
    `script-src ${sources.script.join(" ")}`,
    `style-src ${sources.style.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export function httpRules(sources: PageSources): HttpRules {
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
      revalidate: { "Cache-Control": "public, max-age=0, must-revalidate" },
    },
    notFoundPage: "404.html",
    hashedAssetsDir: "assets",
  };
}
