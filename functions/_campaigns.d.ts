import type { ServedCampaigns } from "./campaign-pages.ts";

/**
 * The dated landing pages the catch-all Function answers (functions/[[path]].ts), fixed at build
 * time: config/postbuild.ts writes `_campaigns.js` beside this file from the build's rules
 * (config/server-configs.ts, campaignsModule; no pages when none is dated). Generated, so not in
 * git; this declaration is what the type check reads before any build.
 */
export declare const campaigns: ServedCampaigns;
