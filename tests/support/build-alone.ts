import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Runs `build` while no other test's build runs in this project. Two `astro build`s in one project
 * share its `.astro/` folder, where each writes the picture imports of the content it builds
 * (CONTENT_DIR): side by side, one bundled the other's list and stopped on a picture it could not
 * size. `astro dev` writes the same files as it starts (`whileAlone`). The lock is a folder, made
 * atomically, naming its holder's process; a holder that died is passed over, so a killed run never
 * blocks the next.
 */
export function buildAlone<T>(build: () => T, root = process.cwd()): T {
  const release = takeLock(root);
  try {
    return build();
  } finally {
    release();
  }
}

/** `buildAlone` for work that waits: an `astro dev` started and answering, its content synced. */
export async function whileAlone<T>(work: () => Promise<T>, root = process.cwd()): Promise<T> {
  const release = takeLock(root);
  try {
    return await work();
  } finally {
    release();
  }
}

function takeLock(root: string): () => void {
  const lock = join(root, "node_modules", ".cache", "astro-build.lock");
  const owner = join(lock, "pid");
  mkdirSync(join(lock, ".."), { recursive: true });
  const waitUntil = Date.now() + 600_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      if (!holderAlive(owner)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > waitUntil) throw new Error(`another build held ${lock} for ten minutes`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
}

/** Whether the process named in the lock still runs; a lock just made may not name it yet. */
function holderAlive(owner: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(owner, "utf8"));
  } catch {
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
