import { existsSync, readFileSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import { gzipSync } from "node:zlib";

export const CLIENT_DIR = "build/client";

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
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
