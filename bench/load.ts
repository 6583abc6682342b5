import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { HttpRules } from "#config/http-rules.ts";
import { promisify } from "node:util";
import { markdownTable, waitForIdleCpu } from "./util.ts";

/**
 * `npm run bench:load`: wrk (Debian's package, a C load generator) against `npm start` and nginx
 * side by side, each serving the current build on loopback, path by path (one server, then the
 * other), with a short warm-up and a wait for an idle CPU before each run. Prints one table and
 * the verdict against the targets; exits 1 when one is missed.
 *
 * wrk, not a Node client: autocannon, used until 2026-11-22, needed a full core to read 50 streams
 * of the largest script and capped both servers near 800 req/s there, so that row measured the
 * client (decision 008). wrk on two threads reads them at tens of thousands per second.
 *
 * Targets for `npm start`, on every path: no errors, timeouts or unexpected statuses; at least
 * half of nginx's requests per second on the same path; p99 latency of at most 50 ms.
 *
 * Experiments (docs/decisions/022): each running experiment's page, drawn per request, against the same page
 * without one (its first variant's own file, served as any static page), on both servers: at least
 * 90% of its requests per second (medians of three alternating runs).
 *
 * BENCH_DURATION (seconds, default 20) shortens the runs. BENCH_LOAD_START replaces the
 * `npm start` command (a shell command that listens on $PORT) to measure another server for the
 * same role, as decision 008 did.
 */
const CONNECTIONS = 50;
const THREADS = 2;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP_S = 2;
const TARGETS = { minShareOfNginx: 0.5, maxP99Ms: 50, minShareOfStatic: 0.9 };

const candidate = process.env.BENCH_LOAD_START;
const servers: readonly { name: string; port: number; command: string; args: string[] }[] = [
  candidate
    ? { name: "candidate", port: 4473, command: "sh", args: ["-c", candidate] }
    : {
        name: "npm start",
        port: 4473,
        command: process.execPath,
        args: ["server/start.ts", "--host", "127.0.0.1"],
      },
  { name: "nginx", port: 4474, command: process.execPath, args: ["tests/servers/nginx-test-server.ts"] },
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
if (!script || !stylesheet)
  throw new Error("bench:load: no script or stylesheet in build/client/assets; run npm run build first");
const paths = [
  { path: "/", status: 200 },
  { path: "/pricing", status: 200 },
  { path: `/assets/${stylesheet}`, status: 200 },
  { path: `/assets/${script}`, status: 200 },
  { path: "/no-such-page", status: 404 },
];

if (spawnSync("wrk", ["--version"]).error) {
  console.error("bench:load needs wrk: apt-get install wrk (Debian's package)");
  process.exit(2);
}

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

/** wrk prints latencies with their unit: 950.00us, 2.37ms, 1.02s. */
function milliseconds(value: string): number {
  const [, number, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(value) ?? [];
  if (number === undefined) throw new Error(`bench:load: wrk printed a latency of ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[unit as "us" | "ms" | "s" | "m"];
  return Math.round(Number(number) * scale * 10) / 10;
}

async function wrk(url: string, seconds: number, status: number): Promise<string> {
  const args = [
    `-t${THREADS}`,
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    "--latency",
    "-s",
    "bench/load-status.lua",
  ];
  const { stdout } = await promisify(execFile)("wrk", [...args, "-H", "Accept-Encoding: br, gzip", url], {
    env: { ...process.env, WRK_EXPECT_STATUS: String(status) },
  });
  return stdout;
}

async function measure(port: number, path: string, status: number): Promise<Result> {
  const url = `http://127.0.0.1:${port}${path}`;
  await wrk(url, WARMUP_S, status);
  const idle = await waitForIdleCpu(0.8);
  const out = await wrk(url, DURATION_S, status);
  const number = (pattern: RegExp) => {
    const match = pattern.exec(out)?.[1];
    if (match === undefined) throw new Error(`bench:load: no ${pattern} in wrk's output:\n${out}`);
    return match;
  };
  // "Socket errors: connect 0, read 0, write 0, timeout 0", printed only when there are any.
  const socketErrors = (/Socket errors: (.*)/.exec(out)?.[1] ?? "")
    .split(",")
    .reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0] ?? 0), 0);
  return {
    rps: Math.round(Number(number(/Requests\/sec:\s+([\d.]+)/))),
    p50: milliseconds(number(/^\s+50%\s+(\S+)$/m)),
    p99: milliseconds(number(/^\s+99%\s+(\S+)$/m)),
    errors: socketErrors + Number(number(/unexpected-statuses: (\d+)/)),
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
  rows.push([
    servers[0]!.name,
    path,
    ...cells(ours),
    `${Math.round(share * 100)}%`,
    missed.length ? `fail: ${missed.join(", ")}` : "pass",
  ]);
  rows.push([servers[1]!.name, path, ...cells(nginx), "", ""]);
}

// Each running experiment's page against its first variant's own file: the draw's cost, on both.
const rules = JSON.parse(readFileSync("build/http-rules.json", "utf8")) as HttpRules;
const experimentRows: string[][] = [];
for (const { pages } of rules.experiments?.running ?? []) {
  const [{ path, files }] = pages as [(typeof pages)[number]];
  const fixed = files[0]!.replace(/\.html$/, "");
  for (const server of servers) {
    // Alternating, three times each, the medians: on two shared cores one run against one swings
    // by ±10%, as much as the difference measured.
    const runs: [Result[], Result[]] = [[], []];
    for (let run = 0; run < 3; run++) {
      runs[0].push(await measure(server.port, path, 200));
      runs[1].push(await measure(server.port, fixed, 200));
    }
    const [drawn, same] = runs.map((results) => results.toSorted((a, b) => a.rps - b.rps)[1]!) as [
      Result,
      Result,
    ];
    const share = drawn.rps / same.rps;
    const missed = [
      drawn.errors > 0 && `${drawn.errors} errors`,
      share < TARGETS.minShareOfStatic && `${Math.round(share * 100)}% of the page without an experiment`,
    ].filter((miss): miss is string => typeof miss === "string");
    misses.push(...missed.map((miss) => `${server.name} ${path}: ${miss}`));
    experimentRows.push(
      [
        server.name,
        `${path} (drawn)`,
        ...cells(drawn),
        `${Math.round(share * 100)}%`,
        missed.length ? `fail: ${missed.join(", ")}` : "pass",
      ],
      [server.name, fixed, ...cells(same), "", ""],
    );
  }
}

console.log(
  `\nwrk, ${THREADS} threads, ${CONNECTIONS} connections, ${DURATION_S} s per row after ${WARMUP_S} s of warm-up, Accept-Encoding: br, gzip; ` +
    `"idle" is the CPU left idle just before the row. Targets for ${servers[0]!.name}: 0 errors, ` +
    `at least ${TARGETS.minShareOfNginx * 100}% of nginx's req/s, p99 at most ${TARGETS.maxP99Ms} ms.\n`,
);
console.log(
  markdownTable(
    ["server", "path", "req/s", "p50 ms", "p99 ms", "errors", "idle", "vs nginx", "target"],
    rows,
  ),
);
if (experimentRows.length > 0) {
  console.log(
    `\nExperiments: each page drawn per request against the same page without one; target: at least ${TARGETS.minShareOfStatic * 100}% of its req/s.\n`,
  );
  console.log(
    markdownTable(
      ["server", "path", "req/s", "p50 ms", "p99 ms", "errors", "idle", "vs without", "target"],
      experimentRows,
    ),
  );
}
if (misses.length > 0) {
  console.error(`\nbench:load: targets missed\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nbench:load: every target met");
process.exit(0);
