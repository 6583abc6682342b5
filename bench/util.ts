import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import type { Page } from "@playwright/test";
import { setTimeout as sleep } from "node:timers/promises";
import { join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { writeTwins } from "#config/twins.ts";
import { removeAtEnd } from "./procs.ts";

export const CLIENT_DIR = "build/client";

/**
 * The `type`s of an inline `<script>` the browser runs as script, the ones the script budgets count:
 * JSON-LD, speculation rules and JSON data blocks (the linked preload's list of URLs) are data.
 * Handed to the page's own code (page.evaluate, init scripts), which cannot import it.
 */
export const runningScriptTypes: readonly string[] = ["", "module", "text/javascript"];

/** The text of every inline script the page runs now (`runningScriptTypes`), for the script budgets. */
export function runningInlineScripts(page: Page): Promise<string[]> {
  return page.evaluate(
    (types) =>
      [...document.scripts]
        .filter((script) => !script.src && types.includes(script.type))
        .map((script) => script.text),
    runningScriptTypes,
  );
}

/**
 * A copy of the build, removed when the bench ends, with some of its files rewritten: `rewrite`
 * gets each file's path (relative) and text and returns the new text, `null` to delete the file,
 * or undefined to keep it. Rewritten files get fresh precompressed twins, as the build's have, so
 * the copy differs from the site only by what was rewritten.
 */
export async function rewrittenCopy(
  prefix: string,
  rewrite: (file: string, text: string) => string | null | undefined,
): Promise<string> {
  const dir = removeAtEnd(mkdtempSync(join(tmpdir(), prefix)));
  cpSync(CLIENT_DIR, dir, { recursive: true });
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (/\.(br|gz)$/.test(file) || !/\.(html|css|woff2)$/.test(file)) continue;
    const path = join(dir, file);
    const text = readFileSync(path, "utf8");
    const next = rewrite(file, text);
    if (next === undefined || next === text) continue;
    if (next === null) {
      for (const twin of [path, `${path}.br`, `${path}.gz`]) rmSync(twin, { force: true });
      continue;
    }
    writeFileSync(path, next);
    await writeTwins(path);
  }
  return dir;
}

export const median = (values: readonly number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export const kb = (bytes: number) => bytes / 1024;

/** Size of `text` after gzip -9, the budget's measure for scripts. */
export const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

const fileGzipCache = new Map<string, number>();

/**
 * gzip -9 size of the file a site URL serves from build/client, or undefined when the URL is not a
 * file there (a page, a redirect).
 */
export function servedFileGzipBytes(url: string): number | undefined {
  const path = normalize(decodeURIComponent(new URL(url).pathname));
  if (path.includes("..")) return undefined;
  const file = join(CLIENT_DIR, path);
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  let size = fileGzipCache.get(file);
  if (size === undefined) {
    size = gzipSize(readFileSync(file));
    fileGzipCache.set(file, size);
  }
  return size;
}

/** A Markdown table, columns padded so it also reads as plain text. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

function cpuTimes(): { idle: number; total: number } {
  // First line of /proc/stat: user nice system idle iowait irq softirq steal ...
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
}

/** Share of the machine's CPU time that was idle over the next `ms`. */
async function idleShare(ms = 500): Promise<number> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/** Starts measuring the machine's idle CPU share; the function returned reads it since the start. */
export function idleMeter(): () => number {
  const before = cpuTimes();
  return () => {
    const after = cpuTimes();
    const total = after.total - before.total;
    return total > 0 ? (after.idle - before.idle) / total : 1;
  };
}

/**
 * The machine is shared, and simulated Lighthouse metrics scale with the CPU time the trace
 * observed. Before a run, wait (at most `maxWaitMs`) for half a second in which at least
 * `threshold` of the CPU was idle; returns the last idle share seen, to be recorded with the run.
 */
export async function waitForIdleCpu(threshold = 0.5, maxWaitMs = 20_000): Promise<number> {
  const end = Date.now() + maxWaitMs;
  let idle = await idleShare();
  while (idle < threshold && Date.now() < end) idle = await idleShare();
  return idle;
}
