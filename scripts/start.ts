import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { buildIsCurrent } from "./build-stamp.ts";

const port = process.env.PORT ?? "3000";

// Never serve a build older than its sources (or built for another SITE_* setting).
if (!buildIsCurrent()) {
  console.log("start: the build is missing or stale; building first");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serveBin = resolve(createRequire(import.meta.url).resolve("serve/package.json"), "../build/main.js");
const server = spawn(
  process.execPath,
  [
    serveBin,
    "build/client",
    "--config",
    resolve("build/serve.json"),
    "--listen",
    `tcp://0.0.0.0:${port}`,
    "--no-clipboard",
    "--no-port-switching",
  ],
  { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, NO_UPDATE_CHECK: "1" } },
);
console.log(`start: serving build/client at http://localhost:${port}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
