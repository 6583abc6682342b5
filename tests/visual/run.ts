import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { visualContentDir } from "./matrix.ts";

/**
 * `npm run test:visual` (after a build): the visual suite, both halves, from a build of the content
 * the baselines show (tests/visual/content, through CONTENT_DIR; `npm start`'s server rebuilds
 * for it, and the next suite's rebuilds for content/):
 *   1. Chromium, Playwright's `toHaveScreenshot` (playwright.visual.config.ts); arguments after
 *      `--` go to Playwright (`-g pricing`), and the other engines still run in full;
 *   2. Firefox ESR and WebKitGTK, the cross-browser suite's visual scenarios, compared with
 *      pixelmatch (BROWSERS narrows the engines).
 * `npm run visual:update` writes the baselines and the content copy anew.
 */

const root = join(import.meta.dirname, "../..");

function runStep(what: string, command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CONTENT_DIR: visualContentDir, ...env },
  });
  return result.status === 0 ? undefined : `${what} failed (exit ${result.status})`;
}

const failures = [
  runStep("Chromium", "npx", [
    "playwright",
    "test",
    "-c",
    "playwright.visual.config.ts",
    ...process.argv.slice(2),
  ]),
  runStep("Firefox and WebKit", process.execPath, ["tests/browsers/run.ts"], {
    BROWSERS: process.env.BROWSERS ?? "firefox,webkit",
    SCENARIOS: "visual:",
    // Two WebKit browsers: its shots wait on frames, and one alone ended long after Firefox.
    WEBKIT_LANES: process.env.WEBKIT_LANES ?? "2",
  }),
].filter(Boolean);
for (const failure of failures) console.error(`test:visual: ${failure}`);
process.exit(failures.length ? 1 : 0);
