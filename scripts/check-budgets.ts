import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pagePaths } from "../app/config/pages.ts";

/**
 * Transfer budgets on first load, gzip, per route: the HTML, and the JavaScript and CSS its
 * HTML loads. Deterministic, so checked on every `npm test`; timings live in `npm run bench`.
 */
// First load: what the page's HTML loads. Islands (docs/decisions/006-islands.md) are not in
// it: static ones load only on client-side navigation, interactive ones as they near the
// viewport. Those interactive ones are budgeted too, as first load plus the island, so code
// cannot escape the budget by moving below the fold.
export const budgets = { js: 120 * 1024, css: 15 * 1024, total: 200 * 1024, jsWithIslands: 128 * 1024 };

const client = "build/client";
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Interactive islands and the pages that place them, read from the source that declares them.
const visibleIslands = [
  ...readFileSync("app/components/islands.ts", "utf8").matchAll(
    /export const (\w+) = island\(\s*\(\) => import\("\.\/[\w/]*?([\w-]+)"\)[^;]*?"visible"/g,
  ),
].map((match) => ({ name: match[1]!, chunk: match[2]! }));
if (visibleIslands.length === 0) throw new Error("check-budgets: found no interactive islands to budget");
const assets = readdirSync(join(client, "assets"));
/** A chunk and every chunk it imports, as the browser would fetch them. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, imported] of readFileSync(join(client, file), "utf8").matchAll(/from"\.\/([^"]+\.js)"/g))
    closure(`/assets/${imported}`, seen);
  return seen;
}
const largest = (files: { file: string; size: number }[]) =>
  files
    .toSorted((a, b) => b.size - a.size)
    .slice(0, 3)
    .map(({ file, size }) => `${file} ${kb(size)}`)
    .join(", ");
const routeFile = (path: string) => `app/routes/${path === "/" ? "home" : path.slice(1)}.tsx`;

const pageScripts = JSON.parse(readFileSync("build/page-scripts.json", "utf8")) as Record<string, string[]>;
const failures: string[] = [];
const rows: string[] = [];
for (const path of pagePaths) {
  const htmlFile = join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  // The bootstrap and every chunk it loads, as recorded by postbuild before it moved them
  // off the critical path.
  const scripts = new Set(pageScripts[path === "/" ? "/" : `${path}/`] ?? []);
  if (scripts.size === 0) throw new Error(`check-budgets: no scripts recorded for ${path}`);
  const html = readFileSync(htmlFile, "utf8");
  const styles = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const sized = (files: Iterable<string>) =>
    [...files].map((file) => ({ file, size: gzipSize(join(client, file)) }));
  const js = sized(scripts);
  const css = sized(styles);
  const jsTotal = js.reduce((sum, { size }) => sum + size, 0);
  const cssTotal = css.reduce((sum, { size }) => sum + size, 0);
  const total = jsTotal + cssTotal + gzipSize(htmlFile);

  // Interactive islands this page places, and what each adds once it nears the viewport.
  const route = readFileSync(routeFile(path), "utf8");
  const later: string[] = [];
  for (const { name, chunk } of visibleIslands) {
    if (!route.includes(`<${name}`)) continue;
    const entry = assets.find((file) => new RegExp(`^${chunk}-[\\w-]+\\.js$`).test(file));
    if (entry === undefined) throw new Error(`check-budgets: no chunk for island ${name} (${chunk})`);
    const extra = sized([...closure(`/assets/${entry}`)].filter((file) => !scripts.has(file)));
    const withIsland = jsTotal + extra.reduce((sum, { size }) => sum + size, 0);
    later.push(`+ ${name} ${kb(withIsland - jsTotal)}`);
    if (withIsland > budgets.jsWithIslands)
      failures.push(
        `${path}: JavaScript with ${name} hydrated ${kb(withIsland)} is ${kb(withIsland - budgets.jsWithIslands)} over ${kb(budgets.jsWithIslands)} (largest: ${largest(extra)})`,
      );
  }
  rows.push(
    `${path.padEnd(10)} js ${kb(jsTotal).padStart(9)}  css ${kb(cssTotal).padStart(8)}  total ${kb(total).padStart(9)}  ${later.join(", ")}`.trimEnd(),
  );

  if (jsTotal > budgets.js)
    failures.push(
      `${path}: JavaScript ${kb(jsTotal)} is ${kb(jsTotal - budgets.js)} over ${kb(budgets.js)} (largest: ${largest(js)})`,
    );
  if (cssTotal > budgets.css)
    failures.push(
      `${path}: CSS ${kb(cssTotal)} is ${kb(cssTotal - budgets.css)} over ${kb(budgets.css)} (${largest(css)})`,
    );
  if (total > budgets.total)
    failures.push(
      `${path}: first load ${kb(total)} is ${kb(total - budgets.total)} over ${kb(budgets.total)}`,
    );
}

console.log(
  `byte budgets (gzip), first load: js ≤ ${kb(budgets.js)}, css ≤ ${kb(budgets.css)}, total ≤ ${kb(budgets.total)}; js with an interactive island hydrated ≤ ${kb(budgets.jsWithIslands)}`,
);
for (const row of rows) console.log(`  ${row}`);
if (failures.length > 0) {
  console.error(`\nbyte budgets missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
