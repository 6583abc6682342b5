import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "#src/config/site.ts";
import {
  COLLECTOR_TIMEOUT_MS,
  declaredTooLarge,
  EVENT_LIMIT_BYTES,
  forwardEvent,
  isJsonObject,
  plainAddress,
  readLimited,
} from "./events-proxy.ts";

// The rules every target's events path shares (npm start and the Pages Function run this code;
// the nginx block states the same numbers), without a server.
const stream = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
const visitor = { userAgent: "Visitor/1.0", address: "198.51.100.7" };
const body = new TextEncoder().encode('{"n":"pageview"}');

describe("the Pages Function's route", () => {
  it("is the file at the events path site.ts names (Pages routes by file name)", () => {
    expect(existsSync(`functions${site.analytics.eventsPath}.ts`)).toBe(true);
  });
});

describe("body limits", () => {
  it("refuses a declared length over 4 KB, or one that is not a number", () => {
    expect(declaredTooLarge(String(EVENT_LIMIT_BYTES))).toBe(false);
    expect(declaredTooLarge(String(EVENT_LIMIT_BYTES + 1))).toBe(true);
    expect(declaredTooLarge("lots")).toBe(true);
    expect(declaredTooLarge(null)).toBe(false);
  });

  it("reads up to 4 KB and stops at the first byte past it", async () => {
    const exact = await readLimited(stream("x".repeat(EVENT_LIMIT_BYTES - 100), "y".repeat(100)));
    expect(exact).not.toBe(413);
    expect((exact as Uint8Array).byteLength).toBe(EVENT_LIMIT_BYTES);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readLimited(endless)).toBe(413);
    expect(pulled).toBeLessThan(8);
    expect(await readLimited(null)).toEqual(new Uint8Array(0));
  });
});

describe("what counts as an event", () => {
  it.each([
    ['{"n":"pageview"}', true],
    ["{}", true],
    ["[]", false],
    ["null", false],
    ["1", false],
    ["not json", false],
    ["", false],
  ])("%j: %s", (text, ok) => {
    expect(isJsonObject(new TextEncoder().encode(text))).toBe(ok);
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(isJsonObject(new Uint8Array([0x7b, 0x7d, 0xff]))).toBe(false);
  });
});

/** A fetch that records its calls and answers `result` (or throws it). */
const stub = (result: Response | Error) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (result instanceof Error) throw result;
    return result;
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
};

describe("forwarding", () => {
  it("sends the event to the fixed upstream with only the agent, the address and text/plain", async () => {
    const { calls, fetch } = stub(new Response("ok", { status: 202 }));
    expect(await forwardEvent("http://127.0.0.1:9/api/event", body, visitor, { fetch })).toEqual({
      status: 202,
      body: "Accepted\n",
    });
    expect(calls[0]!.url).toBe("http://127.0.0.1:9/api/event");
    expect(calls[0]!.init.headers).toEqual({
      "Content-Type": "text/plain",
      "User-Agent": "Visitor/1.0",
      "X-Forwarded-For": "198.51.100.7",
    });
    expect(calls[0]!.init.redirect).toBe("manual");
    expect(calls[0]!.init.body).toBe(body);
  });

  it.each([
    [202, 202],
    [200, 200],
    [400, 400],
    [429, 429],
    [301, 502],
    [500, 502],
    [503, 502],
  ])("a collector's %i is a %i to the visitor", async (upstream, visitorStatus) => {
    const { fetch } = stub(new Response(null, { status: upstream }));
    expect((await forwardEvent("http://x/", body, visitor, { fetch })).status).toBe(visitorStatus);
  });

  it("no connection is a 502, no status line in time a 504", async () => {
    expect((await forwardEvent("http://x/", body, visitor, stub(new TypeError("fetch failed")))).status).toBe(
      502,
    );
    const timeout = new DOMException("timed out", "TimeoutError");
    expect((await forwardEvent("http://x/", body, visitor, stub(timeout))).status).toBe(504);
    expect(COLLECTOR_TIMEOUT_MS).toBe(2000);
  });

  it("sends no X-Forwarded-For when the address is unknown", async () => {
    const { calls, fetch } = stub(new Response(null, { status: 202 }));
    await forwardEvent("http://x/", body, { userAgent: "", address: "" }, { fetch });
    expect(calls[0]!.init.headers).toEqual({ "Content-Type": "text/plain", "User-Agent": "" });
  });

  it("names an IPv4 visitor of a dual-stack socket by its IPv4 address", () => {
    expect(plainAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(plainAddress("::1")).toBe("::1");
    expect(plainAddress("2001:db8::1")).toBe("2001:db8::1");
  });
});
