import { spawn } from "node:child_process";
import { connect, createServer, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "#tests/support/free-port.ts";

/**
 * `npm run cms` starts and stops as one: a stop of its process leaves no server behind (the next
 * start would fail on the port otherwise), and a taken port is said plainly before anything starts.
 * Ports come from the system, so a developer's own `npm run cms` is left alone.
 */

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

function startCms(port: number, backendPort: number) {
  // As a marketer starts it, so the signal goes to npm's process, not straight to the script.
  const child = spawn("npm", ["run", "--silent", "cms"], {
    env: {
      ...process.env,
      PORT: String(port),
      CMS_BACKEND_PORT: String(backendPort),
      ASTRO_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return { child, exited, output: () => output };
}

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});

describe("npm run cms", { timeout: 120_000 }, () => {
  it.each(["SIGTERM", "SIGINT"] as const)("stops both servers when `npm run cms` gets %s", async (signal) => {
    const [port, backendPort] = [await freePort(), await freePort()];
    const cms = startCms(port, backendPort);
    cleanup.push(() => cms.child.kill("SIGKILL"));
    const up = await until(async () => (await listening(port)) && (await listening(backendPort)), 90_000);
    if (!up) throw new Error(`npm run cms did not start both servers:\n${cms.output()}`);
    expect(up).toBe(true);

    // The editor's save check is served beside Decap, bundled from the build's schema.
    const checks = await fetch(`http://localhost:${port}/admin/checks.js`);
    expect(checks.status).toBe(200);
    expect(await checks.text()).toContain("preSave");

    cms.child.kill(signal);
    expect(await cms.exited).toBe(0);
    // Nothing it started still answers: the next `npm run cms` finds both ports free.
    expect(await listening(backendPort)).toBe(false);
    expect(await listening(port)).toBe(false);
  });

  it("names a port that is taken, and starts nothing", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((done) => blocker.listen(0, "127.0.0.1", done));
    cleanup.push(() => blocker.close());
    const backendPort = (blocker.address() as AddressInfo).port;
    const port = await freePort();

    const cms = startCms(port, backendPort);
    cleanup.push(() => cms.child.kill("SIGKILL"));
    expect(await cms.exited).toBe(1);
    expect(cms.output()).toContain(`port ${backendPort} is already in use`);
    expect(cms.output()).toContain("npm run cms");
    expect(cms.output()).not.toMatch(/\n\s+at /);
    expect(await listening(port)).toBe(false);
  });
});
