import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { losslessCompressPng } from "@napi-rs/image";
import { writeCountedPage } from "#tests/support/any-count.ts";
import { baselinesBudgetBytes, baselinesDir, countedPage, isBaseline, visualContentDir } from "./matrix.ts";

/**
 * `npm run visual:update`: every visual baseline written anew from the current source, in one
 * command. Copies content/ to tests/visual/content (what the baselines show) and adds the counted
 * landing page (matrix.ts, countedPage), builds from it, empties tests/visual/baselines/ (so a page or state no longer shot leaves no
 * file behind), lets Playwright write Chromium's and the cross-browser suite Firefox's and
 * WebKit's, then recompresses them all losslessly (oxipng through @napi-rs/image: about 30% off
 * Chromium's PNGs, 45% off Firefox's) and checks the total against the budget.
 */

const root = join(import.meta.dirname, "../..");
const started = Date.now();

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function step(what: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\nvisual:update: ${what}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CONTENT_DIR: visualContentDir, ...env },
  });
  if (result.status !== 0) {
    console.error(
      `visual:update: ${what} failed (exit ${result.status}); the baselines are half written: git checkout tests/visual`,
    );
    process.exit(1);
  }
}

// The content the baselines will show: content/ as it is now (matrix.ts, visualContentDir).
rmSync(visualContentDir, { recursive: true, force: true });
cpSync(join(root, "content"), visualContentDir, { recursive: true });
// And the page whose sections hold a number of items each, from that content's words (matrix.ts).
writeCountedPage(visualContentDir, countedPage.slug, countedPage.counts);
console.log(
  `visual:update: ${relative(root, visualContentDir)}/ copied from content/, with lp/${countedPage.slug}`,
);
step("building the site from it", npm, ["run", "build"]);
rmSync(baselinesDir, { recursive: true, force: true });
step("Chromium, through Playwright", "npx", [
  "playwright",
  "test",
  "-c",
  "playwright.visual.config.ts",
  "--update-snapshots=all",
]);
step(
  "Firefox ESR and WebKitGTK, through the cross-browser suite",
  process.execPath,
  ["tests/browsers/run.ts"],
  {
    BROWSERS: "firefox,webkit",
    SCENARIOS: "visual:",
    VISUAL_UPDATE: "1",
  },
);

const all = readdirSync(baselinesDir, { recursive: true, encoding: "utf8" })
  .filter(isBaseline)
  .map((file) => join(baselinesDir, file));
// Firefox's and WebKit's are written as lossless WebP already (compare.ts); Chromium's PNGs are
// Playwright's own, recompressed here.
const files = all.filter((file) => file.endsWith(".png"));
console.log(`\nvisual:update: recompressing ${files.length} baselines`);
let before = 0;
// Two at a time: oxipng uses threads of its own, and the machines have two cores.
for (let i = 0; i < files.length; i += 2) {
  await Promise.all(
    files.slice(i, i + 2).map(async (file) => {
      const png = readFileSync(file);
      const smaller = await losslessCompressPng(png);
      before += png.length;
      if (smaller.length < png.length) writeFileSync(file, smaller);
    }),
  );
}
const total = all.reduce((sum, file) => sum + statSync(file).size, 0);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(
  `visual:update: ${all.length} baselines (${files.length} PNG) in ${relative(root, baselinesDir)}/, ${mb(total)} (Chromium's PNGs recompressed from ${mb(before)}; budget ${mb(baselinesBudgetBytes)}), in ${Math.round((Date.now() - started) / 1000)} s`,
);
if (total > baselinesBudgetBytes) {
  console.error("visual:update: over the budget: fewer or smaller shots (tests/visual/matrix.ts)");
  process.exit(1);
}
