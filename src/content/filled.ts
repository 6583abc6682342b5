import { fillAllFigures, type TrialTerms } from "./figures.ts";
import { plansFolder, singleFiles, type Plan, type singles } from "./schema.ts";

/**
 * A content file as the pages show it: every figure it quotes filled in (figures.ts), the same way
 * for the build (for-pages.ts, from Astro's collections) and for tests and scripts (for-scripts.ts,
 * from the files). A placeholder that cannot be filled names its file and field.
 */
export function filledSingle<T>(name: keyof typeof singles, data: T, plans: readonly Plan[], trial: TrialTerms): T {
  return fillAllFigures(data, plans, trial, `content/${singleFiles[name]}.yaml`);
}

export function filledPlans(plans: readonly Plan[], trial: TrialTerms): Plan[] {
  return plans.map((plan) => fillAllFigures(plan, plans, trial, `content/${plansFolder}/${plan.id}.yaml`));
}
