import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

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
      const file = join(root, recordFile);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ url: `/${this.getFileName(reference)}` })}\n`);
    },
  };
}
