import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * Child processes of the benchmark. Each one starts as the leader of its own process group, so
 * stopping it also stops what it started (npm → astro, Chromium's renderers).
 * Everything started here is stopped on normal exit, on an error, on SIGINT/SIGTERM/SIGHUP and
 * when the overall deadline passes, and stopping waits a bounded time before SIGKILL.
 */
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const cleanups: (() => Promise<unknown>)[] = [];

export function startChild(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { stdio: "ignore", ...options, detached: true });
  children.add(child);
  child.once("exit", () => children.delete(child));
  child.once("error", () => children.delete(child));
  return child;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* the group is already gone */
  }
}

/** SIGTERM to the child's group, up to `graceMs` for it to leave, then SIGKILL to the group. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (!exited(child)) {
    signalGroup(child, "SIGTERM");
    await new Promise<void>((done) => {
      const timer = setTimeout(done, graceMs);
      child.once("exit", () => {
        clearTimeout(timer);
        done();
      });
    });
  }
  // The leader may be gone while processes it started are not.
  signalGroup(child, "SIGKILL");
  children.delete(child);
}

/** Runs a command to completion, at most `timeoutMs`; resolves with its exit code. */
export async function runChild(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs: number },
): Promise<number> {
  const { timeoutMs, ...spawnOptions } = options;
  const child = startChild(command, args, spawnOptions);
  return await new Promise<number>((done, reject) => {
    const timer = setTimeout(() => {
      void stopChild(child, 2_000).then(() =>
        reject(new Error(`bench: ${command} ${args.join(" ")} took longer than ${timeoutMs / 1000} s`)),
      );
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      signalGroup(child, "SIGKILL");
      done(signal ? 1 : (code ?? 1));
    });
  });
}

/** A temporary folder removed when the benchmark ends. */
export function removeAtEnd(dir: string): string {
  tempDirs.add(dir);
  return dir;
}

/** Extra async cleanup (closing a Playwright browser), run before child processes stop. */
export function onCleanup(cleanup: () => Promise<unknown>) {
  cleanups.push(cleanup);
}

let cleaning: Promise<void> | undefined;
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.allSettled(cleanups.splice(0).map((cleanup) => withTimeout(cleanup(), 10_000, "cleanup")));
    await Promise.all([...children].map((child) => stopChild(child)));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    tempDirs.clear();
  })();
  return cleaning;
}

// Last resort when the process leaves without cleanUp (an uncaught error): no waiting is possible
// in an exit handler, so every group gets SIGKILL at once.
process.on("exit", () => {
  for (const child of children) signalGroup(child, "SIGKILL");
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping child processes`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Stops everything and exits with status 2 if the benchmark is still running after `ms`. */
export function deadline(ms: number) {
  const timer = setTimeout(() => {
    console.error(`\nbench: still running after ${Math.round(ms / 60_000)} min; stopping`);
    void cleanUp().finally(() => process.exit(2));
  }, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`bench: ${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Waits until `url` answers (any status below 500), at most `timeoutMs`. Loopback only. */
export async function waitForUrl(url: string, timeoutMs = 60_000) {
  assertLoopback(url);
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`bench: ${url} did not come up within ${timeoutMs / 1000} s`);
}

export function assertLoopback(url: string) {
  if (new URL(url).hostname !== "127.0.0.1") throw new Error(`bench: refusing to contact ${url}`);
}
