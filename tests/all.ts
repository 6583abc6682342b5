import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { astroCacheDir } from "#config/astro-cache.ts";
import { copyProject } from "#tests/support/copy-project.ts";
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

function npmRun(
  script: string,
  args: string[],
  buffered: boolean,
  where: { cwd?: string; env?: Record<string, string> } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      cwd: where.cwd,
      env: { ...process.env, ...where.env },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * The visual suite's build, made in a copy of the project (node_modules linked) so that it can run
 * beside the unit tests, whose static checks and build refusals write this tree's .astro/ folder
 * as a build does. Once made it is this tree's build: the copy's sources are this tree's, so its
 * stamp is current here (config/build-stamp.ts) and `npm start`'s server in the visual suite serves
 * it rather than building again; its pictures start this tree's cache for the visual content.
 */
function visualBuild(): Promise<Outcome> {
  const copy = copyProject("visual-build-");
  // The copy has this tree's tests/, its visual content's Astro cache among them: pictures made
  // before are not made again.
  const content = join(copy, relative(process.cwd(), visualContentDir));
  return npmRun("build", [], true, { cwd: copy, env: { CONTENT_DIR: content } }).then((outcome) => {
    if (outcome.code === 0) {
      rmSync("build", { recursive: true, force: true });
      cpSync(join(copy, "build"), "build", { recursive: true });
      seedPictures(astroCacheDir(content), astroCacheDir(visualContentDir));
    }
    rmSync(copy, { recursive: true, force: true });
    return { ...outcome, script: visualBuild.label };
  });
}
visualBuild.label = "the visual suite's build";

/** An npm script and its arguments, or work of another kind with a label to print. */
type Run = [string, string[]?] | { (): Promise<Outcome>; label: string };
const named = (run: Run) => (typeof run === "function" ? run.label : run[0]);

/** One step: `front` streams its output, each of `beside` prints its own once done. */
async function step(front: [string, string[]?], ...beside: Run[]) {
  const started = Date.now();
  const names = [front, ...beside].map(named).join(" + ");
  console.log(`\nnpm test: ${names}`);
  const outcomes = await Promise.all([
    npmRun(front[0], front[1] ?? [], false),
    ...beside.map((run) =>
      (typeof run === "function" ? run() : npmRun(run[0], run[1] ?? [], true)).then((outcome) => {
        console.log(`\nnpm test: ${outcome.script}, which ran beside ${front[0]}:\n${outcome.output}`);
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

await step(["test:unit"], ["test:static"], visualBuild);
await step(["test:visual"]);
// The visual suite's build has just made the pictures content/ shows too: this build starts with them.
seedPictures(astroCacheDir(visualContentDir), astroCacheDir());
await step(["build"]);
await step(["test:e2e", e2eProjects.flatMap((project) => ["--project", project])]);
await step(["test:content-edits"], ["test:analytics"]);
