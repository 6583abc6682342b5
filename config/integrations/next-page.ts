import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { nextPageChunkFile } from "#src/lib/next-page-chunk.ts";
import { emittedChunk } from "./emitted-chunk.ts";

/**
 * The next page ready before the click in engines without speculation rules (docs/decisions/021):
 * the client build emits the next-page module as a chunk of its own and records its URL, which
 * the layout's line imports after load (src/components/inline-scripts/next-page-line.ts).
 */
export function nextPage(): AstroIntegration {
  return {
    name: "next-page",
    hooks: {
      "astro:config:setup": ({ updateConfig, config }) => {
        updateConfig({
          vite: {
            plugins: [
              emittedChunk(
                fileURLToPath(config.root),
                "src/components/islands/next-page-start.ts",
                "next-page",
                nextPageChunkFile,
              ),
            ],
          },
        });
      },
    },
  };
}
