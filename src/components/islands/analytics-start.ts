import { startAnalytics, type AnalyticsConfig } from "./analytics.ts";

/**
 * The counting module's entry, loaded after first paint by analytics-boot.ts: starts the script
 * (analytics.ts) with the settings the build inlined (config/integrations/analytics.ts).
 */
declare const BUILD_ANALYTICS: AnalyticsConfig;

startAnalytics(BUILD_ANALYTICS);
