import { parse } from "csv-parse/sync";
import { site, type ExternalDestination } from "#src/config/site.ts";
import {
  rate,
  sampleRatio,
  sequentialLift,
  visitorsForHalfWidth,
  visitorsPlanned,
  type Lift,
  type VariantCounts,
} from "./stats.ts";

/**
 * An experiment's readout: the counts per variant, from Plausible's Stats API v2 or a CSV of
 * trials exported from the host, the lifts with intervals that stay valid however often they are
 * read (stats.ts), and the one verdict the team acts on. No I/O here: the command sends the
 * queries and reads the files.
 */

/** What the readout needs of an experiment: its name, its variants and their shares, the lift it looks for, its goal. */
export interface ReadoutPlan {
  name: string;
  /** In order: the first is the page as it is. `name` is the team's, e.g. "Sharper lead". */
  variants: readonly { id: string; name: string; share: number }[];
  /** The smallest lift worth finding, as a fraction (0.2 for +20%). */
  smallestLift: number;
  /** The destinations whose calls to action count as a conversion. */
  goal: readonly ExternalDestination[];
}

/** The event properties every event on an experiment's page carries. */
export const experimentProps = { experiment: "experiment", variant: "variant" } as const;
/** The event a call to action sends; its `destination` property is the path on the host. */
export const conversionEvent = "CTA click";

/**
 * The chance, over the whole life of an experiment and however often it is read, that the readout
 * calls a winner between variants that convert alike. Split evenly over the comparisons with the
 * first variant (Bonferroni), so three or four variants do not multiply it.
 */
export const errorRate = 0.05;
const perComparison = (plan: ReadoutPlan) => errorRate / Math.max(1, plan.variants.length - 1);

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
 * variant who clicked a call to action to one of the goal's destinations, both over `dateRange`
 * ("all", or two ISO dates).
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
      filters: [
        inExperiment,
        ["is", "event:goal", [conversionEvent]],
        ["is", "event:props:destination", plan.goal.map((key) => site.destinations[key])],
      ],
    } satisfies StatsQuery,
  };
}

/** The goal in words: "Start the free trial (freeTrial, /free-trial)" style, for the readout and the editor. */
export const goalWords = (goal: readonly ExternalDestination[]) =>
  goal.map((key) => `${key} (${site.destinations[key]})`).join(", ");

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
 * (no `trials` column: each row counts one). Rows of another experiment are skipped when there is
 * an `experiment` column. Read by csv-parse (RFC 4180): a quoted field may hold commas, quotes and
 * line breaks, as a company's name or a note typed on the host does.
 */
export function trialsFromCsv(plan: ReadoutPlan, text: string): Map<string, number> {
  // Rows may end in CRLF or LF, even both in one file (exports joined by hand).
  const rows = parse(text, {
    bom: true,
    record_delimiter: ["\r\n", "\n"],
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  }) as string[][];
  const header = (rows.shift() ?? []).map((name) => name.toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [variantAt, trialsAt, experimentAt] = [column("variant"), column("trials"), column("experiment")];
  if (variantAt < 0) throw new Error('The CSV needs a header row with a "variant" column.');
  const counts = new Map(plan.variants.map((variant) => [variant.id, 0]));
  rows.forEach((fields, index) => {
    if (experimentAt >= 0 && fields[experimentAt] !== plan.name) return;
    const id = fields[variantAt] ?? "";
    if (!counts.has(id)) return;
    const trials = trialsAt >= 0 ? Number(fields[trialsAt]) : 1;
    if (!Number.isInteger(trials) || trials < 0)
      throw new Error(`The CSV's row ${index + 2} has "${fields[trialsAt]}" trials; write a whole number.`);
    counts.set(id, counts.get(id)! + trials);
  });
  return counts;
}

/** The one decision the readout ends with. */
export type Verdict =
  | { kind: "wins"; id: string; name: string; lift: Lift | null }
  | { kind: "keep running"; visitorsToGo: number | null; planned: number | null }
  | { kind: "no difference" }
  | { kind: "split broken" };

/** Everything the readout says, as numbers: for the command's table, and for any other view of it. */
export interface Readout {
  counts: VariantCounts[];
  /** Per variant, its lift over the first; null for the first, and while no lift can be said. */
  lifts: (Lift | null)[];
  ratio: ReturnType<typeof sampleRatio>;
  /** The visitors in all the experiment plans for, at the first variant's rate so far. */
  planned: number | null;
  verdict: Verdict;
}

/**
 * The readout's numbers and verdict. In order: a broken split stops everything (no lift from it can
 * be trusted); a variant whose interval lies above 0 wins (the one with the largest lift, if
 * several); the first wins when every other lies below 0; when every interval lies below the
 * smallest lift, no variant is worth finding; otherwise it keeps running, for the visitors the plan
 * still needs or, once they are in, the visitors that would narrow the widest undecided interval
 * enough at the lift seen so far.
 */
export function readout(
  plan: ReadoutPlan,
  visitors: Map<string, number>,
  conversions: Map<string, number>,
): Readout {
  const counts: VariantCounts[] = plan.variants.map((variant) => ({
    name: variant.id,
    visitors: visitors.get(variant.id) ?? 0,
    conversions: Math.min(conversions.get(variant.id) ?? 0, visitors.get(variant.id) ?? 0),
  }));
  const alpha = perComparison(plan);
  const control = counts[0]!;
  const lifts = counts.map((variant, index) =>
    index === 0 ? null : sequentialLift(control, variant, plan.smallestLift, alpha),
  );
  const ratio = sampleRatio(
    counts,
    plan.variants.map((variant) => variant.share),
  );
  const planned = visitorsPlanned(
    rate(control),
    plan.smallestLift,
    plan.variants.map((variant) => variant.share),
    alpha,
  );
  const verdict = ((): Verdict => {
    if (ratio.mismatch) return { kind: "split broken" };
    const others = lifts.slice(1);
    const total = counts.reduce((sum, variant) => sum + variant.visitors, 0);
    if (others.some((lift) => lift === null)) return { kind: "keep running", visitorsToGo: null, planned };
    const known = others as Lift[];
    const above = known.filter((lift) => lift.low > 0);
    const wins = (index: number): Verdict => ({
      kind: "wins",
      id: plan.variants[index]!.id,
      name: plan.variants[index]!.name,
      lift: lifts[index]!,
    });
    if (above.length > 0)
      return wins(lifts.indexOf(above.reduce((top, lift) => (lift.lift > top.lift ? lift : top))));
    if (known.every((lift) => lift.high < 0)) return wins(0);
    if (known.every((lift) => lift.high < plan.smallestLift)) return { kind: "no difference" };
    if (planned !== null && planned > total)
      return { kind: "keep running", visitorsToGo: planned - total, planned };
    // Past the plan the lift, if any, is smaller than planned for: the interval of each undecided
    // variant need only shrink until it clears 0 or the smallest lift, whichever is nearer.
    const settled = known
      .filter((lift) => lift.high >= plan.smallestLift)
      .map((lift) =>
        visitorsForHalfWidth(
          total,
          lift.variance,
          Math.max(lift.lift, plan.smallestLift - lift.lift),
          plan.smallestLift,
          alpha,
        ),
      );
    return {
      kind: "keep running",
      visitorsToGo: Math.max(1, ...settled.map((need) => need - total)),
      planned,
    };
  })();
  return { counts, lifts, ratio, planned, verdict };
}

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
const signed = (value: number) => `${value >= 0 ? "+" : ""}${percent(value)}`;
const count = (value: number) => value.toLocaleString("en-US");
const interval = (lift: Lift) => `${signed(lift.lift)} (${signed(lift.low)} to ${signed(lift.high)})`;

/** The verdict as the line the team acts on: it begins `Verdict:` and says what to do next. */
export function verdictLine(plan: ReadoutPlan, verdict: Verdict): string {
  switch (verdict.kind) {
    case "split broken":
      return "Verdict: stop, the split is broken: the visitors are not split as the shares say. End it and ask a developer.";
    case "wins":
      return verdict.id === plan.variants[0]?.id
        ? `Verdict: ${verdict.id} (${verdict.name}) wins: every other variant does worse. End it and keep the page as it is.`
        : `Verdict: ${verdict.id} (${verdict.name}) wins: ${interval(verdict.lift!)}. End it and copy its words into the page.`;
    case "no difference":
      return `Verdict: no difference worth finding: no variant is ${signed(plan.smallestLift)} better. End it and keep the page as it is.`;
    case "keep running":
      return verdict.visitorsToGo === null
        ? "Verdict: keep running: too few conversions yet to say how many visitors it needs."
        : `Verdict: keep running: about ${count(verdict.visitorsToGo)} more visitors in all.`;
  }
}

/** The readout as the command prints it: one row per variant, the notes, and the verdict last. */
export function readoutReport(
  plan: ReadoutPlan,
  visitors: Map<string, number>,
  conversions: Map<string, number>,
): { rows: string[][]; notes: string[]; verdict: string } {
  const { counts, lifts, ratio, planned, verdict } = readout(plan, visitors, conversions);
  const rows = counts.map((variant, index) => {
    const lift = lifts[index];
    return [
      variant.name,
      count(variant.visitors),
      count(variant.conversions),
      percent(rate(variant), 2),
      index === 0 ? "(baseline)" : lift ? interval(lift) : "—",
    ];
  });
  const notes = [
    ratio.mismatch
      ? `Sample ratio MISMATCH: χ² ${ratio.chiSquare.toFixed(2)}, p ${ratio.p.toExponential(1)} < 0.001. The split is not what the shares say: no lift from it can be trusted.`
      : `Sample ratio as the shares say: χ² ${ratio.chiSquare.toFixed(2)}, p ${ratio.p.toFixed(3)}.`,
    planned === null
      ? "No plan yet: the first variant has no conversions."
      : `Planned: ${count(planned)} visitors in all, to find a lift of ${signed(plan.smallestLift)} at the first variant's rate so far (80% power).`,
  ];
  return { rows, notes, verdict: verdictLine(plan, verdict) };
}

/** The table's header, in the order of `readoutReport`'s columns. */
export const readoutColumns = [
  "variant",
  "visitors",
  "conversions",
  "rate",
  `lift over the first (interval, ${percent(1 - errorRate, 0)} at every look)`,
];
