import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import autocannon from "autocannon";

// Drives `npm start` (serve) and nginx, each serving the current build, on loopback only.
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const servers = [
  { name: "serve (npm start)", port: 4473, command: ["scripts/start.ts"], env: { PORT: "4473" } },
  { name: "nginx", port: 4474, command: ["scripts/nginx-test-server.ts"], env: { NGINX_PORT: "4474" } },
];

// The heaviest hashed script (the React renderer, client.*.js): the worst case for a static file.
// The build no longer has an entry.client chunk, and its name carries a hash, so pick by size.
const assetsDir = "build/client/assets";
let scripts: string[] = [];
try {
  scripts = readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
} catch {
  /* no build */
}
const asset = scripts
  .map((file) => ({ file, size: statSync(`${assetsDir}/${file}`).size }))
  .toSorted((a, b) => b.size - a.size)[0]?.file;
if (!asset) throw new Error("bench:load: no script in build/client/assets; run npm run build first");
const targets = [
  { path: "/", status: 200 },
  { path: "/pricing", status: 200 },
  { path: `/assets/${asset}`, status: 200 },
  { path: "/no-such-page", status: 404 },
];

async function waitFor(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`server on ${port} did not start`);
}

const rows: string[][] = [];
let failed = false;
for (const server of servers) {
  const child: ChildProcess = spawn(process.execPath, server.command, {
    env: { ...process.env, ...server.env },
    stdio: "ignore",
  });
  try {
    await waitFor(server.port);
    for (const target of targets) {
      const result = await autocannon({
        url: `http://127.0.0.1:${server.port}${target.path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { "accept-encoding": "gzip, br" },
      });
      const unexpected = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => Number(code) !== target.status)
        .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
      const errors = result.errors + result.timeouts + unexpected;
      if (errors > 0) failed = true;
      rows.push([
        server.name,
        target.path,
        String(Math.round(result.requests.average)),
        String(result.latency.p50),
        String(result.latency.p99),
        String(errors),
      ]);
    }
  } finally {
    child.kill("SIGTERM");
  }
}

const header = ["server", "path", "req/s", "p50 ms", "p99 ms", "errors"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per row\n`);
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const row of rows) console.log(line(row));
if (failed) {
  console.error("\nbench:load: errors, timeouts or unexpected statuses");
  process.exit(1);
}
