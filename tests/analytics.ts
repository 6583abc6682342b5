import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { startCollectorStandIn } from "#tests/support/collector-stand-in.ts";
import { copyProject } from "#tests/support/copy-project.ts";
import { freePort } from "#tests/support/free-port.ts";

/**
 * `npm run test:analytics` (in `npm test`, beside test:content-edits): the events path (counting,
 * docs/decisions/015) on all three targets. Counting is on only in a build made with ANALYTICS_COLLECTOR set, so, as
 * test:content-edits does, it copies the project (node_modules linked), builds the copy once with
 * the collector pointed at a stand-in on loopback (tests/support/collector-stand-in.ts), then runs
 * tests/analytics.config.ts there: npm start's server, nginx and Cloudflare's runtime on that
 * build, each answering tests/analytics/proxy.spec.ts. The stand-in lives in this process, across
 * the build and the run; the specs reach its control port through ANALYTICS_STAND_IN. Nothing in
 * this working tree is touched. KEEP_ANALYTICS=1 keeps the copy for a look.
 */
const standIn = await startCollectorStandIn();
// Three ports for the three servers, and the one after Cloudflare's for its GitHub stand-in
// (tests/servers/cloudflare-test-server.ts).
const [start, nginx, cloudflare] = [await freePort(), await freePort(), await freePort()];
const env = {
  ...process.env,
  // The build and npm start's server both read it: the server rebuilds a build made without it.
  ANALYTICS_COLLECTOR: standIn.url,
  ANALYTICS_STAND_IN: standIn.control,
  ANALYTICS_PORT: String(start),
  ANALYTICS_NGINX_PORT: String(nginx),
  ANALYTICS_CLOUDFLARE_PORT: String(cloudflare),
};

const copy = copyProject("analytics-");

/** Runs a command in the copy; the stand-in must keep answering meanwhile, so never spawnSync. */
function run(command: string, args: string[], extra: Record<string, string> = {}): Promise<void> {
  console.log(`analytics: ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: copy, stdio: "inherit", env: { ...env, ...extra } });
    child.on("exit", async (code) => {
      if (code === 0) return resolve();
      console.error(`analytics: failed (${command} ${args.join(" ")}); the copy is kept at ${copy}`);
      await standIn.close();
      process.exit(code ?? 1);
    });
  });
}

await run("npm", ["run", "--silent", "build"]);
await run("npx", ["playwright", "test", "--config", "tests/analytics.config.ts", ...process.argv.slice(2)]);
// The same build in Firefox and WebKit: a call to action counted, its tab carrying the placement and
// the landing's campaign (the cross-browser suite's counting scenario, which needs the stand-in).
// One engine after the other: both report to the one stand-in, whose record each scenario reads
// whole, so side by side each would count the other's clicks too.
if (process.argv.length <= 2)
  await run("node", ["tests/browsers/run.ts"], {
    BROWSERS: "firefox,webkit",
    SCENARIOS: "counting:",
    BROWSERS_ONE_AT_A_TIME: "1",
    // Pictures for people only of a scenario that failed: nobody looks at a passing run's here.
    BROWSERS_SHOTS: "failures",
  });
await standIn.close();

if (process.env.KEEP_ANALYTICS) console.log(`analytics: the copy is at ${copy}`);
else rmSync(copy, { recursive: true, force: true });
console.log("analytics: passed");
