import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { main } from "./experiment.ts";

/**
 * `npm run experiment` against a stand-in for Plausible's Stats API v2 on loopback, answering the
 * documented shape (`POST /api/v2/query`, Bearer key, `{"results":[{"dimensions":[…],"metrics":[…]}]}`)
 * with the worked example of stats.test.ts: 300 of 10,000 against 360 of 10,000.
 */

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { site_id: string; date_range: unknown; metrics: string[]; dimensions: string[]; filters: unknown[] };
}

const received: Received[] = [];
let server: Server;
let host: string;
let content: string;

const answer = (goal: boolean) => ({
  results: [
    { dimensions: ["b"], metrics: [goal ? 360 : 10_000] },
    { dimensions: ["a"], metrics: [goal ? 300 : 10_000] },
    { dimensions: ["(none)"], metrics: [17] },
  ],
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk));
    request.on("end", () => {
      const body = JSON.parse(text) as Received["body"];
      received.push({
        method: request.method!,
        path: request.url!,
        authorization: request.headers.authorization,
        body,
      });
      if (request.headers.authorization !== "Bearer test-key") {
        response.writeHead(401, { "content-type": "application/json" });
        return response.end(JSON.stringify({ error: "Invalid API key" }));
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(answer(body.filters.length === 2)));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  content = mkdtempSync(join(tmpdir(), "experiment-"));
  mkdirSync(join(content, "experiments"));
  writeFileSync(
    join(content, "experiments", "features-lead.yaml"),
    "page: features\nname: Sharper lead\nstatus: running\nsmallestLift: 20\n" +
      "variants:\n  - name: As it is\n    share: 50\n  - name: Sharper\n    share: 50\n",
  );
  writeFileSync(join(content, "experiments", "home-order.yaml"), "page: home\n");
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(content, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
});

async function run(argv: string[], env: Record<string, string>) {
  const logged: string[] = [];
  const errors: string[] = [];
  const code = await main(
    argv,
    env,
    { log: (text) => logged.push(text), error: (text) => errors.push(text) },
    content,
  );
  return { code, out: logged.join("\n"), err: errors.join("\n") };
}

const env = () => ({
  PLAUSIBLE_API_KEY: "test-key",
  PLAUSIBLE_SITE_ID: "leadscope.example",
  PLAUSIBLE_HOST: host,
});

describe("npm run experiment", () => {
  it("asks Plausible for visitors and CTA clicks per variant, and prints the worked example", async () => {
    const { code, out, err } = await run(["features-lead"], env());
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(received.map(({ method, path, authorization }) => [method, path, authorization])).toEqual([
      ["POST", "/api/v2/query", "Bearer test-key"],
      ["POST", "/api/v2/query", "Bearer test-key"],
    ]);
    const inExperiment = ["is", "event:props:experiment", ["features-lead"]];
    expect(received.map(({ body }) => body)).toEqual([
      {
        site_id: "leadscope.example",
        date_range: "all",
        metrics: ["visitors"],
        dimensions: ["event:props:variant"],
        filters: [inExperiment],
      },
      {
        site_id: "leadscope.example",
        date_range: "all",
        metrics: ["visitors"],
        dimensions: ["event:props:variant"],
        filters: [inExperiment, ["is", "event:goal", ["CTA click"]]],
      },
    ]);
    expect(out).toMatch(/^a\s+10,000\s+300\s+3\.00%\s+\(baseline\)\s+—\s+3,911$/m);
    expect(out).toMatch(/^b\s+10,000\s+360\s+3\.60%\s+\+20\.0% \(\+1\.9% to \+38\.1%\)\s+98\.5%\s+3,911$/m);
    expect(out).toContain("b  50%  Sharper  (?xp-features-lead=b)");
    expect(out).toContain("Sample ratio as the shares say: χ² 0.00, p 1.000.");
    expect(out).toContain("each variant needs 13,911 visitors");
  });

  it("sends the days asked for, --to defaulting to today", async () => {
    await run(["features-lead", "--from", "2026-11-01", "--to", "2026-11-28"], env());
    expect(received[0]!.body.date_range).toEqual(["2026-11-01", "2026-11-28"]);
    received.length = 0;
    await run(["features-lead", "--from", "2026-11-01"], env());
    expect(received[0]!.body.date_range).toEqual(["2026-11-01", new Date().toISOString().slice(0, 10)]);
    expect((await run(["features-lead", "--to", "2026-11-28"], env())).code).toBe(1);
  });

  it("takes the conversions from the host's CSV of trials, the visitors from Plausible", async () => {
    const csv = join(content, "trials.csv");
    writeFileSync(csv, "experiment,variant,trials\nfeatures-lead,a,150\nfeatures-lead,b,210\nother,b,999\n");
    const { code, out } = await run(["features-lead", "--csv", csv], env());
    expect(code).toBe(0);
    expect(received).toHaveLength(1);
    expect(out).toContain(`Conversions: trials started, from ${csv}.`);
    expect(out).toMatch(/^a\s+10,000\s+150\s+1\.50%/m);
    expect(out).toMatch(/^b\s+10,000\s+210\s+2\.10%\s+\+40\.0%/m);
  });

  it("says what to set without a key, and asks nothing", async () => {
    const { code, out, err } = await run(["features-lead"], { PLAUSIBLE_SITE_ID: "leadscope.example" });
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toContain("PLAUSIBLE_API_KEY");
    expect(err).toContain("PLAUSIBLE_SITE_ID");
    expect(received).toHaveLength(0);
  });

  it("names the experiments there are for an unknown one, and what Plausible said when it refuses", async () => {
    const unknown = await run(["nope"], env());
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No experiment "nope"');
    expect(unknown.err).toContain("The experiments: features-lead, home-order.");
    const refused = await run(["features-lead"], { ...env(), PLAUSIBLE_API_KEY: "wrong" });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Plausible answered 401 .*Invalid API key/);
  });

  it("names the field of a file it cannot read", async () => {
    const { code, err } = await run(["home-order"], env());
    expect(code).toBe(1);
    expect(err).toMatch(/home-order\.yaml: "name" must be/);
  });
});
