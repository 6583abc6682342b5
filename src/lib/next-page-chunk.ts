import { recordedChunkUrl } from "#src/lib/emitted-chunk.ts";

/** Where the build records the next-page module's URL (config/integrations/next-page.ts writes it). */
export const nextPageChunkFile = "build/next-page-chunk.json";

/** The next-page module's URL for the layout's line; undefined under `astro dev`. */
export const nextPageChunkUrl = () => recordedChunkUrl(nextPageChunkFile);
