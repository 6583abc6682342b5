import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { localeCodes, localePath } from "#src/config/locales.ts";
import { pagePaths } from "#src/config/pages.ts";
import { buildIsCurrent } from "#config/build-stamp.ts";
import { checkBuild, parsePort } from "./start-checks.ts";
import { createSiteServer, loadSite, stopGracefully } from "./static-server.ts";

// `npm start`: serves build/client with the rules the build resolved (build/http-rules.json).
// --root serves another folder with the same rules (the benchmark's script-free copy);
// --host narrows the listening address (default: every interface, IPv6 and IPv4).
// SIGTERM or SIGINT stop it cleanly with status 0, during the first build too.
// Whatever stops it early says why in one line on stderr and exits 1: never a stack trace.
const fail = (message: string): never => {
  console.error(`start: ${message}`);
  process.exit(1);
};

let values: { root?: string | undefined; host?: string | undefined };
try {
  ({ values } = parseArgs({ options: { root: { type: "string" }, host: { type: "string" } } }));
} catch (error) {
  fail((error as Error).message);
}
const port = parsePort(process.env.PORT);
if (typeof port === "string") fail(port);

let stop: (() => Promise<void>) | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void (stop?.() ?? Promise.resolve()).then(() => process.exit(0));
  });
}

const root = values!.root ?? "build/client";
const rulesFile = "build/http-rules.json";
// Every page in every language: a build missing one is built again, not served with a hole.
const everyPage = localeCodes.flatMap((locale) => pagePaths.map((path) => localePath(locale, path)));
const check = () => checkBuild(root, rulesFile, everyPage);

// Never serve a build older than its sources (or built for another SITE_* setting), nor one with a
// page, the 404 page or the rules missing. A broken build/client is rebuilt; another --root (a
// copy of it) is served as it is or not at all.
let checked = check();
const stale = !buildIsCurrent()
  ? "the build is missing or stale"
  : values!.root === undefined && "problem" in checked
    ? checked.problem
    : undefined;
if (stale !== undefined) {
  console.log(`start: ${stale}; building first`);
  // Its own process group, so a stop reaches astro below npm and sh, not just npm.
  const build = spawn("npm", ["run", "build"], { stdio: "inherit", detached: true });
  stop = async () => {
    if (build.pid !== undefined && build.exitCode === null) process.kill(-build.pid, "SIGTERM");
  };
  const status = await new Promise<number>((resolve) => build.on("exit", (code) => resolve(code ?? 1)));
  if (status !== 0) fail(`npm run build failed (status ${status}); its output is above`);
  checked = check();
}
if ("problem" in checked) fail(`cannot serve ${root}: ${checked.problem}`);
const { rules } = checked as Extract<typeof checked, { rules: unknown }>;

let site: ReturnType<typeof loadSite>;
try {
  site = loadSite(root, rules);
} catch (error) {
  fail(`cannot serve ${root}: ${(error as Error).message}`);
}
const server = createSiteServer(site!);
stop = () => stopGracefully(server);
server.on("error", (error) => fail(error.message));
server.listen(port as number, values!.host, () =>
  console.log(`start: serving ${root} at http://localhost:${port}`),
);
