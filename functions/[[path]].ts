import { answerCampaignPage } from "./campaign-pages.ts";
import { answerExperimentPage, type PagesContext } from "./experiment-pages.ts";
import { campaigns } from "./_campaigns.js";
import { cacheControl, experiments, namedCacheControl, variantOnlyHeaders } from "./_experiments.js";

/**
 * Cloudflare Pages Function on every path `_routes.json` gives it that no more specific Function
 * takes (functions/api/*, functions/oauth/*): a dated landing page by the clock (functions/campaign-pages.ts),
 * then an experiment's page answered by the file chosen for this request (functions/experiment-pages.ts);
 * every other path goes on to the static handler.
 */
export const onRequest = (context: PagesContext): Promise<Response> =>
  answerCampaignPage(context, campaigns, () =>
    answerExperimentPage(context, { experiments, cacheControl, namedCacheControl, variantOnlyHeaders }),
  );
