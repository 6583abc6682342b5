import { spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { standIn, startGitHubStandIn } from "#tests/support/github-stand-in.ts";

/**
 * Cloudflare Pages' local runtime (`wrangler pages dev`: workerd, with Pages' own handler for
 * `_headers`, `_redirects`, clean URLs and the 404 page) serving what a deploy uploads: build/client
 * with the generated _headers, _redirects and _routes.json copied in, the .br/.gz twins left out
 * (Cloudflare compresses on its own, and would otherwise publish them at URLs of their own). A
 * foreground process on a loopback port, for the HTTP tests. Offline: no metrics, no update check, no fetch
 * of Request.cf; all of wrangler's state stays in a temporary folder.
 */
const port = process.env.CLOUDFLARE_PORT ?? "4373";
// No newer than the workerd bundled with the pinned wrangler supports (it names its latest date
// when given a newer one); raise it with the wrangler version.
const COMPATIBILITY_DATE = "2026-10-23";

const dir = join(tmpdir(), `site-cloudflare-${port}`);
const site = join(dir, "site");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
cpSync("build/client", site, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
for (const file of ["_headers", "_redirects", "_routes.json"])
  copyFileSync(join("build/deploy", file), join(site, file));
// The editor's sign-in route, the events path and the experiments' pages, as a deploy uploads them:
// functions/ beside the upload, with the events path's upstream and the running experiments as the
// build wrote them (config/postbuild.ts), and the files of src/ the Functions import (the
// experiments' rule and its draw, the campaigns' dates), at the same place relative to them.
for (const generated of [
  "functions/api/_collector.js",
  "functions/_experiments.js",
  "functions/_campaigns.js",
])
  if (!existsSync(generated)) throw new Error(`cloudflare: ${generated} is missing; run npm run build first`);
cpSync("functions", join(dir, "functions"), { recursive: true });
for (const file of ["src/lib/experiments/choose.ts", "src/lib/experiments/draw.ts", "src/lib/campaigns.ts"]) {
  mkdirSync(join(dir, file, ".."), { recursive: true });
  copyFileSync(file, join(dir, file));
}

// GitHub's OAuth endpoints, stood in for on the next port; the route is pointed at it by the
// same settings a deploy sets for the real GitHub (functions/oauth/handshake.ts, OAuthEnv).
const standInPort = Number(port) + 1;
await startGitHubStandIn(standInPort);
const standInOrigin = `http://127.0.0.1:${standInPort}`;
const bindings = {
  GITHUB_CLIENT_ID: standIn.clientId,
  GITHUB_CLIENT_SECRET: standIn.clientSecret,
  GITHUB_AUTHORIZE_URL: `${standInOrigin}/login/oauth/authorize`,
  GITHUB_TOKEN_URL: `${standInOrigin}/login/oauth/access_token`,
};

const wrangler = resolve(
  createRequire(import.meta.url).resolve("wrangler/package.json"),
  "../bin/wrangler.js",
);
const child = spawn(
  process.execPath,
  [
    wrangler,
    "pages",
    "dev",
    site,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--persist-to=${join(dir, "state")}`,
    "--log-level=error",
    "--show-interactive-dev-session=false",
    ...Object.entries(bindings).map(([name, value]) => `--binding=${name}=${value}`),
  ],
  {
    cwd: dir,
    stdio: ["ignore", "inherit", "pipe"],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_HIDE_BANNER: "true", // the banner is also what checks the registry for updates
      CLOUDFLARE_CF_FETCH_ENABLED: "false", // the placeholder Request.cf, without asking workers.cloudflare.com
      WRANGLER_LOG_PATH: join(dir, "logs"),
      MINIFLARE_CACHE_DIR: join(dir, "cache"),
    },
  },
);
// wrangler logs each request it fails with the whole path and a stack; one short line is enough.
// The assets it cannot serve from Node are known defects of the local runtime, which http.spec.ts
// expects (platforms.cloudflare.defects): say so on the line.
createInterface({ input: child.stderr! }).on("line", (line) => {
  if (!line.trim() || line.startsWith("      at ")) return;
  const short = line.length > 160 ? `${line.slice(0, 160)}…` : line;
  console.error(
    line.includes("Could not serve static asset") || line.includes("Invalid URL string")
      ? `${short} (expected: a known defect of wrangler pages dev, see http.spec.ts)`
      : short,
  );
});
console.log(
  `cloudflare: serving build/client with _headers, _redirects, _routes.json and functions/ at http://127.0.0.1:${port}, GitHub's sign-in stood in for at ${standInOrigin}`,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
