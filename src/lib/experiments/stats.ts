/**
 * The statistics of an experiment's readout (issue 44), GrowthBook's defaults (its `gbstats`
 * package), so the team reads numbers it can check against a tool it knows:
 * - each variant's conversion rate p = conversions ÷ visitors, its variance p(1 − p);
 * - the lift over the first variant, Δ = (p_B − p_A) ÷ p_A, with the delta method's variance
 *   Var(Δ) = σ²_A·p_B² ÷ (p_A⁴·n_A) + σ²_B ÷ (p_A²·n_B), and its 95% interval Δ ± 1.96·√Var(Δ);
 * - the chance to beat the first variant, Φ(Δ ÷ √Var(Δ)) (a flat prior);
 * - a sample-ratio check: χ² of the visitors against the shares, flagged at p < 0.001 (the split
 *   itself is then broken, and no lift can be trusted);
 * - the visitors each variant needs to find the smallest lift worth finding, 80% power, two-sided
 *   5%: n = (z₀.₉₇₅ + z₀.₈)²·[p₁(1 − p₁) + p₂(1 − p₂)] ÷ (p₂ − p₁)², p₂ = p₁·(1 + lift).
 * Pure functions, no I/O: scripts/experiment.ts feeds them.
 */

/** One variant's counts. */
export interface VariantCounts {
  name: string;
  visitors: number;
  conversions: number;
}

/** z for a two-sided 95% interval, and for 80% power. */
const z975 = 1.959963984540054;
const z80 = 0.8416212335729143;

/**
 * The standard normal distribution function Φ, from the complementary error function by its
 * continued-fraction-free Chebyshev fit (Numerical Recipes' erfcc): relative error below 1.2e-7
 * everywhere, far finer than the readout prints.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** A variant's conversion rate; 0 with no visitors (never NaN). */
export const rate = ({ visitors, conversions }: VariantCounts): number =>
  visitors > 0 ? conversions / visitors : 0;

/** The lift of `variant` over `control`, its 95% interval and the chance it beats the control. */
export interface Lift {
  lift: number;
  low: number;
  high: number;
  chanceToBeat: number;
}

/** Null while the control has no conversions or either side no visitors: no lift can be said. */
export function liftOver(control: VariantCounts, variant: VariantCounts): Lift | null {
  const pA = rate(control);
  const pB = rate(variant);
  if (control.visitors === 0 || variant.visitors === 0 || pA === 0) return null;
  const lift = (pB - pA) / pA;
  const variance =
    (pA * (1 - pA) * pB * pB) / (pA ** 4 * control.visitors) + (pB * (1 - pB)) / (pA * pA * variant.visitors);
  const sd = Math.sqrt(variance);
  if (sd === 0) return { lift, low: lift, high: lift, chanceToBeat: lift > 0 ? 1 : lift < 0 ? 0 : 0.5 };
  return { lift, low: lift - z975 * sd, high: lift + z975 * sd, chanceToBeat: normalCdf(lift / sd) };
}

/**
 * The upper tail of the χ² distribution for 1 to 3 degrees of freedom (two to four variants), in
 * closed form: df 1, 2·(1 − Φ(√x)); df 2, e^(−x/2); df 3, 2·(1 − Φ(√x)) + √(2x/π)·e^(−x/2).
 */
export function chiSquareTail(x: number, degrees: 1 | 2 | 3): number {
  if (x <= 0) return 1;
  if (degrees === 2) return Math.exp(-x / 2);
  const tail = 2 * (1 - normalCdf(Math.sqrt(x)));
  return degrees === 1 ? tail : tail + Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2);
}

/** The sample-ratio check: the visitors each variant got against the shares it was given (percent). */
export function sampleRatio(
  variants: readonly Pick<VariantCounts, "visitors">[],
  shares: readonly number[],
): { chiSquare: number; p: number; mismatch: boolean } {
  const total = variants.reduce((sum, variant) => sum + variant.visitors, 0);
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  if (total === 0 || variants.length < 2 || variants.length > 4 || shares.length !== variants.length)
    return { chiSquare: 0, p: 1, mismatch: false };
  const chiSquare = variants.reduce((sum, variant, index) => {
    const expected = (total * shares[index]!) / shareTotal;
    return sum + (variant.visitors - expected) ** 2 / expected;
  }, 0);
  const p = chiSquareTail(chiSquare, (variants.length - 1) as 1 | 2 | 3);
  return { chiSquare, p, mismatch: p < 0.001 };
}

/**
 * Visitors each variant needs to find `smallestLift` (0.2 for +20%) over `baseRate`, 80% power,
 * two-sided 5%; null when the base rate leaves no room for that lift (0, or a lifted rate ≥ 1).
 */
export function visitorsNeeded(baseRate: number, smallestLift: number): number | null {
  const p1 = baseRate;
  const p2 = baseRate * (1 + smallestLift);
  if (!(p1 > 0) || !(p2 < 1) || smallestLift === 0) return null;
  return Math.ceil(((z975 + z80) ** 2 * (p1 * (1 - p1) + p2 * (1 - p2))) / (p2 - p1) ** 2);
}
