import type { AnalyticsSettings } from "#src/lib/analytics-chunk.ts";
import { startAnalytics } from "./analytics.ts";

/**
 * The counting module's entry, loaded after first paint by the boot line
 * (inline-scripts/analytics-boot.tsx): starts the script (analytics.ts) with the settings the
 * build inlines (config/integrations/analytics.ts).
 */
declare const BUILD_ANALYTICS: AnalyticsSettings;

startAnalytics(...BUILD_ANALYTICS);
