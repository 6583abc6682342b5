import { recordedChunkUrl } from "#src/lib/emitted-chunk.ts";

/** Where the build records the URL of the module answering the calculator early (astro.config.ts emits it). */
export const roiEarlyChunkFile = "build/roi-early-chunk.json";

/** That module's URL, as a list for the pages' `modules`; empty under `astro dev`. */
export const roiEarlyModules = (): string[] => {
  const url = recordedChunkUrl(roiEarlyChunkFile);
  return url ? [url] : [];
};
