import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultLocale, localeCodes } from "#src/config/locales.ts";
import { copyProject } from "#tests/support/copy-project.ts";
import { median } from "./util.ts";
import { removeAtEnd, runChild } from "./procs.ts";

/**
 * The build with every language against the same project speaking English only: at most 4× as
 * long, no more than building each of the four languages on its own, since they share one route
 * and one build (docs/decisions/018). The English-only copy is this project with every other
 * language's line taken out of src/config/locales.ts, nothing else; both builds run `npm run build` from a copy of their own,
 * each with its own cache, alternating.
 */
const buildTimeBudget = { ratio: 4 };

function englishOnlyCopy(): string {
  const copy = removeAtEnd(copyProject("bench-english-only-"));
  const file = join(copy, "src/config/locales.ts");
  const text = readFileSync(file, "utf8");
  const others = localeCodes.filter((code) => code !== defaultLocale);
  const kept = text
    .split("\n")
    .filter((line) => !others.some((code) => new RegExp(`^  ${code}: \\{`).test(line)))
    .join("\n");
  if (kept === text) throw new Error("bench: could not take the other languages out of locales.ts");
  writeFileSync(file, kept);
  return copy;
}

async function timedBuild(cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  // CONTENT_DIR gives each copy its own Astro cache (astro.config.ts), not node_modules' shared one.
  const status = await runChild("npm", ["run", "build"], {
    cwd,
    stdio: "ignore",
    env: { ...env, CONTENT_DIR: join(cwd, "content") },
    timeoutMs: 10 * 60_000,
  });
  if (status !== 0) throw new Error(`bench: the build in ${cwd} failed`);
  return performance.now() - started;
}

export async function runBuildTime(options: { runs: number; env: NodeJS.ProcessEnv }) {
  const every = removeAtEnd(copyProject("bench-every-language-"));
  const english = englishOnlyCopy();
  const times = { every: [] as number[], english: [] as number[] };
  for (let run = 0; run < options.runs; run++) {
    times.english.push(await timedBuild(english, options.env));
    times.every.push(await timedBuild(every, options.env));
    console.log(
      `bench: build run ${run + 1}/${options.runs}: English only ${Math.round(times.english.at(-1)!)} ms, every language ${Math.round(times.every.at(-1)!)} ms`,
    );
  }
  const medians = { english: median(times.english), every: median(times.every) };
  const ratio = medians.every / medians.english;
  const languages = localeCodes.length;
  const table = [
    "| build | languages | median s | ratio |",
    "| --- | --- | --- | --- |",
    `| English only | 1 | ${(medians.english / 1000).toFixed(1)} | 1.00× |`,
    `| every language | ${languages} | ${(medians.every / 1000).toFixed(1)} | ${ratio.toFixed(2)}× (budget ${buildTimeBudget.ratio}×) |`,
  ].join("\n");
  const misses =
    ratio <= buildTimeBudget.ratio
      ? []
      : [
          `the build with ${languages} languages takes ${ratio.toFixed(2)}× the English-only build > ${buildTimeBudget.ratio}×`,
        ];
  return { table, misses, json: { runs: options.runs, budget: buildTimeBudget, times, medians, ratio } };
}
