import { blogPath } from "../app/config/pages.ts";
import { site } from "../app/config/site.ts";

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
 * The Content-Security-Policy. Inline scripts are allowed only by the sha256 of each one
 * the prerendered pages contain (React Router's bootstrap, React's streaming helpers),
 * computed after the build; 'strict-dynamic' is not used because it blocks the module
 * import React Router's bootstrap performs.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'none'"],
    "form-action": [site.externalHost],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function httpRules(inlineScriptHashes: readonly string[]): HttpRules {
  return {
    redirects: [
      { source: blogPath, destination: caseStudies, status: 301 },
      { source: `${blogPath}/**`, destination: caseStudies, status: 301 },
    ],
    headers: {
      all: {
        "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes),
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
