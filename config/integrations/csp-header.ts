import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { AstroIntegration } from "astro";

/** Where the build leaves each page's policy for postbuild (config/postbuild.ts). */
export const cspPoliciesFile = "build/csp-policies.json";

/**
 * The Content-Security-Policy as a response header only, never a `<meta>` in the page
 * (docs/decisions/018, amended). Astro writes each static page's policy, with the hash of every
 * inline script and style it emits, into a `<meta>` unless the site's adapter takes it as a header
 * (Astro's `staticHeaders` adapter feature). Every target we ship serves the header (postbuild
 * writes it from these policies, http-rules.ts), which alone can carry frame-ancestors, so the
 * `<meta>` was a second copy: 921 B in every page, 585 B on the wire, a third of the room left in
 * the first round trip. This is that adapter, for a static site: it adds no server and changes no
 * output but that, and hands each page's policy to postbuild.
 */
export function cspHeader(): AstroIntegration {
  return {
    name: "csp-header",
    hooks: {
      "astro:config:done": ({ setAdapter }) => {
        setAdapter({
          name: "leadscope-static-headers",
          entrypointResolution: "auto",
          // A static site: every page prerendered, images (none today) processed at build.
          supportedAstroFeatures: {
            staticOutput: "stable",
            hybridOutput: "unsupported",
            serverOutput: "unsupported",
            sharpImageService: "stable",
          },
          adapterFeatures: { buildOutput: "static", staticHeaders: true },
        });
      },
      "astro:build:generated": ({ routeToHeaders }) => {
        const policies: Record<string, string> = {};
        for (const [pathname, { headers }] of routeToHeaders) {
          const policy = headers.get("content-security-policy");
          if (policy) policies[pathname] = policy;
        }
        mkdirSync(dirname(cspPoliciesFile), { recursive: true });
        writeFileSync(cspPoliciesFile, `${JSON.stringify(policies, null, 2)}\n`);
      },
    },
  };
}
