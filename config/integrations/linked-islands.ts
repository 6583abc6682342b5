import { mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin, Rollup } from "vite";
import { islandChunksEnv, islandChunksFile } from "#src/lib/island-chunks.ts";

/** The React renderer's browser entry, which every React island loads beside its component. */
const rendererEntry = "@astrojs/react/client.js";

/**
 * `client:linked` (src/components/islands/linked-directive.ts), and what lets a linked island's code
 * start before the page's stylesheet has arrived: the client build's entry chunks with every chunk
 * they import, written to build/island-chunks.json (a component's path under the root → the URLs
 * it needs, its renderer's included). Astro generates the pages after its client build, so a page
 * reads the file as it is generated (island-chunks.ts) and names the URLs in its <head>; nothing in
 * the framework's output is rewritten. Vite's own manifest would say the same, but inside the
 * published folder.
 */
export function linkedIslands(): AstroIntegration {
  return {
    name: "linked-islands",
    hooks: {
      "astro:config:setup": ({ addClientDirective, updateConfig, config }) => {
        addClientDirective({ name: "linked", entrypoint: "./src/components/islands/linked-directive.ts" });
        const root = fileURLToPath(config.root);
        // Beside the build's own output (build/ for build/client): a build elsewhere (`--outDir`, as
        // the editor's spec makes from its scratch copy) must not overwrite the project's record.
        // The pages, generated in this same process, read it from here (island-chunks.ts).
        const chunksFile = join(dirname(fileURLToPath(config.outDir)), basename(islandChunksFile));
        process.env[islandChunksEnv] = chunksFile;
        let rendererId: string | undefined;
        const record: Plugin = {
          name: "linked-islands:chunks",
          applyToEnvironment: (environment) => environment.name === "client",
          async buildStart() {
            rendererId = (await this.resolve(rendererEntry))?.id;
          },
          generateBundle(_options, bundle) {
            const chunks = new Map(
              Object.values(bundle)
                .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === "chunk")
                .map((chunk) => [chunk.fileName, chunk]),
            );
            const closure = (fileName: string, seen: Set<string>): Set<string> => {
              if (seen.has(fileName)) return seen;
              seen.add(fileName);
              for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen);
              return seen;
            };
            const urls = (chunk: Rollup.OutputChunk) =>
              [...closure(chunk.fileName, new Set())].map((file) => `/${file}`);
            const entries = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.facadeModuleId);
            const renderer = entries.find((chunk) => chunk.facadeModuleId === rendererId);
            if (!renderer)
              throw new Error(`linked-islands: no chunk for ${rendererEntry} in the client build`);
            const islands: Record<string, string[]> = {};
            for (const chunk of entries) {
              // Page scripts (an id with a query) are not islands and load no renderer.
              if (chunk === renderer || chunk.facadeModuleId!.includes("?")) continue;
              const path = relative(root, chunk.facadeModuleId!);
              islands[path] = [...new Set([...urls(chunk), ...urls(renderer)])];
            }
            // What an island fetches on demand, emitted for a virtual module's id (the calculator's
            // words in one language, roi-copy.ts), under that id: a page adds its language's.
            for (const file of Object.values(bundle))
              for (const name of file.type === "asset" ? file.originalFileNames : [])
                if (name.startsWith("virtual:")) islands[name] = [`/${file.fileName}`];
            mkdirSync(dirname(chunksFile), { recursive: true });
            writeFileSync(chunksFile, `${JSON.stringify(islands, null, 2)}\n`);
          },
        };
        updateConfig({ vite: { plugins: [record] } });
      },
    },
  };
}
