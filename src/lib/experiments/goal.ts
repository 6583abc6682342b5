import type { ExternalDestination } from "#src/config/site.ts";

/**
 * What counts as an experiment's conversion when its file names no goal: a click on a call to
 * action that starts the free trial, the conversion the team plans experiments around. Its own
 * module so the schema (which the editor runs in the browser) and the readout share it without
 * either pulling in the other.
 */
export const defaultGoal = ["freeTrial"] as const satisfies readonly ExternalDestination[];
