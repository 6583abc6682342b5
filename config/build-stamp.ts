import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { contentDir } from "#src/content/dir.ts";

/**
 * The build stamp: a hash of everything a build reads, which the build writes last
 * (config/postbuild.ts) and `npm start` compares before it serves (server/start.ts), so a build
 * older than its sources, or made for other settings, is never served.
 */

/**
 * Everything a build reads; a change to any of it makes the current build stale. The content is
 * content/ or the copy CONTENT_DIR names (the visual suite's, the editor test's), so a build of
 * one is never served for the other. package.json maps the imports.
 */
const INPUTS = [
  "src",
  "public",
  "config",
  "package.json",
  "package-lock.json",
  "astro.config.ts",
  "tsconfig.json",
];
const ENV = ["SITE_ORIGIN", "SITE_EXTERNAL_HOST"];
const ANALYTICS_ENV = ["ANALYTICS_COLLECTOR", "ANALYTICS_DOMAIN"];

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
  const content = relative(resolve(root), contentDir());
  for (const input of [...INPUTS, content]) {
    for (const file of files(join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(file).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  for (const name of ENV) hash.update(`${name}=${process.env[name] ?? ""}\0`);
  // Counting's variables only when set, so a build without them keeps the stamp it always had,
  // and `npm start` rebuilds when counting is turned on, off or pointed elsewhere.
  for (const name of ANALYTICS_ENV)
    if (process.env[name]?.trim()) hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest("hex");
}

export function buildIsCurrent(root = "."): boolean {
  const stamp = join(root, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, "utf8") === inputsHash(root);
}
