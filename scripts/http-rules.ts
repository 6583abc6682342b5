import { blogPath } from "../app/config/pages.ts";
import { site } from "../app/config/site.ts";

/**
 * How the site must behave over HTTP, declared once. Every server configuration
 * (the one behind `npm start`, and the deploy configs) is generated from this.
 */
export interface HttpRules {
  /** Fixed-target redirects: the requested path is never reflected into Location. */
  redirects: readonly { source: string; destination: string; status: 301 | 302 | 308 }[];
  headers: {
    all: Readonly<Record<string, string>>;
    /** Content-hashed files under /assets: cache for a year. */
    hashedAssets: Readonly<Record<string, string>>;
    /** HTML and other unhashed files: always revalidate, so a deploy shows at once. */
    revalidate: Readonly<Record<string, string>>;
  };
  /** Served with status 404 for any path without a file. */
  notFoundPage: string;
}

const caseStudies = new URL(site.destinations.caseStudies, site.externalHost).href;

export const httpRules: HttpRules = {
  redirects: [
    { source: blogPath, destination: caseStudies, status: 301 },
    { source: `${blogPath}/**`, destination: caseStudies, status: 301 },
  ],
  headers: {
    all: {
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
    hashedAssets: { "Cache-Control": "public, max-age=31536000, immutable" },
    revalidate: { "Cache-Control": "public, max-age=0, must-revalidate" },
  },
  notFoundPage: "404.html",
};
