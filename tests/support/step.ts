import { spawnSync } from "node:child_process";

/**
 * A runner for a suite script's steps (`npm run test:content`, `test:content-edits`): each step
 * printed under the script's name, run with its output shown, and the script stopped with the
 * step's status when it fails, saying which and, where there is one, what is kept for a look.
 */
export function stepRunner(name: string, options: { cwd?: string; keptOnFailure?: string } = {}) {
  return (command: string, args: string[], env: Record<string, string> = {}) => {
    const step = `${command} ${args.join(" ")}`;
    console.log(`${name}: ${step}`);
    const result = spawnSync(command, args, {
      cwd: options.cwd,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    if (result.status === 0) return;
    const kept = options.keptOnFailure ? `; ${options.keptOnFailure}` : "";
    console.error(`${name}: failed (${step})${kept}`);
    process.exit(result.status ?? 1);
  };
}
