/**
 * The statistics of an experiment's readout, chosen so the team may read it every day without
 * making false winners:
 * - each variant's conversion rate p = conversions ÷ visitors, its variance p(1 − p);
 * - the lift over the first variant, Δ = (p_B − p_A) ÷ p_A, with the delta method's variance
 *   V = σ²_A·p_B² ÷ (p_A⁴·n_A) + σ²_B ÷ (p_A²·n_B) (GrowthBook's, its `gbstats` package);
 * - around it an always-valid interval, the confidence sequence of a normal-mixture sequential
 *   test (mSPRT, as Optimizely's Stats Engine; the same bound as GrowthBook's sequential engine):
 *   Δ ± √( V·(V + τ²) ÷ τ² · (2·ln(1/α) + ln((V + τ²) ÷ V)) ), with τ the smallest lift worth
 *   finding. A fixed-horizon interval holds at one look decided in advance; this one holds at
 *   every look together, so the chance it ever leaves out the true lift, however often it is read,
 *   stays under α;
 * - a sample-ratio check: χ² of the visitors against the shares, flagged at p < 0.001 (the split
 *   itself is then broken, and no lift can be trusted);
 * - the visitors an experiment plans for: enough that a true lift of the smallest size has its
 *   interval clear 0 with 80% power, n where z₀.₈·√V(n) + half-width(n) = the smallest lift.
 * Pure functions, no I/O: readout.ts feeds them.
 */

/** One variant's counts. */
export interface VariantCounts {
  name: string;
  visitors: number;
  conversions: number;
}

/** z for 80% power. */
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

/**
 * The delta method's variance of the relative lift, per visitor-weight: pass the visitors (or the
 * shares, for a plan) of each side.
 */
const liftVariance = (pA: number, pB: number, weightA: number, weightB: number) =>
  (pA * (1 - pA) * pB * pB) / (pA ** 4 * weightA) + (pB * (1 - pB)) / (pA * pA * weightB);

/**
 * The half-width of the always-valid interval for an estimate of variance `variance`, the mixture's
 * spread `tau` (the smallest lift worth finding) and error `alpha`.
 */
export function sequentialHalfWidth(variance: number, tau: number, alpha: number): number {
  if (variance <= 0) return 0;
  const tau2 = tau * tau;
  return Math.sqrt(
    ((variance * (variance + tau2)) / tau2) *
      (2 * Math.log(1 / alpha) + Math.log((variance + tau2) / variance)),
  );
}

/** The lift of a variant over the first and its always-valid interval. */
export interface Lift {
  lift: number;
  low: number;
  high: number;
  /** The lift's variance, which falls as 1 ÷ visitors: what more visitors would narrow. */
  variance: number;
}

/**
 * The lift of `variant` over `control` with its always-valid interval at error `alpha`, tuned to
 * `smallestLift` (0.1 for +10%). Null while the control has no conversions or either side no
 * visitors: no lift can be said.
 */
export function sequentialLift(
  control: VariantCounts,
  variant: VariantCounts,
  smallestLift: number,
  alpha: number,
): Lift | null {
  const pA = rate(control);
  const pB = rate(variant);
  if (control.visitors === 0 || variant.visitors === 0 || pA === 0) return null;
  const lift = (pB - pA) / pA;
  const variance = liftVariance(pA, pB, control.visitors, variant.visitors);
  const half = sequentialHalfWidth(variance, smallestLift, alpha);
  return { lift, low: lift - half, high: lift + half, variance };
}

/**
 * The variance at which the interval, tuned to `tau`, is `width` wide on each side: the half-width
 * grows with the variance, so halving the range 60 times pins it far finer than a visitor.
 */
function varianceForHalfWidth(width: number, tau: number, alpha: number, withPower: boolean): number {
  const reach = (variance: number) =>
    sequentialHalfWidth(variance, tau, alpha) + (withPower ? z80 * Math.sqrt(variance) : 0);
  let [low, high] = [0, width * width];
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (reach(middle) > width) high = middle;
    else low = middle;
  }
  return low;
}

/**
 * The visitors in all an experiment plans for: with the first variant converting at `baseRate`,
 * enough that a variant `smallestLift` better (0.1 for +10%) is called with 80% power at error
 * `alpha`, each variant getting its share (`shares`, any scale; the first is the control's). The
 * largest over the other variants; null when the rate leaves no room for that lift.
 */
export function visitorsPlanned(
  baseRate: number,
  smallestLift: number,
  shares: readonly number[],
  alpha: number,
): number | null {
  const pA = baseRate;
  const pB = baseRate * (1 + smallestLift);
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (!(pA > 0) || !(pB < 1) || !(smallestLift > 0) || shares.length < 2 || !(total > 0)) return null;
  const variance = varianceForHalfWidth(smallestLift, smallestLift, alpha, true);
  const [control, ...others] = shares.map((share) => share / total);
  return Math.ceil(Math.max(...others.map((share) => liftVariance(pA, pB, control!, share))) / variance);
}

/**
 * The visitors in all at which an interval now `half` wide on each side, from `visitors` in all,
 * would be `target` wide, the split and rates staying as they are (the variance falls as 1 ÷ n).
 */
export function visitorsForHalfWidth(
  visitors: number,
  variance: number,
  target: number,
  tau: number,
  alpha: number,
): number {
  if (!(target > 0) || !(variance > 0)) return visitors;
  return Math.ceil((visitors * variance) / varianceForHalfWidth(target, tau, alpha, false));
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
