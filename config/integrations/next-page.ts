import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import type { NextPageExperiments } from "#src/components/page-scripts/next-page.ts";
import { experimentRules } from "#src/content/experiments.ts";
import { siteExperiments } from "#src/content/read-content.ts";
import { instantMs } from "#src/lib/campaigns.ts";
import { nextPageChunkFile } from "#src/lib/next-page-chunk.ts";
import { emittedChunk } from "./emitted-chunk.ts";

const runningExperiments = "virtual:running-experiments";

/**
 * `virtual:running-experiments`: by each URL path an experiment answers, its parameter, variants,
 * shares and dates, from the same files and rule as the servers' (build/http-rules.json), so the
 * next-page module draws and names a variant as they would: the page it fetches ahead is then the
 * one the click gets (docs/decisions/021). `{}` when none runs.
 */
function experimentsForTheBrowser(): Plugin {
  return {
    name: "running-experiments",
    resolveId: (id) => (id === runningExperiments ? `\0${id}` : undefined),
    load(id) {
      if (id !== `\0${runningExperiments}`) return;
      const running: NextPageExperiments = Object.fromEntries(
        experimentRules(siteExperiments()).flatMap(({ param, variants, shares, pages, start, end }) =>
          pages.map(({ path }) => [
            path,
            {
              param,
              variants,
              shares,
              ...(start ? { from: instantMs(start) } : {}),
              ...(end ? { until: instantMs(end) } : {}),
            },
          ]),
        ),
      );
      return `export default ${JSON.stringify(running)};`;
    },
  };
}

/**
 * The next page ready before the click in engines without speculation rules (docs/decisions/021):
 * the client build emits the next-page module as a chunk of its own and records its URL, which
 * the layout's line imports after load (src/components/inline-scripts/next-page-line.ts), with
 * the running experiments it names a variant of.
 */
export function nextPage(): AstroIntegration {
  return {
    name: "next-page",
    hooks: {
      "astro:config:setup": ({ updateConfig, config }) => {
        updateConfig({
          vite: {
            plugins: [
              experimentsForTheBrowser(),
              emittedChunk(
                fileURLToPath(config.root),
                "src/components/page-scripts/next-page-start.ts",
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
