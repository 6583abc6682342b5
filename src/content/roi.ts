/** The four calculator inputs, keyed by their short URL query names. */
export type RoiFieldKey = "team" | "deal" | "rate" | "leads";

export interface RoiField {
  label: string;
  /** Lower-case name used inside error messages ("Enter the team size"). */
  noun: string;
  hint: string;
  /** A visible unit beside the input; the matching symbol may be pasted and is stripped. */
  unit: "usd" | "percent" | "count";
  inputMode: "numeric" | "decimal";
  integer: boolean;
  default: number;
  min: number;
  max: number;
}

/**
 * Defaults are the spec's (section 3, "ROI calculator inputs"). The spec sets no bounds
 * (section 5 converts blindly); these keep every figure finite and plausible for a sales team.
 */
export const roiFields = {
  team: {
    label: "Team size",
    noun: "team size",
    hint: "Seats on the plan, 1 to 10,000.",
    unit: "count",
    inputMode: "numeric",
    integer: true,
    default: 5,
    // At least one seat: a team of zero would cost nothing and make the ROI divide by zero.
    min: 1,
    max: 10_000,
  },
  deal: {
    label: "Average deal value",
    noun: "average deal value",
    hint: "US dollars, up to $100,000,000.",
    unit: "usd",
    inputMode: "decimal",
    integer: false,
    default: 10_000,
    min: 0,
    max: 100_000_000,
  },
  rate: {
    label: "Current conversion rate",
    noun: "conversion rate",
    hint: "Percent of leads that close, 0 to 100.",
    unit: "percent",
    inputMode: "decimal",
    integer: false,
    default: 15,
    min: 0,
    max: 100,
  },
  leads: {
    label: "Monthly leads",
    noun: "number of monthly leads",
    hint: "New leads a month, up to 1,000,000.",
    unit: "count",
    inputMode: "numeric",
    integer: true,
    default: 100,
    min: 0,
    max: 1_000_000,
  },
} as const satisfies Record<RoiFieldKey, RoiField>;

export const roiFieldOrder = ["team", "deal", "rate", "leads"] as const satisfies readonly RoiFieldKey[];

export interface RoiAssumptions {
  /** Multiplier on the current conversion rate. */
  uplift: number;
  /** USD per seat per month. */
  seatPricePerMonth: number;
}

export const roiAssumptions = {
  // Spec section 9: "Improved rate = current rate × 1.35", the footnote's 35% average improvement.
  uplift: 1.35,
  // Spec section 9: "Annual cost = team size × 99 × 12", the Starter plan's monthly price per seat.
  seatPricePerMonth: 99,
} as const satisfies RoiAssumptions;

export const roiCopy = {
  eyebrow: "ROI calculator",
  title: "What verified contacts are worth to your team",
  formLabel: "Your numbers",
  lead: "Enter your own numbers. Results update as you type, and the assumptions behind them sit right beside the result.",
  results: {
    heading: "Your estimated return",
    monthly: "Additional monthly revenue",
    annual: "Annual additional revenue",
    cost: "Annual cost",
    roi: "Return on investment",
    conversion: "Conversion rate, now → with us",
    empty: "—",
    invalid: "Fix the highlighted field to see your estimate.",
    cappedNote: "Improved conversion is capped at 100%: no rate can go higher.",
    noScript:
      "These figures are for the example inputs. The estimate follows your own numbers when JavaScript is on.",
  },
  assumptionsHeading: "How this is calculated",
  assumptions: [
    "Conversion improves by 35%, the average improvement in lead-to-close conversion our customers report (rate × 1.35, never above 100%).",
    "Cost is $99 per seat per month, billed for 12 months.",
    "Additional revenue = extra closed deals a month × your average deal value. An estimate, not a guarantee.",
  ],
  copyLink: "Copy link",
  copied: "Link copied. It opens this calculator with your numbers.",
  copyFailed: "Could not copy automatically. Copy the address from your browser's address bar.",
  copyUnavailable: "Copying is not available in this browser. Copy the address from the address bar.",
} as const satisfies {
  eyebrow: string;
  title: string;
  formLabel: string;
  lead: string;
  results: Record<
    | "heading"
    | "monthly"
    | "annual"
    | "cost"
    | "roi"
    | "conversion"
    | "empty"
    | "invalid"
    | "cappedNote"
    | "noScript",
    string
  >;
  assumptionsHeading: string;
  assumptions: readonly string[];
  copyLink: string;
  copied: string;
  copyFailed: string;
  copyUnavailable: string;
};
