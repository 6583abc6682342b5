/**
 * The collector the events function forwards to, fixed at build time: config/postbuild.ts writes
 * `_collector.js` beside this file from ANALYTICS_COLLECTOR (null with counting off). Generated,
 * so not in git; this declaration is what the type check reads before any build. A deploy bundles
 * the file the build wrote, which is why a deploy runs from the root after `npm run build`.
 */
export declare const collector: string | null;
