/**
 * The calculator's model: its inputs' units, defaults and bounds, and the spec's formula constants.
 * These are behaviour, so they are code; what the calculator says is content
 * (content/roi-calculator.yaml), and a test holds its assumptions text to these numbers. The seat
 * price is the Starter plan's, read from the plans.
 */
/** The four calculator inputs, keyed by their short URL query names. */
export type RoiFieldKey = "team" | "deal" | "rate" | "leads";

/** How a field reads to the visitor: content/roi-calculator.yaml. */
export interface RoiFieldCopy {
  label: string;
  /** Lower-case name used inside error messages ("Enter the team size"). */
  noun: string;
  hint: string;
}

/** How a field behaves: code, below. */
export interface RoiFieldLimits {
  /** A visible unit beside the input; the matching symbol may be pasted and is stripped. */
  unit: "usd" | "percent" | "count";
  inputMode: "numeric" | "decimal";
  integer: boolean;
  default: number;
  min: number;
  max: number;
}

export type RoiField = RoiFieldCopy & RoiFieldLimits;

/**
 * Defaults are the spec's (section 3, "ROI calculator inputs"). The spec sets no bounds
 * (section 5 converts blindly); these keep every figure finite and plausible for a sales team.
 */
export const roiFieldLimits = {
  team: {
    unit: "count",
    inputMode: "numeric",
    integer: true,
    default: 5,
    // At least one seat: a team of zero would cost nothing and make the ROI divide by zero.
    min: 1,
    max: 10_000,
  },
  deal: {
    unit: "usd",
    inputMode: "decimal",
    integer: false,
    default: 10_000,
    min: 0,
    max: 100_000_000,
  },
  rate: {
    unit: "percent",
    inputMode: "decimal",
    integer: false,
    default: 15,
    min: 0,
    max: 100,
  },
  leads: {
    unit: "count",
    inputMode: "numeric",
    integer: true,
    default: 100,
    min: 0,
    max: 1_000_000,
  },
} as const satisfies Record<RoiFieldKey, RoiFieldLimits>;

export const roiFieldOrder = ["team", "deal", "rate", "leads"] as const satisfies readonly RoiFieldKey[];

export interface RoiAssumptions {
  /** Multiplier on the current conversion rate: the expected case. */
  uplift: number;
  /** The cautious case's multiplier: half the expected uplift. */
  cautiousUplift: number;
  /** USD per seat per month. */
  seatPricePerMonth: number;
}

export const roiMultipliers = {
  // Spec section 9: "Improved rate = current rate × 1.35", the footnote's 35% average improvement.
  uplift: 1.35,
  // A cautious case beside the expected one, with half the assumed uplift (35% → 17.5%), so the
  // answer does not rest on one average improvement alone.
  cautiousUplift: 1.175,
} as const satisfies Omit<RoiAssumptions, "seatPricePerMonth">;

/**
 * The plan whose monthly price costs a seat. Spec section 9: "Annual cost = team size × 99 × 12",
 * 99 being the Starter plan's monthly price; the price itself is content (content/plans/starter.yaml).
 */
export const seatPlanId = "starter";

/** The calculator's assumptions, with the seat priced from the plans as they are now. */
export function roiAssumptionsFor(
  plans: readonly { id: string; price?: { monthly: number } | undefined }[],
): RoiAssumptions {
  const seatPrice = plans.find((plan) => plan.id === seatPlanId)?.price?.monthly;
  if (seatPrice === undefined)
    throw new Error(
      `content/plans/${seatPlanId}.yaml: the ROI calculator costs a seat at this plan's monthly price, so the plan must exist and have a price.`,
    );
  return { ...roiMultipliers, seatPricePerMonth: seatPrice };
}

/** Each field's copy joined to its limits. */
export function roiFieldsWith(
  copy: Readonly<Record<RoiFieldKey, RoiFieldCopy>>,
): Record<RoiFieldKey, RoiField> {
  const fields = {} as Record<RoiFieldKey, RoiField>;
  for (const key of roiFieldOrder) fields[key] = { ...copy[key], ...roiFieldLimits[key] };
  return fields;
}
