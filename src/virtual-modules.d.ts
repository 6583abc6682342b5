/** config/integrations/roi-copy.ts: the calculator's words, a JSON file per language. */
declare module "virtual:roi-copy" {
  import type { Locale } from "#src/config/locales.ts";
  import type { RoiCopy } from "#src/content/schema/roi.ts";
  export function roiCopyFor(locale: Locale): PromiseLike<RoiCopy>;
}

/** config/integrations/next-page.ts: the running experiments' draws and pages, for the next-page module. */
declare module "virtual:running-experiments" {
  import type { NextPageExperiments } from "#src/components/page-scripts/next-page.ts";
  const experiments: NextPageExperiments;
  export default experiments;
}
