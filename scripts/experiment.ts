import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { load } from "js-yaml";
import { experimentParam, variantIds } from "#src/lib/experiments/choose.ts";
import { site, type ExternalDestination } from "#src/config/site.ts";
import { defaultGoal } from "#src/lib/experiments/goal.ts";
import { readoutPath, readoutRecord, type ReadoutRecord } from "#src/content/readouts.ts";
import {
  conversionEvent,
  experimentProps,
  goalWords,
  perVariant,
  readoutColumns,
  readoutReport,
  statsQueries,
  trialsFromCsv,
  type ReadoutPlan,
  type StatsAnswer,
  type StatsQuery,
} from "#src/lib/experiments/readout.ts";

/**
 * `npm run experiment -- NAME`: an experiment's readout. Reads content/experiments/NAME.yaml, asks
 * Plausible's Stats API v2 for visitors and conversions (clicks on the goal's calls to action) per
 * variant, or takes the conversions from a CSV of trials the host exported, and prints the table
 * of src/lib/experiments/readout.ts: rate, lift with its interval valid at every look, the
 * sample-ratio check, the visitors planned, and last the verdict. With `--write` it also keeps
 * that readout beside the experiment (NAME.readout.json, src/content/readouts.ts), where the
 * editor's preview shows it; the daily job (.github/workflows/readouts.yml) runs it so, for every
 * running experiment, with the key from the repository's secrets (decision 023).
 */

const usage = `Usage: npm run experiment -- NAME [--csv FILE] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--write]
       npm run experiment -- --running [--write]

  NAME           the experiment's file: content/experiments/NAME.yaml
  --running      every experiment whose status is running, one after the other
  --write        also keep each readout beside its experiment (NAME.readout.json), where the
                 editor's preview shows it: what the daily job does
  --csv FILE     conversions = trials started, from a CSV the host exported: a "variant" column
                 (a, b, …), a "trials" column or one row per trial, and optionally an "experiment"
                 column (other experiments' rows are skipped). Visitors still come from Plausible.
  --from, --to   the days counted (--to defaults to today). Without them: all time, which for an
                 experiment is its whole life (its events exist only since it started).

Environment:
  PLAUSIBLE_API_KEY   a Stats API key (Plausible → Account settings → API keys)
  PLAUSIBLE_SITE_ID   the site's domain as Plausible names it
  PLAUSIBLE_HOST      default https://plausible.io (set it for a self-hosted Plausible)
  CONTENT_DIR         the content folder, default content/`;

type Out = Pick<Console, "log" | "error">;

class Refusal extends Error {}

/** `read()`, with what goes wrong said as a refusal naming the file. */
function told<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new Refusal(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** The fields of an experiment's file the readout reads. */
function readExperiment(file: string, name: string) {
  const data = told(file, () => load(readFileSync(file, "utf8"))) as Record<string, unknown> | null;
  const field = (key: string, ok: (value: unknown) => boolean, what: string) => {
    if (!ok(data?.[key])) throw new Refusal(`${file}: "${key}" must be ${what}.`);
    return data![key];
  };
  const page = field("page", (v) => typeof v === "string" && v !== "", "the page it runs on") as string;
  const title = field("name", (v) => typeof v === "string", "a name") as string;
  const status = String(data?.status ?? "draft");
  const smallestLift = field(
    "smallestLift",
    (v) => typeof v === "number" && v > 0,
    "the smallest lift worth finding, in percent (10 for +10%)",
  ) as number;
  const variants = field(
    "variants",
    (v) =>
      Array.isArray(v) &&
      v.length >= 2 &&
      v.length <= variantIds.length &&
      v.every((one: { share?: unknown }) => typeof one?.share === "number" && one.share >= 0),
    `2 to ${variantIds.length} variants, each with its share in percent`,
  ) as { name?: unknown; share: number }[];
  const destinations = Object.keys(site.destinations);
  // The editor writes an emptied optional field as "" or null: no goal, so the default's.
  const goal = (data?.goal === "" || data?.goal == null ? defaultGoal : data.goal) as ExternalDestination[];
  if (!Array.isArray(goal) || goal.length === 0 || !goal.every((key) => destinations.includes(key)))
    throw new Refusal(`${file}: "goal" must list destinations among ${destinations.join(", ")}.`);
  const plan: ReadoutPlan = {
    name,
    variants: variants.map((variant, index) => ({
      id: variantIds[index]!,
      name: String(variant.name ?? ""),
      share: variant.share,
    })),
    smallestLift: smallestLift / 100,
    goal,
  };
  return { page, title, status, plan };
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

function dateRange(from: string | undefined, to: string | undefined): StatsQuery["date_range"] {
  if (from === undefined && to === undefined) return "all";
  if (from === undefined) throw new Refusal("--to needs --from too.");
  const end = to ?? new Date().toISOString().slice(0, 10);
  if (!isDay(from) || !isDay(end) || from > end)
    throw new Refusal(`The days must be YYYY-MM-DD, --from before --to (got ${from} to ${end}).`);
  return [from, end];
}

async function query(host: string, key: string, body: StatsQuery): Promise<StatsAnswer> {
  const url = new URL("/api/v2/query", host);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new Refusal(`Could not reach Plausible at ${url}: ${(error as Error).message}`, { cause: error });
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    // Said below.
  }
  if (!response.ok || !Array.isArray((answer as Partial<StatsAnswer> | undefined)?.results)) {
    const said = (answer as { error?: unknown } | undefined)?.error ?? text.slice(0, 200);
    throw new Refusal(`Plausible answered ${response.status} at ${url}: ${String(said)}`);
  }
  return answer as StatsAnswer;
}

/** An aligned table: the first column to the left, the numbers to the right. */
const table = (rows: string[][]) =>
  rows
    .map((row) =>
      row
        .map((cell, column) => {
          const width = Math.max(...rows.map((other) => other[column]!.length));
          return column === 0 ? cell.padEnd(width) : cell.padStart(width);
        })
        .join("  ")
        .trimEnd(),
    )
    .join("\n");

/** One experiment's readout, as the command prints it and as `--write` keeps it. */
async function readOne(
  name: string,
  file: string,
  range: StatsQuery["date_range"],
  csv: string | undefined,
  api: { key: string; siteId: string; host: string },
): Promise<{ heading: string; record: ReadoutRecord }> {
  const experiment = readExperiment(file, name);
  const trials = csv && told(csv, () => trialsFromCsv(experiment.plan, readFileSync(csv, "utf8")));
  const queries = statsQueries(experiment.plan, api.siteId, range);
  const visitors = perVariant(experiment.plan, await query(api.host, api.key, queries.visitors));
  const conversions =
    trials || perVariant(experiment.plan, await query(api.host, api.key, queries.conversions));
  const { rows, notes, verdict } = readoutReport(experiment.plan, visitors, conversions);
  const record = readoutRecord.parse({
    experiment: name,
    readAt: new Date().toISOString(),
    range,
    conversions: csv
      ? `trials started, from ${csv}.`
      : `visitors who sent "${conversionEvent}" to the goal: ${goalWords(experiment.plan.goal)}.`,
    variants: experiment.plan.variants,
    columns: readoutColumns,
    rows,
    notes,
    verdict,
  });
  const heading =
    `${name}: "${experiment.title}" on ${experiment.page}, ${experiment.status}; ` +
    `${range === "all" ? "all time" : `${range[0]} to ${range[1]}`}, ${api.siteId} at ${api.host}`;
  return { heading, record };
}

/** The readout as the command prints it: every line from the record `--write` keeps, so both say the same. */
function printed(heading: string, record: ReadoutRecord): string {
  const param = experimentParam(record.experiment);
  return [
    heading,
    `Visitors: those whose events carry ${experimentProps.experiment}=${record.experiment}, per ${experimentProps.variant}.`,
    `Conversions: ${record.conversions}`,
    ...record.variants.map(
      (variant) => `  ${variant.id}  ${variant.share}%  ${variant.name}  (?${param}=${variant.id})`,
    ),
    "",
    table([record.columns, ...record.rows]),
    "",
    ...record.notes,
    record.verdict,
  ].join("\n");
}

/**
 * The command; the exit code it returns. `content` is the content folder (CONTENT_DIR, or a
 * test's own).
 */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  out: Out = console,
  content = env.CONTENT_DIR?.trim() || "content",
): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        csv: { type: "string" },
        from: { type: "string" },
        to: { type: "string" },
        running: { type: "boolean" },
        write: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) return (out.log(usage), 0);
    // One experiment by its name, or every running one; a CSV is one experiment's.
    if (values.running ? positionals.length !== 0 || values.csv !== undefined : positionals.length !== 1)
      throw new Refusal(usage);
    const folder = join(content, "experiments");
    let known: string[] = [];
    try {
      known = readdirSync(folder)
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => file.slice(0, -".yaml".length))
        .toSorted();
    } catch {
      // No folder: no experiments yet.
    }
    const fileOf = (name: string) => join(folder, `${name}.yaml`);
    for (const name of positionals)
      if (!known.includes(name))
        throw new Refusal(
          `No experiment "${name}" in ${folder}/. ` +
            (known.length ? `The experiments: ${known.join(", ")}.` : "There are no experiments yet."),
        );
    // Only the status is read to choose: a draft still being written need not be complete.
    const running = (name: string) =>
      (told(fileOf(name), () => load(readFileSync(fileOf(name), "utf8"))) as { status?: unknown } | null)
        ?.status === "running";
    const names = values.running ? known.filter(running) : positionals;
    if (names.length === 0) return (out.log(`No experiment in ${folder}/ is running: nothing to read.`), 0);
    const range = dateRange(values.from, values.to);

    const key = env.PLAUSIBLE_API_KEY?.trim();
    const siteId = env.PLAUSIBLE_SITE_ID?.trim();
    if (!key || !siteId)
      throw new Refusal(
        "The readout asks Plausible's Stats API for the visitors per variant. Set:\n" +
          "  PLAUSIBLE_API_KEY   a Stats API key (Plausible → Account settings → API keys)\n" +
          "  PLAUSIBLE_SITE_ID   the site's domain as Plausible names it\n" +
          "  PLAUSIBLE_HOST      only for a self-hosted Plausible (default https://plausible.io)\n" +
          `then: PLAUSIBLE_API_KEY=… PLAUSIBLE_SITE_ID=… npm run experiment -- ${values.running ? "--running" : names[0]}`,
      );
    const api = { key, siteId, host: env.PLAUSIBLE_HOST?.trim() || "https://plausible.io" };
    for (const [index, name] of names.entries()) {
      const { heading, record } = await readOne(name, fileOf(name), range, values.csv, api);
      let kept = "";
      if (values.write) {
        const path = readoutPath(name, content);
        writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
        kept = `Kept in ${path} for the editor.\n`;
      }
      // The verdict stays the last line of each readout.
      out.log((index > 0 ? "\n" : "") + kept + printed(heading, record));
    }
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")))
      throw error;
    out.error((error as Error).message);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2), process.env);
