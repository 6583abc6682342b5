import { mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { emittedChunksEnv } from "#src/lib/emitted-chunk.ts";

/**
 * A Vite plugin for the client build that emits `module` (a path from the project root) as a
 * chunk of its own, named `name`, and records its URL in `recordFile` (`{ "url": "/assets/…" }`,
 * read by src/lib/emitted-chunk.ts as the pages are generated): for a module no island imports,
 * which a page's inline line imports by URL.
 */
export function emittedChunk(root: string, module: string, name: string, recordFile: string): Plugin {
  let reference = "";
  return {
    name: `emitted-chunk:${name}`,
    // Only a build emits chunks (`astro dev` and `astro sync` serve).
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      reference = this.emitFile({ type: "chunk", id: join(root, module), name });
    },
    generateBundle() {
      // Beside the build's own output (build/ for build/client), as island-chunks.json is: a build
      // elsewhere (the editor's spec builds its scratch copy with `--outDir`) must not overwrite the
      // project's record, which a chunk that carries content-hashed names (the calculator's early
      // module) no longer matches. The pages, generated in this same process, read it from there.
      const folder = dirname(resolve(root, this.environment.config.build.outDir));
      process.env[emittedChunksEnv] = folder;
      const file = join(folder, basename(recordFile));
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, `${JSON.stringify({ url: `/${this.getFileName(reference)}` })}\n`);
    },
  };
}
