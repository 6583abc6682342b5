import { expect, test } from "@playwright/test";
import { site } from "#src/config/site.ts";
import { bodyOf, readRecorded, resetStandIn, setStandInMode } from "./stand-in.ts";

// The events path of a build with counting on (docs/decisions/015), by requests, on each target: npm start's
// server (project "start"), the generated nginx block and the Pages Function under Cloudflare's
// runtime, all forwarding to the stand-in collector the build was pointed at (tests/analytics.ts).
const path = site.analytics.eventsPath;
const agent = "Mozilla/5.0 (X11; Linux x86_64) analytics-spec/1.0";
// A real event as the events script sends it, with characters that must arrive as the same bytes.
const event = JSON.stringify({
  n: "CTA click",
  u: "http://127.0.0.1/pricing?utm_source=linkedin",
  d: "leadscope.example",
  r: null,
  p: { cta: "pricing.plans.starter", destination: "freeTrial", plan: "starter", note: "é ü → 🙂" },
});

test.beforeEach(async () => {
  await resetStandIn();
});

test("an event is forwarded byte for byte with the visitor's agent and address, and 202 comes back", async ({
  request,
}) => {
  const response = await request.post(path, {
    data: Buffer.from(event),
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": agent,
      // A visitor's own claim is never passed on.
      "X-Forwarded-For": "203.0.113.9",
      Cookie: "session=secret",
    },
  });
  expect(response.status()).toBe(202);
  const recorded = await readRecorded();
  expect(recorded).toHaveLength(1);
  const [sent] = recorded;
  expect(sent!.method).toBe("POST");
  expect(sent!.path).toBe(new URL(process.env.ANALYTICS_COLLECTOR!).pathname);
  expect(bodyOf(sent!).equals(Buffer.from(event))).toBe(true);
  expect(sent!.userAgent).toBe(agent);
  expect(sent!.forwardedFor).toBe("127.0.0.1");
  expect(sent!.contentType).toBe("text/plain");
});

for (const method of ["GET", "PUT", "DELETE"] as const) {
  test(`${method}: 405 with Allow: POST, nothing forwarded`, async ({ request }) => {
    const response = await request.fetch(path, { method, ...(method === "PUT" ? { data: event } : {}) });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("POST");
    expect(await readRecorded()).toEqual([]);
  });
}

test("a 5 KB body: 413, nothing forwarded", async ({ request }) => {
  const big = JSON.stringify({ n: "pageview", u: "x".repeat(5 * 1024) });
  const response = await request.post(path, { data: big, headers: { "Content-Type": "text/plain" } });
  expect(response.status()).toBe(413);
  expect(await readRecorded()).toEqual([]);
});

test("a body that is not JSON: 400, nothing forwarded", async ({ request }) => {
  const response = await request.post(path, {
    data: "not json",
    headers: { "Content-Type": "text/plain", "User-Agent": agent },
  });
  expect(response.status()).toBe(400);
  expect(await readRecorded()).toEqual([]);
});

test("a slow collector: a gateway error within 2.5 s, and the site still serves pages", async ({
  request,
}) => {
  await setStandInMode("slow");
  const started = Date.now();
  const response = await request.post(path, {
    data: event,
    headers: { "User-Agent": agent },
    timeout: 10_000,
  });
  const waited = Date.now() - started;
  expect([502, 504]).toContain(response.status());
  expect(waited).toBeLessThan(2_500);
  expect((await request.get("/pricing")).status()).toBe(200);
});

test("a dead collector (its port closed): 502 at once, and the site still serves pages", async ({
  request,
}) => {
  await setStandInMode("dead");
  const started = Date.now();
  const response = await request.post(path, {
    data: event,
    headers: { "User-Agent": agent },
    timeout: 10_000,
  });
  expect(response.status()).toBe(502);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect((await request.get("/")).status()).toBe(200);
});

test("a collector in trouble (500) is a 502 to the visitor", async ({ request }) => {
  await setStandInMode("status 500");
  const response = await request.post(path, { data: event, headers: { "User-Agent": agent } });
  expect(response.status()).toBe(502);
});
