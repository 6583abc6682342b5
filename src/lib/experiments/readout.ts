import { liftOver, rate, sampleRatio, visitorsNeeded, type VariantCounts } from "./stats.ts";

/**
 * An experiment's readout (issue 44): the counts per variant, from Plausible's Stats API v2 or a
 * CSV of trials exported from the host, and the table `npm run experiment` prints. No I/O here:
 * the command sends the queries and reads the files.
 */

/** What the readout needs of an experiment: its name, its variants and their shares, the lift it looks for. */
export interface ReadoutPlan {
  name: string;
  variants: readonly { id: string; share: number }[];
  /** The smallest lift worth finding, as a fraction (0.2 for +20%). */
  smallestLift: number;
}

/** The event properties every event on an experiment's page carries. */
export const experimentProps = { experiment: "experiment", variant: "variant" } as const;
/** The conversion counted: a call to action clicked. */
export const conversionGoal = "CTA click";

/** Plausible's Stats API v2 query body (`POST /api/v2/query`). */
export interface StatsQuery {
  site_id: string;
  date_range: string | [string, string];
  metrics: string[];
  dimensions: string[];
  filters: unknown[];
}

/**
 * The two queries: unique visitors per variant on the experiment's pages, and unique visitors per
 * variant who clicked a call to action (the goal), both over `dateRange` ("all", or two ISO dates).
 */
export function statsQueries(plan: ReadoutPlan, siteId: string, dateRange: StatsQuery["date_range"]) {
  const base = {
    site_id: siteId,
    date_range: dateRange,
    metrics: ["visitors"],
    dimensions: [`event:props:${experimentProps.variant}`],
  };
  const inExperiment = ["is", `event:props:${experimentProps.experiment}`, [plan.name]];
  return {
    visitors: { ...base, filters: [inExperiment] } satisfies StatsQuery,
    conversions: {
      ...base,
      filters: [inExperiment, ["is", "event:goal", [conversionGoal]]],
    } satisfies StatsQuery,
  };
}

/** A Stats API v2 answer: one row per dimension value, its metrics in the query's order. */
export interface StatsAnswer {
  results: { dimensions: string[]; metrics: number[] }[];
}

/** Per variant id, the first metric of the answer's rows; variants it does not name have 0. */
export function perVariant(plan: ReadoutPlan, answer: StatsAnswer): Map<string, number> {
  const counts = new Map(plan.variants.map((variant) => [variant.id, 0]));
  for (const row of answer.results) {
    const id = row.dimensions[0];
    const value = row.metrics[0];
    if (id !== undefined && counts.has(id) && typeof value === "number" && Number.isFinite(value))
      counts.set(id, value);
  }
  return counts;
}

/**
 * Trials per variant from a CSV the host exports: a header row naming a `variant` column and a
 * `trials` column (any order, any other columns), then one row per variant, or one row per trial
 * (no `trials` column: each row counts one). Quoted fields are read as written. Rows of another
 * experiment are skipped when there is an `experiment` column.
 */
export function trialsFromCsv(plan: ReadoutPlan, text: string): Map<string, number> {
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map(csvFields);
  const header = (rows.shift() ?? []).map((name) => name.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [variantAt, trialsAt, experimentAt] = [column("variant"), column("trials"), column("experiment")];
  if (variantAt < 0) throw new Error('The CSV needs a header row with a "variant" column.');
  const counts = new Map(plan.variants.map((variant) => [variant.id, 0]));
  rows.forEach((fields, index) => {
    if (experimentAt >= 0 && fields[experimentAt]?.trim() !== plan.name) return;
    const id = fields[variantAt]?.trim() ?? "";
    if (!counts.has(id)) return;
    const trials = trialsAt >= 0 ? Number(fields[trialsAt]?.trim()) : 1;
    if (!Number.isInteger(trials) || trials < 0)
      throw new Error(`The CSV's row ${index + 2} has "${fields[trialsAt]}" trials; write a whole number.`);
    counts.set(id, counts.get(id)! + trials);
  });
  return counts;
}

/** One CSV line's fields: commas split, double quotes hold commas and "" stands for a quote. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
const signed = (value: number) => `${value >= 0 ? "+" : ""}${percent(value)}`;

/** The readout: one row per variant, then the sample-ratio check and what is still needed. */
export function readoutReport(
  plan: ReadoutPlan,
  visitors: Map<string, number>,
  conversions: Map<string, number>,
): { rows: string[][]; notes: string[] } {
  const counts: VariantCounts[] = plan.variants.map((variant) => ({
    name: variant.id,
    visitors: visitors.get(variant.id) ?? 0,
    conversions: Math.min(conversions.get(variant.id) ?? 0, visitors.get(variant.id) ?? 0),
  }));
  const [control] = counts;
  const needed = control ? visitorsNeeded(rate(control), plan.smallestLift) : null;
  const rows = counts.map((variant, index) => {
    const lift = index === 0 || !control ? null : liftOver(control, variant);
    return [
      variant.name,
      variant.visitors.toLocaleString("en-US"),
      variant.conversions.toLocaleString("en-US"),
      percent(rate(variant), 2),
      index === 0
        ? "(baseline)"
        : lift
          ? `${signed(lift.lift)} (${signed(lift.low)} to ${signed(lift.high)})`
          : "—",
      index === 0 ? "—" : lift ? percent(lift.chanceToBeat) : "—",
      needed === null ? "—" : Math.max(0, needed - variant.visitors).toLocaleString("en-US"),
    ];
  });
  const ratio = sampleRatio(
    counts,
    plan.variants.map((variant) => variant.share),
  );
  const notes = [
    ratio.mismatch
      ? `Sample ratio MISMATCH: χ² ${ratio.chiSquare.toFixed(2)}, p ${ratio.p.toExponential(1)} < 0.001. The split is not what the shares say: find why before reading any lift.`
      : `Sample ratio as the shares say: χ² ${ratio.chiSquare.toFixed(2)}, p ${ratio.p.toFixed(3)}.`,
    needed === null
      ? `No estimate of the visitors needed yet: the first variant has no conversions.`
      : `To find a lift of ${signed(plan.smallestLift)} (80% power, two-sided 5%), each variant needs ${needed.toLocaleString("en-US")} visitors.`,
  ];
  return { rows, notes };
}

/** The table's header, in the order of `readoutReport`'s columns. */
export const readoutColumns = [
  "variant",
  "visitors",
  "conversions",
  "rate",
  "lift over the first (95% interval)",
  "chance to beat the first",
  "visitors still needed",
];
