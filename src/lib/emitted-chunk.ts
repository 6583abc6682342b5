import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";

/** Where the build writes its records, for the pages it generates in the same process. */
export const emittedChunksEnv = "EMITTED_CHUNKS_DIR";

/**
 * The URL of a chunk the client build emitted and recorded (config/integrations/emitted-chunk.ts),
 * read as the pages are generated; undefined under `astro dev`, which builds no chunks.
 */
export function recordedChunkUrl(recordFile: string): string | undefined {
  if (import.meta.env.DEV) return undefined;
  const folder = process.env[emittedChunksEnv];
  const file = folder ? join(folder, basename(recordFile)) : join(process.cwd(), recordFile);
  const record = JSON.parse(readFileSync(file, "utf8")) as { url: string };
  return record.url;
}

/** A script's CSP source: the sha256 of its exact text. */
export const scriptHash = (text: string) =>
  `sha256-${createHash("sha256").update(text).digest("base64")}` as const;
