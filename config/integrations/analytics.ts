import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { AnalyticsEnv } from "#src/config/env.ts";
import { analyticsChunkFile, analyticsSettings } from "#src/lib/analytics-chunk.ts";
import { emittedChunk } from "./emitted-chunk.ts";

const startModule = "src/components/page-scripts/analytics-start.ts";

/**
 * Counting (docs/decisions/015), only when ANALYTICS_COLLECTOR is set. The client build emits the
 * counting module as a chunk of its own and records its URL (build/analytics-chunk.json); the
 * layout reads it as each page is generated and names it for the boot script
 * (src/components/inline-scripts/analytics-boot.tsx). The module gets its settings inlined. Unset, this
 * adds nothing to the build.
 */
export function analytics(env: AnalyticsEnv | null): AstroIntegration {
  return {
    name: "analytics",
    hooks: {
      "astro:config:setup": ({ updateConfig, config: astroConfig }) => {
        if (!env) return;
        const emit = emittedChunk(
          fileURLToPath(astroConfig.root),
          startModule,
          "analytics",
          analyticsChunkFile,
        );
        updateConfig({
          vite: {
            plugins: [emit],
            define: { BUILD_ANALYTICS: JSON.stringify(analyticsSettings(env.domain)) },
          },
        });
      },
    },
  };
}
