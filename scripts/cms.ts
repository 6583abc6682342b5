import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { adminPath } from "#src/config/pages.ts";
import { cmsLocalBackend } from "#config/http-rules.ts";

/**
 * `npm run cms`: the content editor on this machine, with no hosted service. decap-server reads
 * and writes the files under content/ in this working copy (on 127.0.0.1 at cmsLocalBackend's port,
 * where the dev server's copy of the editor's config looks for it), and Astro's dev server shows the site and the editor, and
 * reloads pages as files change. Save in the editor, see the page, commit with git.
 *
 * It starts and stops as one: Ctrl-C, or SIGTERM/SIGHUP to this process (or to `npm run cms`,
 * which passes it on), stops both servers and everything they started; if either server stops,
 * the other is stopped too. A port already in use is named before anything starts.
 * CMS_BACKEND_PORT moves decap-server (tests only: the editor looks for it at cmsLocalBackend).
 */
const port = Number(process.env.PORT ?? 4321);
const backendPort = Number(process.env.CMS_BACKEND_PORT ?? new URL(cmsLocalBackend).port);
const require = createRequire(import.meta.url);
const decapServer = resolve(require.resolve("decap-server/package.json"), "../dist/index.js");
const astro = resolve(require.resolve("astro/package.json"), "../bin/astro.mjs");

/** Whether something already listens on this port (on any address the servers would use). */
function taken(portNumber: number, host: string | undefined): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => done(error.code === "EADDRINUSE"));
    probe.listen(portNumber, host, () => probe.close(() => done(false)));
  });
}

const ports = [
  { port: backendPort, host: "127.0.0.1", what: "the editor's file server (decap-server)" },
  { port, host: undefined, what: "the site and the editor (astro dev)" },
];
for (const { port: portNumber, host, what } of ports) {
  if (await taken(portNumber, host)) {
    console.error(
      `cms: port ${portNumber} is already in use, so ${what} cannot start. ` +
        "Is another `npm run cms` (or `npm run dev`) still running? Stop it and try again" +
        (portNumber === port ? `, or choose another port: PORT=4322 npm run cms.` : "."),
    );
    process.exit(1);
  }
}

// Each server leads its own process group, so a stop reaches whatever it started in turn.
const children: ChildProcess[] = [
  spawn(process.execPath, [decapServer], {
    // No terminal input: a detached group reading it would be stopped by the shell.
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
    env: {
      ...process.env,
      PORT: String(backendPort),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: process.cwd(),
    },
  }),
  spawn(process.execPath, [astro, "dev", "--port", String(port)], {
    // No terminal input: a detached group reading it would be stopped by the shell.
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  }),
];
console.log(`cms: the editor opens at http://localhost:${port}${adminPath} (Login, then edit and Publish)`);

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || !running(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) signalGroup(child, "SIGTERM");
  // A server that ignores SIGTERM for 5 s is killed, so nothing outlives this process.
  const force = setTimeout(() => {
    for (const child of children) signalGroup(child, "SIGKILL");
  }, 5_000);
  await Promise.all(
    children.map((child) => (running(child) ? new Promise((done) => child.once("exit", done)) : undefined)),
  );
  clearTimeout(force);
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(0));
for (const child of children)
  child.on("exit", (code) => {
    if (!stopping) console.error("cms: a server stopped; stopping the other.");
    void stop(code ?? 1);
  });
