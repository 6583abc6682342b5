import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The URL of a chunk the client build emitted and recorded (config/integrations/emitted-chunk.ts),
 * read as the pages are generated; undefined under `astro dev`, which builds no chunks.
 */
export function recordedChunkUrl(recordFile: string): string | undefined {
  if (import.meta.env.DEV) return undefined;
  const record = JSON.parse(readFileSync(join(process.cwd(), recordFile), "utf8")) as { url: string };
  return record.url;
}

/** A script's CSP source: the sha256 of its exact text. */
export const scriptHash = (text: string) =>
  `sha256-${createHash("sha256").update(text).digest("base64")}` as const;
