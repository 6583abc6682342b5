import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { load } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteExperiments } from "#src/content/read-content.ts";
import { readoutPath } from "#src/content/readouts.ts";
import { startStatsApiStandIn, type StatsApiStandIn } from "#tests/support/stats-api-stand-in.ts";
import { main } from "./experiment.ts";

/**
 * The daily job (.github/workflows/readouts.yml): its read step's command, run as written against
 * a stand-in for the Stats API on a copy of content/, writes every running experiment's readout
 * where its commit step adds files, with the key from the repository's secrets and nowhere else.
 */

interface Step {
  name?: string;
  run?: string;
  env?: Record<string, string>;
}
const workflow = load(readFileSync(".github/workflows/readouts.yml", "utf8")) as {
  on: { schedule: { cron: string }[] };
  jobs: Record<string, { steps: Step[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const readStep = steps.find((step) => step.run?.startsWith("npm run experiment -- "))!;
const commitStep = steps.find((step) => step.run?.includes("git push"))!;

let standIn: StatsApiStandIn;
let content = "";

beforeAll(async () => {
  content = mkdtempSync(join(tmpdir(), "readouts-job-"));
  cpSync("content", content, { recursive: true });
  standIn = await startStatsApiStandIn("job-key", {
    visitors: [1_000, 1_000, 1_000, 1_000],
    conversions: [50, 50, 50, 50],
  });
});

afterAll(async () => {
  await standIn.close();
  rmSync(content, { recursive: true, force: true });
});

describe("the daily readout job", () => {
  it("runs once a day, with the key from the repository's secrets", () => {
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.schedule[0]!.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(readStep.env?.["PLAUSIBLE_API_KEY"]).toBe("${{ secrets.PLAUSIBLE_API_KEY }}");
    // Nowhere else: not in another step's environment, not in a command line.
    const mentions = steps.filter((step) => JSON.stringify(step).includes("PLAUSIBLE_API_KEY"));
    expect(mentions).toEqual([readStep]);
  });

  it("writes each running experiment's readout where its commit step adds files", async () => {
    const argv = readStep.run!.trim().slice("npm run experiment -- ".length).split(/\s+/);
    const said: string[] = [];
    const code = await main(
      argv,
      { PLAUSIBLE_API_KEY: "job-key", PLAUSIBLE_SITE_ID: "leadscope.example", PLAUSIBLE_HOST: standIn.host },
      { log: (text) => said.push(text), error: (text) => said.push(text) },
      content,
    );
    expect({ code, said: said.join("\n") }).toMatchObject({ code: 0 });
    const experiments = siteExperiments(content);
    const running = experiments.filter((each) => each.status === "running");
    expect(running.length).toBeGreaterThan(0);
    for (const each of experiments)
      expect(existsSync(readoutPath(each.id, content))).toBe(each.status === "running");
    const added = /git add -- (\S+)/.exec(commitStep.run!)![1]!;
    for (const each of running) {
      const file = relative(content, readoutPath(each.id, content));
      expect(`content/${file}`.startsWith(`${added}/`)).toBe(true);
      expect(readFileSync(readoutPath(each.id, content), "utf8")).not.toContain("job-key");
    }
  });
});
