import { fillAllFigures, type TrialTerms } from "#src/lib/pricing.ts";
import { plansFolder, singleFiles, type Plan, type singles } from "./schema.ts";

/**
 * Filling in the figures a file quotes ({starter.monthly}, {trial.days}, …), the same way for the
 * build (for-pages.ts, from Astro's collections) and for tests and scripts (for-scripts.ts, from the files).
 * A placeholder that cannot be filled names its file and field.
 */
export function filledSingle<T>(name: keyof typeof singles, data: T, plans: readonly Plan[], trial: TrialTerms): T {
  return fillAllFigures(data, plans, trial, `content/${singleFiles[name]}.yaml`);
}

export function filledPlans(plans: readonly Plan[], trial: TrialTerms): Plan[] {
  return plans.map((plan) => fillAllFigures(plan, plans, trial, `content/${plansFolder}/${plan.id}.yaml`));
}
