import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import autocannon from "autocannon";
import { markdownTable, waitForIdleCpu } from "./bench-util.ts";

/**
 * `npm run bench:load`: autocannon against `npm start` and nginx side by side, each serving the
 * current build on loopback, path by path (one server, then the other), with a short warm-up
 * and a wait for an idle CPU before each run. Prints one table and the verdict against the
 * targets; exits 1 when one is missed.
 *
 * Targets for `npm start`, on every path: no errors, timeouts or unexpected statuses; at least
 * half of nginx's requests per second on the same path; p99 latency of at most 50 ms.
 *
 * BENCH_DURATION (seconds, default 20) shortens the runs. BENCH_LOAD_START replaces the
 * `npm start` command (a shell command that listens on $PORT) to measure another server for the
 * same role, as decision 008 did.
 */
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP_S = 2;
const TARGETS = { minShareOfNginx: 0.5, maxP99Ms: 50 };

const candidate = process.env.BENCH_LOAD_START;
const servers: readonly { name: string; port: number; command: string; args: string[] }[] = [
  candidate
    ? { name: "candidate", port: 4473, command: "sh", args: ["-c", candidate] }
    : { name: "npm start", port: 4473, command: process.execPath, args: ["scripts/start.ts", "--host", "127.0.0.1"] },
  { name: "nginx", port: 4474, command: process.execPath, args: ["scripts/nginx-test-server.ts"] },
];

// Hashed files: the stylesheet every page loads, and the largest script (the React renderer),
// the worst case for a static file. Names carry hashes, so pick by kind and size.
const assetsDir = "build/client/assets";
let assets: { file: string; size: number }[] = [];
try {
  assets = readdirSync(assetsDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, size: statSync(`${assetsDir}/${file}`).size }))
    .toSorted((a, b) => b.size - a.size);
} catch {
  /* no build */
}
const script = assets.find(({ file }) => file.endsWith(".js"))?.file;
const stylesheet = assets.find(({ file }) => file.endsWith(".css"))?.file;
if (!script || !stylesheet) throw new Error("bench:load: no script or stylesheet in build/client/assets; run npm run build first");
const paths = [
  { path: "/", status: 200 },
  { path: "/pricing", status: 200 },
  { path: `/assets/${stylesheet}`, status: 200 },
  { path: `/assets/${script}`, status: 200 },
  { path: "/no-such-page", status: 404 },
];

async function waitFor(port: number) {
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`bench:load: nothing answered on port ${port}`);
}

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
};
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  idle: number;
}

async function measure(port: number, path: string, status: number): Promise<Result> {
  const url = `http://127.0.0.1:${port}${path}`;
  const headers = { "accept-encoding": "br, gzip" }; // as a browser asks
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  const idle = await waitForIdleCpu(0.8);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== status)
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
    idle,
  };
}

for (const server of servers) {
  children.push(
    spawn(server.command, server.args, {
      env: { ...process.env, PORT: String(server.port), NGINX_PORT: String(server.port) },
      stdio: "ignore",
      detached: true, // its own process group, so stopping it stops what it started
    }),
  );
}
await Promise.all(servers.map((server) => waitFor(server.port)));

const cells = (result: Result) => [
  String(result.rps),
  String(result.p50),
  String(result.p99),
  String(result.errors),
  `${Math.round(result.idle * 100)}%`,
];
const rows: string[][] = [];
const misses: string[] = [];
for (const { path, status } of paths) {
  const ours = await measure(servers[0]!.port, path, status);
  const nginx = await measure(servers[1]!.port, path, status);
  const share = ours.rps / nginx.rps;
  const missed = [
    ours.errors > 0 && `${ours.errors} errors`,
    share < TARGETS.minShareOfNginx && `${Math.round(share * 100)}% of nginx's req/s`,
    ours.p99 > TARGETS.maxP99Ms && `p99 ${ours.p99} ms`,
  ].filter((miss): miss is string => typeof miss === "string");
  misses.push(...missed.map((miss) => `${path}: ${miss}`));
  rows.push([servers[0]!.name, path, ...cells(ours), `${Math.round(share * 100)}%`, missed.length ? `fail: ${missed.join(", ")}` : "pass"]);
  rows.push([servers[1]!.name, path, ...cells(nginx), "", ""]);
}

console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s per row after ${WARMUP_S} s of warm-up, Accept-Encoding: br, gzip; ` +
    `"idle" is the CPU left idle just before the row. Targets for ${servers[0]!.name}: 0 errors, ` +
    `at least ${TARGETS.minShareOfNginx * 100}% of nginx's req/s, p99 at most ${TARGETS.maxP99Ms} ms.\n`,
);
console.log(
  markdownTable(["server", "path", "req/s", "p50 ms", "p99 ms", "errors", "idle", "vs nginx", "target"], rows),
);
if (misses.length > 0) {
  console.error(`\nbench:load: targets missed\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nbench:load: every target met");
process.exit(0);
