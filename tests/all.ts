import { spawn } from "node:child_process";
import { astroCacheDir } from "#config/astro-cache.ts";
import { seedPictures } from "#tests/support/picture-cache.ts";
import { visualContentDir } from "#tests/visual/matrix.ts";
import { e2eProjects } from "./suites.ts";

/**
 * `npm test`: every suite once, in the order each needs the last, with a suite that mostly waits
 * run beside one that computes. On CI's two cores the counting run (`test:analytics`: one browser
 * at a time, waiting on a collector's answers and on timers) left both cores four fifths idle for
 * its minute, and the static checks wait on disk and on each other; each now runs beside a suite
 * that keeps the cores busy (docs/testing.md, "How long it takes").
 *
 * The suite in front prints as it goes; the one beside it prints whole when it ends, under its
 * name. A failure stops nothing already running: every suite of the step ends, then the run stops
 * with each failure named.
 */

interface Outcome {
  script: string;
  code: number;
  output: string;
}

function npmRun(script: string, args: string[], buffered: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output }));
  });
}

/** One step: `front` streams its output, each of `beside` prints its own once done. */
async function step(front: [string, string[]?], ...beside: [string, string[]?][]) {
  const started = Date.now();
  const names = [front, ...beside].map(([script]) => script).join(" + ");
  console.log(`\nnpm test: ${names}`);
  const outcomes = await Promise.all([
    npmRun(front[0], front[1] ?? [], false),
    ...beside.map(([script, args]) =>
      npmRun(script, args ?? [], true).then((outcome) => {
        console.log(`\nnpm test: ${script}, which ran beside ${front[0]}:\n${outcome.output}`);
        return outcome;
      }),
    ),
  ]);
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  console.log(
    `npm test: ${names} ${failed.length ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failed.length) {
    console.error(`npm test: failed: ${failed.map((outcome) => outcome.script).join(", ")}`);
    process.exit(1);
  }
}

await step(["test:unit"], ["test:static"]);
await step(["test:visual"]);
// The visual suite's build has just made the pictures content/ shows too: this build starts with them.
seedPictures(astroCacheDir(visualContentDir), astroCacheDir());
await step(["build"]);
await step(["test:e2e", e2eProjects.flatMap((project) => ["--project", project])]);
await step(["test:content-edits"], ["test:analytics"]);
