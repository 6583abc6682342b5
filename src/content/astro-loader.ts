import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Loader } from "astro/loaders";
import type { z } from "astro/zod";
import { checkContent, ContentError, parseContentYaml } from "./friendly.ts";

/**
 * Astro's collection loader for the content (src/content.config.ts): loads YAML files under
 * content/ for one collection, one named file or every .yaml file in a folder (an entry per file,
 * its name the id). Unlike Astro's glob loader, a mistake stops the
 * build with the file, the line, the field and what to do, and no stack trace (friendly.ts).
 * In `astro dev` (and so `npm run cms`) a mistake is logged and the last good content stays.
 */
export function contentFiles(folder: string, schema: z.ZodType, file?: string): Loader {
  const names = () =>
    file ? [file] : readdirSync(folder).filter((name) => name.endsWith(".yaml")).toSorted();
  return {
    name: "content-files",
    load: async ({ store, parseData, generateDigest, watcher, logger, config }) => {
      const root = fileURLToPath(config.root);
      async function sync() {
        const entries = names().map((name) => {
          const path = join(folder, name);
          const text = readFileSync(path, "utf8");
          const data = parseContentYaml(text, path) as Record<string, unknown>;
          checkContent(schema, data, text, path);
          return { id: basename(name, ".yaml"), data, path };
        });
        store.clear();
        for (const { id, data, path } of entries) {
          const parsed = await parseData({ id, data, filePath: path });
          store.set({ id, data: parsed, filePath: relative(root, path), digest: generateDigest(data) });
        }
      }
      await sync();
      if (!watcher) return;
      watcher.add(folder);
      watcher.on("all", (_event, changed) => {
        if (!changed.startsWith(folder) || !changed.endsWith(".yaml")) return;
        if (file && basename(changed) !== file) return;
        sync().catch((error: unknown) => {
          if (error instanceof ContentError) logger.error(error.message);
          else throw error;
        });
      });
    },
  };
}
