import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Plausible's Stats API v2 on loopback, answering its documented shape
 * (`POST /api/v2/query`, `Authorization: Bearer <key>`,
 * `{"results":[{"dimensions":[…],"metrics":[…]}]}`) with the counts it is given: the visitors per
 * variant, and for a query filtered on a goal (`event:goal`), the conversions. A row for events
 * without a variant comes too, as Plausible sends one, so a reader must pick the variants' rows.
 * A wrong key is answered 401 with Plausible's error body. The command's unit tests and the
 * editor's browser test both read through it.
 */

/** What a query said, as it arrived. */
interface StatsRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { site_id: string; date_range: unknown; metrics: string[]; dimensions: string[]; filters: unknown[] };
}

/** Per variant id, in the experiment's order: its visitors and its conversions. */
export interface StandInCounts {
  visitors: readonly number[];
  conversions: readonly number[];
}

export interface StatsApiStandIn {
  /** PLAUSIBLE_HOST for the command: http://127.0.0.1:<port>. */
  host: string;
  received: StatsRequest[];
  counts: StandInCounts;
  close(): Promise<void>;
}

/** Variant ids in the experiment's order, as the site names them. */
const ids = ["a", "b", "c", "d"];

export async function startStatsApiStandIn(key: string, counts: StandInCounts): Promise<StatsApiStandIn> {
  const received: StatsRequest[] = [];
  const standIn = { counts } as StatsApiStandIn;
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk));
    request.on("end", () => {
      const body = JSON.parse(text) as StatsRequest["body"];
      received.push({
        method: request.method!,
        path: request.url!,
        authorization: request.headers.authorization,
        body,
      });
      if (request.headers.authorization !== `Bearer ${key}`) {
        response.writeHead(401, { "content-type": "application/json" });
        return response.end(JSON.stringify({ error: "Invalid API key" }));
      }
      const goal = body.filters.some((filter) => JSON.stringify(filter).includes('"event:goal"'));
      const values = goal ? standIn.counts.conversions : standIn.counts.visitors;
      // Not in the variants' order, and with events that carry no variant: as Plausible may answer.
      const results = [
        ...values.map((value, index) => ({ dimensions: [ids[index]!], metrics: [value] })).toReversed(),
        { dimensions: ["(none)"], metrics: [17] },
      ];
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ results, meta: {}, query: {} }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return Object.assign(standIn, {
    host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}
