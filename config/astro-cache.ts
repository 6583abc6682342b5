import { join } from "node:path";

/**
 * Where a build keeps Astro's cache and Vite's: beside the content it was made from, never in
 * node_modules. The test runs that build a copy of the project link node_modules, and two of them
 * building at once (npm test runs them side by side) read each other's content store there. A
 * build from another copy of the content (CONTENT_DIR) keeps its own, in that copy's parent.
 */
export const astroCacheDir = (contentDir = process.env.CONTENT_DIR) =>
  contentDir ? join(contentDir, "..", ".astro-cache") : "./.astro-cache";
