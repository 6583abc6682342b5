import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildIsCurrent } from "./build-stamp.ts";
import type { HttpRules } from "./http-rules.ts";
import { createSiteServer, loadSite, stopGracefully } from "./static-server.ts";

// `npm start`: serves build/client with the rules the build resolved (build/http-rules.json).
// --root serves another folder with the same rules (the benchmark's script-free copy);
// --host narrows the listening address (default: every interface, IPv6 and IPv4).
// SIGTERM or SIGINT stop it cleanly with status 0, during the first build too.
const { values } = parseArgs({ options: { root: { type: "string" }, host: { type: "string" } } });
const port = Number(process.env.PORT ?? 3000);
let stop: (() => Promise<void>) | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void (stop?.() ?? Promise.resolve()).then(() => process.exit(0));
  });
}

// Never serve a build older than its sources (or built for another SITE_* setting).
if (!buildIsCurrent()) {
  console.log("start: the build is missing or stale; building first");
  // Its own process group, so a stop reaches astro below npm and sh, not just npm.
  const build = spawn("npm", ["run", "build"], { stdio: "inherit", detached: true });
  stop = async () => {
    if (build.pid !== undefined && build.exitCode === null) process.kill(-build.pid, "SIGTERM");
  };
  const status = await new Promise<number>((resolve) => build.on("exit", (code) => resolve(code ?? 1)));
  if (status !== 0) process.exit(status);
}

const root = values.root ?? "build/client";
const rules = JSON.parse(readFileSync("build/http-rules.json", "utf8")) as HttpRules;
const server = createSiteServer(loadSite(root, rules));
stop = () => stopGracefully(server);
server.on("error", (error) => {
  console.error(`start: ${error.message}`);
  process.exit(1);
});
server.listen(port, values.host, () => console.log(`start: serving ${root} at http://localhost:${port}`));
