import { analyticsEnv } from "#src/config/env.ts";
import { billingField, calculatorId, notFoundId } from "#src/config/pages.ts";
import { site } from "#src/config/site.ts";
import { recordedChunkUrl } from "#src/lib/emitted-chunk.ts";

/** Where the build records the counting module's URL (config/integrations/analytics.ts writes it). */
export const analyticsChunkFile = "build/analytics-chunk.json";

/**
 * The counting module's URL for the layout's boot script, read as the page is generated, after
 * the client build wrote it; undefined when counting is off (and under `astro dev`, which builds
 * no chunks), so the page then carries nothing of it.
 */
export function analyticsChunkUrl(): string | undefined {
  return analyticsEnv(process.env) ? recordedChunkUrl(analyticsChunkFile) : undefined;
}

/**
 * The counting module's settings, in order (site.analytics and config/pages.ts name them): the site's name at the
 * collector, the events path, the placement parameter, the campaign parameters carried on, the
 * ids of the calculator and the not-found section and the billing radios' name, and the external
 * host's origin (only its links are calls to action by their address; another site's never gets
 * the campaign). A list, not an
 * object, because the bundler cannot shorten property names and every byte here is the visitor's.
 */
export type AnalyticsSettings = [
  domain: string,
  endpoint: string,
  placement: string,
  campaignParams: readonly string[],
  calculatorId: string,
  notFoundId: string,
  billingField: string,
  externalHost: string,
];

/** The counting module's settings for the site named `domain` at the collector, in their order. */
export const analyticsSettings = (domain: string): AnalyticsSettings => [
  domain,
  site.analytics.eventsPath,
  site.analytics.placementParam,
  site.analytics.campaignParams,
  calculatorId,
  notFoundId,
  billingField,
  site.externalHost,
];
