import { spawn } from "node:child_process";
import { connect } from "node:net";
import { test } from "@playwright/test";
import { expect } from "./fixtures";

// `npm start` exactly as a person runs it, on a port of its own: it serves, and SIGTERM stops it
// at once with status 0 and frees the port, with a browser-like keep-alive connection left open.
test("npm start stops cleanly on SIGTERM", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const port = Number(new URL(baseURL!).port) + 300;
  const origin = `http://127.0.0.1:${port}`;
  // Its own process group, so whatever it leaves behind can be ended after a failure.
  const npm = spawn("npm", ["start"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore", detached: true });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    npm.on("exit", (code, signal) => resolve({ code, signal })),
  );
  try {
    await expect
      .poll(() => fetch(`${origin}/`).then((response) => response.status, () => 0), { timeout: 60_000 })
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
    expect(await fetch(`${origin}/`).then(() => "answered", () => "refused"), "the port is free").toBe("refused");
  } finally {
    try {
      process.kill(-npm.pid!, "SIGKILL");
    } catch {
      /* the group is gone: nothing was left behind */
    }
  }
});
