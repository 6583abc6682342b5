import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { HttpRules } from "#config/http-rules.ts";

/** What `npm start` checks before it serves: its PORT, and that the build has what it serves. */

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
 * expected shape, and a non-empty file for every page and for each language's 404 page. Returns the rules,
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
  const notFoundPages = [rules.notFoundPage, ...(rules.notFoundPages ?? []).map((entry) => entry.page)];
  for (const file of [...pages.map(pageFile), ...notFoundPages]) {
    const path = join(root, file);
    if (!existsSync(path) || !statSync(path).isFile() || statSync(path).size === 0)
      return { problem: `${path} is missing or empty` };
  }
  return { rules };
}
