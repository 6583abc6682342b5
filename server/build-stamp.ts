import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { HttpRules } from "#config/http-rules.ts";

/** Everything a build reads; a change to any of it makes the current build stale. */
const INPUTS = [
  "src",
  "content",
  "public",
  "config",
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
  for (const input of INPUTS) {
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

/** `npm start`'s PORT: a whole number from 1 to 65535, 3000 when unset; otherwise a sentence saying why not. */
export function parsePort(value: string | undefined): number | string {
  if (value === undefined) return 3000;
  const port = /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (port >= 1 && port <= 65535) return port;
  return `PORT must be a whole number from 1 to 65535, not ${JSON.stringify(value)}`;
}

/** The HTML file of a page's clean URL: "/" → index.html, "/features" → features.html. */
export const pageFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/**
 * What `npm start` needs of a build before it serves it: the rules file, parsed and of the
 * expected shape, and a non-empty file for every page and for the 404 page. Returns the rules,
 * or one sentence naming the first thing missing.
 */
export function checkBuild(
  root: string,
  rulesFile: string,
  pages: readonly string[],
): { rules: HttpRules } | { problem: string } {
  let rules: HttpRules;
  try {
    rules = JSON.parse(readFileSync(rulesFile, "utf8")) as HttpRules;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "is missing" : "is not valid JSON";
    return { problem: `${rulesFile} ${reason}` };
  }
  const shaped =
    typeof rules === "object" &&
    rules !== null &&
    Array.isArray(rules.redirects) &&
    typeof rules.headers?.all === "object" &&
    Array.isArray(rules.headers?.paths) &&
    typeof rules.notFoundPage === "string" &&
    typeof rules.hashedAssetsDir === "string" &&
    typeof rules.cleanUrlRedirect === "number";
  if (!shaped) return { problem: `${rulesFile} is not the rules postbuild writes` };
  for (const file of [...pages.map(pageFile), rules.notFoundPage]) {
    const path = join(root, file);
    if (!existsSync(path) || !statSync(path).isFile() || statSync(path).size === 0)
      return { problem: `${path} is missing or empty` };
  }
  return { rules };
}
