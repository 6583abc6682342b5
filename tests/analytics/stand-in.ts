import type { RecordedEvent } from "#tests/support/collector-stand-in.ts";

/**
 * The stand-in collector as the specs of the counting run see it: over its control port, which
 * tests/analytics.ts passes in ANALYTICS_STAND_IN (the stand-in lives in the runner's process).
 */
const control = () => {
  const url = process.env.ANALYTICS_STAND_IN;
  if (!url) throw new Error("ANALYTICS_STAND_IN is not set: run these specs with npm run test:analytics");
  return url;
};

async function call(method: "GET" | "POST", path: string, body?: string): Promise<Response> {
  const response = await fetch(`${control()}${path}`, { method, ...(body === undefined ? {} : { body }) });
  if (!response.ok)
    throw new Error(`stand-in ${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Every request the collector received since the last reset, in order. */
export const readRecorded = async () => (await (await call("GET", "/recorded")).json()) as RecordedEvent[];

/** Forgets what was recorded and answers normally again. */
export const resetStandIn = async () => void (await call("POST", "/reset"));

/** "slow" never answers, "dead" closes the collector's port, "status 500" answers 500. */
export const setStandInMode = async (mode: "normal" | "slow" | "dead" | `status ${number}`) =>
  void (await call("POST", "/mode", mode));

/** A recorded body as the bytes that arrived. */
export const bodyOf = (event: RecordedEvent) => Buffer.from(event.body, "base64");
