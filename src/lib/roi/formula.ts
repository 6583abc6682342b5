// The spec's formula (section 9) and what follows from it: when the plan pays for itself.
import type { RoiAssumptions, RoiFieldKey } from "./model.ts";

export type RoiInputs = Record<RoiFieldKey, number>;
export type RoiRawInputs = Record<RoiFieldKey, string>;

export interface RoiResult {
  currentDeals: number;
  improvedRate: number;
  /** True when rate × uplift would pass 100% and the improved rate was held at 100. */
  rateCapped: boolean;
  improvedDeals: number;
  monthlyRevenue: number;
  annualRevenue: number;
  annualCost: number;
  roiPercent: number;
}

/** The spec's formulas (section 9), with the improved rate held at 100%. */
export function calculateRoi(inputs: RoiInputs, assumptions: RoiAssumptions): RoiResult {
  const { team, deal, rate, leads } = inputs;
  const currentDeals = (leads * rate) / 100;
  const uplifted = rate * assumptions.uplift;
  const rateCapped = uplifted > 100;
  const improvedRate = Math.min(uplifted, 100);
  const improvedDeals = (leads * improvedRate) / 100;
  const monthlyRevenue = (improvedDeals - currentDeals) * deal;
  const annualRevenue = monthlyRevenue * 12;
  const annualCost = team * assumptions.seatPricePerMonth * 12;
  const roiPercent = Math.round(((annualRevenue - annualCost) / annualCost) * 100);
  return {
    currentDeals,
    improvedRate,
    rateCapped,
    improvedDeals,
    monthlyRevenue,
    annualRevenue,
    annualCost,
    roiPercent,
  };
}

/**
 * Months until the plan pays for itself: annual cost ÷ additional monthly revenue, the spec's
 * formula. The result leads with it because a percentage with no sense of time reads as hype. The
 * year's whole cost counts from day one and added revenue builds up evenly, so this is where the
 * chart's revenue line meets its flat cost line. Null when nothing is added: it never pays back
 * (so too when the revenue is so small that the quotient is not a finite number).
 */
export function paybackMonths({ annualCost, monthlyRevenue }: RoiResult): number | null {
  const months = annualCost / monthlyRevenue;
  return monthlyRevenue > 0 && Number.isFinite(months) ? months : null;
}
