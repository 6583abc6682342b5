import type { ExperimentRule } from "../src/lib/experiments/choose.ts";

/**
 * The running experiments the catch-all Function answers (functions/[[path]].ts), fixed at build
 * time: config/postbuild.ts writes `_experiments.js` beside this file from the build's rules
 * (config/server-configs.ts, experimentsModule; `[]` when none runs). Generated, so not in git; this
 * declaration is what the type check reads before any build. A deploy bundles the file the build
 * wrote, which is why a deploy runs from the root after `npm run build`.
 */
export declare const experiments: readonly ExperimentRule[];
/** `Cache-Control` of an experiment page's answer. */
export declare const cacheControl: string;
/** `Cache-Control` of the answer to a request that names its variant. */
export declare const namedCacheControl: string;
/** Headers `_headers` gives the variants' own files and not their pages (the noindex of /experiments/*). */
export declare const variantOnlyHeaders: readonly string[];
