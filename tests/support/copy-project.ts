import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { astroCacheDir } from "#config/astro-cache.ts";
import { seedPictures } from "./picture-cache.ts";

/**
 * Everything a build of the project and its tests need, for the runs that build a copy
 * (test:content-edits, test:analytics). One list for both: each once kept its own, and one that
 * lacked a folder its specs read (bench/, for the budgets) failed only in that run.
 */
const projectFiles = [
  "src",
  "content",
  "public",
  "config",
  "server",
  "scripts",
  "bench",
  "functions",
  "tests",
  // The experiments' simulation checks the rates docs/experiments.md states.
  "docs",
  "package.json",
  "package-lock.json",
  "astro.config.ts",
  "tsconfig.json",
  "playwright.config.ts",
  "vitest.config.ts",
  ".nvmrc",
];

/**
 * A copy of the project in a new folder under the system's temporary one (its name starts with
 * `prefix`), node_modules linked rather than copied, so nothing in this working tree is touched.
 * Returns the copy's path.
 */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const file of projectFiles)
    if (existsSync(file))
      cpSync(file, join(copy, file), {
        recursive: true,
        // The events path's generated upstream module belongs to this tree's build; the copy's
        // build writes its own.
        filter: (source) => !source.endsWith("functions/api/_collector.js"),
      });
  symlinkSync(join(process.cwd(), "node_modules"), join(copy, "node_modules"), "dir");
  seedPictures(astroCacheDir(), join(copy, ".astro-cache"));
  return copy;
}
