import { spawn } from "node:child_process";

/**
 * `npm run test:static` (the first step of `npm test`): the checks that read the code without running
 * it (types, lint, formatting, unused files and exports), side by side. Each is one process, and most
 * use one core, so one after the other they left a core idle for half a minute. The type check
 * starts after `astro sync` writes the types it reads; Prettier ignores what sync writes, so it starts
 * at once. Each check's output is printed whole when it ends, so two never interleave; all of them run
 * to the end, and the step fails naming each that failed.
 */

type Check = { name: string; steps: string[][] };

const checks: Check[] = [
  { name: "types", steps: [["npm", "run", "--silent", "typecheck"]] },
  { name: "format", steps: [["npm", "run", "--silent", "format:check"]] },
  {
    name: "lint and unused code",
    steps: [
      ["npm", "run", "--silent", "lint"],
      ["npm", "run", "--silent", "knip"],
    ],
  },
];

/** One command, its output kept; resolves with its status and that output. */
function run([command, ...args]: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ status: code ?? 1, output }));
  });
}

const started = Date.now();
const failed = (
  await Promise.all(
    checks.map(async ({ name, steps }) => {
      for (const step of steps) {
        const { status, output } = await run(step);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `test:static: ${step.slice(3).join(" ")} ${status === 0 ? "passed" : "FAILED"} at ${seconds} s`,
        );
        if (output.trim()) console.log(output.trimEnd());
        if (status !== 0) return name;
      }
      return undefined;
    }),
  )
).filter(Boolean);

if (failed.length) {
  console.error(`test:static: failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`test:static: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
