import { recordedChunkUrl } from "#src/lib/emitted-chunk.ts";

/** Where the build records the number-format warm-up worker's URL (astro.config.ts emits it). */
export const intlWarmUpChunkFile = "build/intl-warm-up-chunk.json";

/** The warm-up worker's URL, as a list for the pages' `workers`; empty under `astro dev`. */
export const intlWarmUpWorkers = (): string[] => {
  const url = recordedChunkUrl(intlWarmUpChunkFile);
  return url ? [url] : [];
};
