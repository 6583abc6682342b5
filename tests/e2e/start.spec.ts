import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@playwright/test";
import { expect } from "./fixtures.ts";

// `npm start` exactly as a person runs it, on a port of its own: it serves, and SIGTERM stops it
// at once with status 0 and frees the port, with a browser-like keep-alive connection left open.
test("npm start stops cleanly on SIGTERM", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const port = Number(new URL(baseURL!).port) + 300;
  const origin = `http://127.0.0.1:${port}`;
  // Its own process group, so whatever it leaves behind can be ended after a failure.
  const npm = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    npm.on("exit", (code, signal) => resolve({ code, signal })),
  );
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);

    const socket = connect(port, "127.0.0.1");
    const answered = new Promise((resolve) => socket.once("data", resolve));
    socket.write("GET /pricing HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await answered;
    const socketClosed = new Promise((resolve) => socket.once("close", resolve));

    const stopping = Date.now();
    npm.kill("SIGTERM");
    expect(await exited).toEqual({ code: 0, signal: null });
    await socketClosed;
    expect(Date.now() - stopping, "stopped within a second").toBeLessThan(1_000);
    expect(
      await fetch(`${origin}/`).then(
        () => "answered",
        () => "refused",
      ),
      "the port is free",
    ).toBe("refused");
  } finally {
    try {
      process.kill(-npm.pid!, "SIGKILL");
    } catch {
      /* the group is gone: nothing was left behind */
    }
  }
});

/** Runs server/start.ts as `npm start` does, to its exit (each case below stops before serving). */
function runStart(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["server/start.ts", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** One line on stderr, status 1, and no stack trace. */
function expectOneLine(result: { code: number | null; stderr: string }, line: string) {
  expect(result.code).toBe(1);
  expect(result.stderr).toBe(`${line}\n`);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}

for (const value of ["abc", "", "0", "65536", "3000abc"]) {
  test(`PORT=${JSON.stringify(value)}: npm start stops with one line naming the variable`, async () => {
    expectOneLine(
      await runStart([], { PORT: value }),
      `start: PORT must be a whole number from 1 to 65535, not ${JSON.stringify(value)}`,
    );
  });
}

// build/client is rebuilt when a page is missing; a copy given with --root (the benchmark's) is not
// ours to rebuild, so it shows the check's one line. The shared build stays untouched.
for (const missing of ["index.html", "pricing.html", "404.html"]) {
  test(`a build without ${missing} is not served: one line names the file`, async ({ baseURL }) => {
    const root = mkdtempSync(join(tmpdir(), "start-check-"));
    try {
      cpSync("build/client", root, { recursive: true });
      rmSync(join(root, missing));
      const port = String(Number(new URL(baseURL!).port) + 301);
      expectOneLine(
        await runStart(["--root", root, "--host", "127.0.0.1"], { PORT: port }),
        `start: cannot serve ${root}: ${join(root, missing)} is missing or empty`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
}

test("a port in use: one line, no stack trace", async ({ baseURL }) => {
  const { port } = new URL(baseURL!);
  expectOneLine(
    await runStart(["--host", "127.0.0.1"], { PORT: port }),
    `start: listen EADDRINUSE: address already in use 127.0.0.1:${port}`,
  );
});
