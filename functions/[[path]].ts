import { answerExperimentPage, type PagesContext } from "./experiment-pages.ts";
import { cacheControl, experiments, namedCacheControl, variantOnlyHeaders } from "./_experiments.js";

/**
 * Cloudflare Pages Function on every path `_routes.json` gives it that no more specific Function
 * takes (functions/api/*, functions/oauth/*): an experiment's page answered by the file chosen for
 * this request (functions/experiment-pages.ts); every other path goes on to the static handler.
 */
export const onRequest = (context: PagesContext): Promise<Response> =>
  answerExperimentPage(context, { experiments, cacheControl, namedCacheControl, variantOnlyHeaders });
