import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { analyticsEnv, buildTimeEnv } from "#src/config/env.ts";
import { decapAdmin } from "#config/integrations/decap-admin.ts";
import { createHash } from "node:crypto";
import { contentSecurityDirectives } from "#config/http-rules.ts";
import { speculationRulesText } from "#src/lib/speculation-rules.ts";
import { linkedPreloadScript } from "#src/components/inline-scripts/linked-preload.tsx";
import { linkedIslands } from "#config/integrations/linked-islands.ts";
import { analytics } from "#config/integrations/analytics.ts";
import { nextPage } from "#config/integrations/next-page.ts";
import { cspHeader } from "#config/integrations/csp-header.ts";
import { astroCacheDir } from "#config/astro-cache.ts";
import { roiCopy } from "#config/integrations/roi-copy.ts";
import { emittedChunk } from "#config/integrations/emitted-chunk.ts";
import { intlWarmUpChunkFile } from "#src/lib/intl-warm-up-chunk.ts";
import { roiEarlyChunkFile } from "#src/lib/roi-early-chunk.ts";
import { fileURLToPath } from "node:url";

// Validates SITE_ORIGIN and SITE_EXTERNAL_HOST: a malformed value stops the build here with a
// message naming the variable.
const env = buildTimeEnv(process.env);
const counting = analyticsEnv(process.env);
const cacheDir = astroCacheDir();

export default defineConfig({
  site: env.SITE_ORIGIN,
  cacheDir,
  outDir: "build/client",
  // One URL per page, the same in the sitemap, the canonical link and the address bar. Pages are
  // written as features.html, which every host we ship a config for serves at /features.
  trailingSlash: "never",
  build: { format: "file", assets: "assets" },
  // decapAdmin: the content editor at /admin (docs/decisions/009-content-as-data.md).
  integrations: [
    react(),
    decapAdmin(),
    // client:linked: an island that loads at once when the URL links to it (the calculator), and
    // the record of each island's chunks that lets its page preload them for such a link.
    linkedIslands(),
    // Counting, only when ANALYTICS_COLLECTOR is set (docs/decisions/015); validated here too.
    analytics(counting),
    // The next page fetched on intent in engines without speculation rules (docs/decisions/021).
    nextPage(),
    // The CSP goes out as a response header only, not as a <meta> in every page.
    cspHeader(),
  ],
  // No Markdown code blocks here; Shiki's inline styles would need 'unsafe-inline' in the CSP.
  markdown: { syntaxHighlight: false },
  // Astro hashes every inline script and style it emits into each page's policy, which it hands
  // to csp-header.ts as a header rather than a <meta>; the build (config/postbuild.ts) copies
  // those hashes into the response header, which alone can carry frame-ancestors.
  // The layout's inline speculation rules and the linked islands' preload script are not Astro's
  // own scripts, so their hashes are given here.
  security: {
    csp: {
      directives: [...contentSecurityDirectives(env.SITE_EXTERNAL_HOST)],
      scriptDirective: {
        hashes: [speculationRulesText, linkedPreloadScript].map(
          (text) => `sha256-${createHash("sha256").update(text).digest("base64")}` as const,
        ),
      },
    },
  },
  vite: {
    cacheDir: `${cacheDir}/vite`,
    // roiCopy: the calculator's words, a JSON file per language rather than props in the page;
    // the worker that loads the browser's number formats while the calculator's code arrives; and
    // the module that answers the calculator's keystrokes before React does.
    plugins: [
      tailwindcss(),
      roiCopy(),
      emittedChunk(
        fileURLToPath(new URL(".", import.meta.url)),
        "src/components/islands/intl-warm-up.ts",
        "intl-warm-up",
        intlWarmUpChunkFile,
      ),
      emittedChunk(
        fileURLToPath(new URL(".", import.meta.url)),
        "src/components/islands/roi-early.ts",
        "roi-early",
        roiEarlyChunkFile,
      ),
    ],
    // The browser gets the two validated strings, and none of the validation code.
    define: { BUILD_SITE_ENV: JSON.stringify(env) },
  },
});
