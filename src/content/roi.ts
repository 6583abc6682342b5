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
  /** Multiplier on the current conversion rate: the expected case. */
  uplift: number;
  /** The cautious case's multiplier: half the expected uplift. */
  cautiousUplift: number;
  /** USD per seat per month. */
  seatPricePerMonth: number;
}

export const roiAssumptions = {
  // Spec section 9: "Improved rate = current rate × 1.35", the footnote's 35% average improvement.
  uplift: 1.35,
  // Issue 14: a cautious case beside the expected one, with half the assumed uplift (35% → 17.5%).
  cautiousUplift: 1.175,
  // Spec section 9: "Annual cost = team size × 99 × 12", the Starter plan's monthly price per seat.
  seatPricePerMonth: 99,
} as const satisfies RoiAssumptions;

export const roiCopy = {
  eyebrow: "ROI calculator",
  title: "What verified contacts are worth to your team",
  formLabel: "Your numbers",
  lead: "Enter your own numbers. The estimate and its 12-month picture update as you type, and the assumptions behind them are spelled out below.",
  results: {
    heading: "Your estimated return",
    payback: "Pays for itself in",
    expected: "Expected",
    cautious: "Cautious",
    tableCaption: "The expected and the cautious case, side by side",
    figureHeading: "Figure",
    currentRate: "now",
    monthly: "Additional monthly revenue",
    annual: "Annual additional revenue",
    cost: "Annual cost",
    roi: "Return on investment",
    conversion: "Conversion rate",
    empty: "—",
    invalid: "Fix the highlighted field to see your estimate.",
    cappedNote: "Improved conversion is capped at 100%: no rate can go higher.",
    noScript:
      "These figures are for the example inputs. The estimate follows your own numbers when JavaScript is on.",
  },
  chart: {
    heading: "Your first 12 months",
    expected: "Expected added revenue",
    cautious: "Cautious case",
    cost: "The year's cost",
    payback: "Paid back",
    months: ["Start", "3 mo", "6 mo", "9 mo", "12 mo"],
    invalid: "The chart returns when every field is valid.",
    tableCaption: "Added revenue to date and the year's cost, month by month",
    tableHeaders: ["Month", "Expected added revenue", "Cautious added revenue", "The year's cost"],
  },
  assumptionsHeading: "How this is calculated",
  assumptions: [
    "Expected case: conversion improves by 35%, the average improvement in lead-to-close conversion our customers report (rate × 1.35, never above 100%).",
    "Cautious case: half that improvement, 17.5% (rate × 1.175). All else is the same.",
    "Cost: $99 per seat per month, the Starter price, for 12 months (team size × $99 × 12).",
    "Additional revenue = extra closed deals a month × your average deal value, building up evenly from the first month. An estimate, not a guarantee.",
    "Payback = annual cost ÷ additional monthly revenue, rounded up. The year's whole cost counts from day one, so the chart's cost line is flat and payback is where revenue meets it.",
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
    | "payback"
    | "expected"
    | "cautious"
    | "tableCaption"
    | "figureHeading"
    | "currentRate"
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
  chart: {
    heading: string;
    expected: string;
    cautious: string;
    cost: string;
    payback: string;
    /** Labels under the axis at months 0, 3, 6, 9 and 12. */
    months: readonly [string, string, string, string, string];
    invalid: string;
    tableCaption: string;
    tableHeaders: readonly [string, string, string, string];
  };
  assumptionsHeading: string;
  assumptions: readonly string[];
  copyLink: string;
  copied: string;
  copyFailed: string;
  copyUnavailable: string;
};
