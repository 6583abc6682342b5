import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface StepOptions {
  cwd?: string;
  keptOnFailure?: string;
}

/** Stops the script with a failed step's status, saying which and, where there is one, what is kept for a look. */
function failed(name: string, step: string, status: number, options: StepOptions): never {
  const kept = options.keptOnFailure ? `; ${options.keptOnFailure}` : "";
  console.error(`${name}: failed (${step})${kept}`);
  process.exit(status);
}

/**
 * A runner for a suite script's steps (`npm run test:content`, `test:content-edits`): each step
 * printed under the script's name, run with its output shown, and the script stopped with the
 * step's status when it fails, saying which and, where there is one, what is kept for a look.
 */
export function stepRunner(name: string, options: StepOptions = {}) {
  return (command: string, args: string[], env: Record<string, string> = {}) => {
    const step = `${command} ${args.join(" ")}`;
    console.log(`${name}: ${step}`);
    const result = spawnSync(command, args, {
      cwd: options.cwd,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    if (result.status !== 0) failed(name, step, result.status ?? 1, options);
  };
}

/**
 * The same, for a step started beside the ones that follow it, which must read nothing they write
 * (the unit tests that read content/, beside the build): on two cores a build leaves about a third
 * of them idle. Its output goes to a file, printed whole under the script's name when the function
 * it returns is awaited, which stops the script with the step's status if it failed.
 */
export function besideRunner(name: string, options: StepOptions = {}) {
  return (command: string, args: string[]) => {
    const step = `${command} ${args.join(" ")}`;
    console.log(`${name}: ${step} (beside the next step)`);
    // A file, not a pipe: the steps in front block this process, so nothing would drain a pipe.
    const folder = mkdtempSync(join(tmpdir(), "step-"));
    const log = join(folder, "output.log");
    const output = openSync(log, "w");
    const child = spawn(command, args, { cwd: options.cwd, stdio: ["ignore", output, output] });
    closeSync(output);
    const stop = () => child.kill();
    process.once("exit", stop);
    const status = new Promise<number>((resolve) =>
      child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
    );
    return async () => {
      const code = await status;
      process.off("exit", stop);
      console.log(`${name}: ${step}, which ran beside:\n${readFileSync(log, "utf8")}`);
      rmSync(folder, { recursive: true, force: true });
      if (code !== 0) failed(name, step, code, options);
    };
  };
}
