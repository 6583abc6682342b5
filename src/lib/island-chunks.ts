import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where the build records each island's chunks (config/integrations/linked-islands.ts writes it). */
export const islandChunksFile = "build/island-chunks.json";
/** Where this build writes it, when it builds elsewhere than build/ (set by the integration). */
export const islandChunksEnv = "ISLAND_CHUNKS_FILE";

/**
 * The calculator's words by language (config/integrations/roi-copy.ts): `virtual:roi-copy` gives
 * `roiCopyFor(locale)`, and `virtual:roi-copy/<locale>` names one language's words (in the build,
 * a JSON file, recorded under that name in build/island-chunks.json).
 */
export const roiCopyModule = "virtual:roi-copy";

/**
 * The URLs of every chunk an island needs in the browser (its component, the renderer, what they
 * import), read as the page is generated, after the client build wrote them. Empty under
 * `astro dev`, which serves modules, not chunks: the page then names none. In a build a missing
 * record or island stops it, rather than quietly dropping the preload.
 */
export function islandChunkUrls(componentPath: string): string[] {
  // componentPath: an island's file under the root, or a virtual module one imports on demand.
  if (import.meta.env.DEV) return [];
  const file = process.env[islandChunksEnv] ?? join(process.cwd(), islandChunksFile);
  const islands = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
  const urls = islands[componentPath];
  if (!urls) throw new Error(`${islandChunksFile} has no island ${componentPath}`);
  return urls;
}
