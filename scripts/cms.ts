import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { adminPath } from "../src/config/pages.ts";

/**
 * `npm run cms`: the content editor on this machine, with no hosted service. decap-server reads
 * and writes the files under content/ in this working copy (port 8081, only on 127.0.0.1, as
 * public/admin/config.yml expects), and Astro's dev server shows the site and the editor, and
 * reloads pages as files change. Save in the editor, see the page, commit with git.
 */
const port = process.env.PORT ?? "4321";
const require = createRequire(import.meta.url);
const decapServer = resolve(require.resolve("decap-server/package.json"), "../dist/index.js");
const astro = resolve(require.resolve("astro/package.json"), "../bin/astro.mjs");

const children: ChildProcess[] = [
  spawn(process.execPath, [decapServer], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: "8081",
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: process.cwd(),
    },
  }),
  spawn(process.execPath, [astro, "dev", "--port", port], {
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  }),
];
console.log(`cms: the editor opens at http://localhost:${port}${adminPath} (Login, then edit and Publish)`);

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
