import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Everything a build reads; a change to any of it makes the current build stale. */
const INPUTS = ["src", "content", "public", "scripts", "package-lock.json", "astro.config.ts", "tsconfig.json"];
const ENV = ["SITE_ORIGIN", "SITE_EXTERNAL_HOST"];

export const STAMP_FILE = "build/.inputs-hash";

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).toSorted()) yield* files(join(path, entry));
}

export function inputsHash(root = "."): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(file).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  for (const name of ENV) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  return hash.digest("hex");
}

export function buildIsCurrent(root = "."): boolean {
  const stamp = join(root, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, "utf8") === inputsHash(root);
}
