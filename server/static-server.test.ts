import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as httpRequest, type Server } from "node:http";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startCollectorStandIn, type CollectorStandIn } from "#tests/support/collector-stand-in.ts";
import { EVENT_LIMIT_BYTES } from "#functions/api/events-proxy.ts";
import { hostileRequests, rawRequest, type RawResponse } from "#tests/e2e/raw-http.ts";
import { httpRules, type HttpRules } from "#config/http-rules.ts";
import { localePath, prefixedLocales, type Locale } from "#src/config/locales.ts";
import {
  acceptedEncodings,
  createSiteServer,
  IDLE_TIMEOUT_MS,
  loadSite,
  MAX_CONNECTIONS,
  stopGracefully,
} from "./static-server.ts";

// The `npm start` server on a small folder made here: no build needed, every rule exercised.
const root = mkdtempSync(join(tmpdir(), "static-server-test-"));
const page = (title: string) =>
  `<!doctype html><title>${title}</title>${"<p>words to compress</p>".repeat(50)}`;
const script = `export const x = "${"y".repeat(2000)}";`;
const files: Record<string, string> = {
  "index.html": page("home"),
  "features.html": page("features"),
  "docs/index.html": page("docs"),
  "admin.html": page("admin"),
  "404.html": page("not found"),
  "assets/app.abc123.js": script,
  "favicon.svg": "<svg/>",
};
const baseRules = httpRules({ script: ["'self'"], style: ["'self'"] });
const revalidated = baseRules.headers.revalidate["Cache-Control"];
// Each language as the build lays it out (src/config/locales.ts): its home beside its folder
// (de.html), its pages and its own not-found page in the folder (de/pricing.html, de/404.html).
for (const code of prefixedLocales) {
  files[`${code}.html`] = page(`home ${code}`);
  files[`${code}/pricing.html`] = page(`pricing ${code}`);
}
for (const { page: file } of baseRules.notFoundPages) files[file] = page(`not found ${file}`);
const twins = { br: (text: string) => brotliCompressSync(text), gz: (text: string) => gzipSync(text) };

const adminCsp = "default-src 'self'; script-src 'self' 'unsafe-eval'";
const rules: HttpRules = {
  ...baseRules,
  headers: {
    ...baseRules.headers,
    paths: [
      { path: "/admin", headers: { "content-security-policy": adminCsp } },
      { path: "/admin/*", headers: { "Content-Security-Policy": adminCsp } },
    ],
  },
};
const caseStudies = rules.redirects[0]!.destination;

let origin = "";
const server = (() => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
    if (path === "favicon.svg") continue; // a file without twins
    for (const [suffix, compress] of Object.entries(twins))
      writeFileSync(join(root, `${path}.${suffix}`), compress(text));
  }
  return createSiteServer(loadSite(root, rules));
})();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopGracefully(server);
  rmSync(root, { recursive: true, force: true });
});

const get = async (target: string, headers: Record<string, string> = {}, method = "GET") => {
  const response = await rawRequest(origin, { method, target, headers });
  if (response === "no answer") throw new Error(`${target}: no answer`);
  return response;
};
const strictCsp = baseRules.headers.all["Content-Security-Policy"]!;

describe("pages and files", () => {
  it.each([
    ["/", "home"],
    ["/features", "features"],
    ["/docs", "docs"],
  ])("%s is served from its .html file with the page headers", async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain(`<title>${title}</title>`);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(revalidated);
    expect(response.headers["content-security-policy"]).toBe(strictCsp);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("hashed assets are immutable for a year", async () => {
    const response = await get("/assets/app.abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("HEAD answers the headers of GET and no body", async () => {
    const response = await get("/features", {}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(files["features.html"]!)));
    expect(response.body.length).toBe(0);
  });

  it("answers If-None-Match with 304 and the same validators", async () => {
    const first = await get("/features", { "Accept-Encoding": "br" });
    const etag = first.headers["etag"]!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const second = await get("/features", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers["etag"]).toBe(etag);
    expect(second.headers["cache-control"]).toBe(revalidated);
    expect((await get("/features", { "If-None-Match": etag })).status, "another encoding's tag").toBe(200);
  });
});

describe("precompressed twins", () => {
  it.each([
    ["br", "br", "br"],
    ["gzip, deflate, br", "br", "br"],
    ["gzip", "gzip", "gz"],
    ["br;q=0, gzip", "gzip", "gz"],
    ["*", "br", "br"],
  ] as const)("Accept-Encoding %s gets the %s twin, byte for byte", async (accept, encoding, suffix) => {
    const response = await get("/assets/app.abc123.js", { "Accept-Encoding": accept });
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(response.body.equals(twins[suffix](script))).toBe(true);
  });

  it.each(["", "identity", "br;q=0, gzip;q=0", "deflate"])(
    "Accept-Encoding %j gets the file itself",
    async (accept) => {
      const response = await get("/", accept ? { "Accept-Encoding": accept } : {});
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body.toString()).toBe(files["index.html"]);
    },
  );

  it("a file without twins is sent as it is, never compressed on the request", async () => {
    const response = await get("/favicon.svg", { "Accept-Encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["vary"]).toBeUndefined();
    expect(response.body.toString()).toBe("<svg/>");
  });

  it.each(["/index.html.br", "/assets/app.abc123.js.gz"])(
    "the twin %s has no URL of its own",
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it("parses Accept-Encoding weights", () => {
    expect([...acceptedEncodings("gzip;q=0.5, br;q=1.0")].toSorted()).toEqual(["br", "gzip"]);
    expect([...acceptedEncodings("br;q=0.000, gzip")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("*;q=0")]).toEqual([]);
  });
});

describe("one URL per page", () => {
  it.each([
    ["/features/", "/features"],
    ["/features.html", "/features"],
    ["/index.html", "/"],
    ["/docs/", "/docs"],
    ["/docs/index.html", "/docs"],
    ["/features/?a=1&b=2", "/features?a=1&b=2"],
    ["/features.html?utm=x", "/features?utm=x"],
  ])("%s redirects (301) to %s on this site", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers["location"]).toBe(location);
    expect(response.headers["content-security-policy"]).toBe(strictCsp);
  });

  it.each(["//evil.example/", "/\\evil.example/", "/features//", "/nope/"])(
    "%s is not a page, so it is not redirected anywhere",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers["location"]).toBeUndefined();
    },
  );
});

describe("the blog redirect", () => {
  it.each([
    "/blog",
    "/blog/",
    "/blog/x",
    "/blog/2024/post?next=https://evil.example",
    "/blog/%2F%2Fevil.example",
    "/blog/\\evil.example",
  ])("%s answers 301 with the fixed case-studies URL", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers["location"]).toBe(caseStudies);
  });

  it.each(["/blogx", "/BLOG", "/x/blog"])("%s is not a blog URL", async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe("not found", () => {
  it.each(["/nope", "/features/extra", "/assets/missing.js", "/404", "/404.html"])(
    "%s: status 404, the 404 page, revalidated",
    async (path) => {
      const response = await get(path, { "Accept-Encoding": "gzip" });
      expect(response.status).toBe(404);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.body.equals(twins.gz(files["404.html"]!))).toBe(true);
      expect(response.headers["cache-control"]).toBe(revalidated);
      expect(response.headers["content-security-policy"]).toBe(strictCsp);
    },
  );
});

describe("languages", () => {
  it("has a not-found page for every language but the default", () => {
    expect(baseRules.notFoundPages.map(({ prefix }) => prefix)).toEqual(
      prefixedLocales.map((code) => `${localePath(code, "/")}/`),
    );
  });

  it.each(prefixedLocales)("%s: its pages answer 200 at their one URL", async (code) => {
    const paths = [localePath(code, "/"), localePath(code, "/pricing")];
    const seen = await Promise.all(paths.map(async (path) => [path, (await get(path)).status]));
    expect(seen).toEqual(paths.map((path) => [path, 200]));
    expect((await get(localePath(code, "/"))).body.toString()).toBe(files[`${code}.html`]);
    expect((await get(localePath(code, "/pricing"))).body.toString()).toBe(files[`${code}/pricing.html`]);
  });

  it.each(prefixedLocales)("%s: the other spellings redirect (301) to the one URL", async (code) => {
    const home = localePath(code, "/");
    const pricing = localePath(code, "/pricing");
    const expected = [
      [`${home}/`, 301, home],
      [`${home}.html`, 301, home],
      [`${home}/?a=1`, 301, `${home}?a=1`],
      [`${pricing}/`, 301, pricing],
      [`${pricing}.html`, 301, pricing],
    ];
    const seen = await Promise.all(
      expected.map(async ([path]) => {
        const response = await get(path as string);
        return [path, response.status, response.headers["location"]];
      }),
    );
    expect(seen).toEqual(expected);
  });

  it.each(baseRules.notFoundPages)(
    "a missing path under $prefix: 404 with $page, compressed like any page",
    async ({ prefix, page: file }) => {
      const paths = [`${prefix}nope`, `${prefix}a/b`, `${prefix}404`, `${prefix}404.html`, `${prefix}x.gz`];
      const seen = await Promise.all(
        paths.map(async (path) => {
          const response = await get(path, { "Accept-Encoding": "gzip" });
          return {
            path,
            status: response.status,
            encoding: response.headers["content-encoding"],
            body: gunzipSync(response.body).toString(),
            csp: response.headers["content-security-policy"],
          };
        }),
      );
      expect(seen).toEqual(
        paths.map((path) => ({ path, status: 404, encoding: "gzip", body: files[file], csp: strictCsp })),
      );
    },
  );

  const [first] = prefixedLocales as [Locale, ...Locale[]];
  it.each(["/nope", `/${first}utsch`, `/${first}-x`, `/${first}-x/nope`, `/${first}x/nope`])(
    "%s keeps the default not-found page",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe(files["404.html"]);
    },
  );

  it("the longest prefix wins", async () => {
    const [code] = prefixedLocales;
    const nested = `${code}/docs/404.html`;
    const dir = mkdtempSync(join(tmpdir(), "static-server-nested-"));
    try {
      for (const [path, text] of Object.entries({ ...files, [nested]: page("nested") })) {
        mkdirSync(join(dir, path, ".."), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      const site = loadSite(dir, {
        ...rules,
        notFoundPages: [{ prefix: `/${code}/docs/`, page: nested }, ...rules.notFoundPages],
      });
      const other = createSiteServer(site);
      await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
      const at = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const body = async (target: string) =>
        ((await rawRequest(at, { target })) as RawResponse).body.toString();
      expect(await body(`/${code}/docs/x`)).toContain("<title>nested</title>");
      expect(await body(`/${code}/x`)).toContain(`<title>not found ${code}/404.html</title>`);
      await stopGracefully(other);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("will not start without a language's not-found page", () => {
    const missing = { prefix: "/xx/", page: "xx/404.html" };
    expect(() => loadSite(root, { ...rules, notFoundPages: [...rules.notFoundPages, missing] })).toThrow(
      /xx\/404\.html is missing/,
    );
  });

  it("nothing varies by the visitor's language: same status and bytes, no Vary on it", async () => {
    const answer = async (path: string, headers: Record<string, string>) => {
      const response = await get(path, headers);
      return {
        status: response.status,
        location: response.headers["location"],
        body: response.body.toString("base64"),
        varyOnLanguage: /accept-language/i.test(response.headers["vary"] ?? ""),
      };
    };
    for (const path of ["/", "/features/", localePath(first, "/pricing"), "/nope", `/${first}/nope`]) {
      const plain = await answer(path, {});
      expect(plain.varyOnLanguage).toBe(false);
      for (const language of [first, `${first}-CH, fr;q=0.9, en;q=0.1`, "*"])
        expect(await answer(path, { "Accept-Language": language })).toEqual(plain);
    }
  });
});

describe("per-path header rules", () => {
  it.each(["/admin", "/admin/missing"])(
    "%s: the rule's header replaces the same name in another case",
    async (path) => {
      const response = await get(path);
      expect(response.headerLines.filter((line) => /^content-security-policy:/i.test(line))).toEqual([
        expect.stringContaining(adminCsp),
      ]);
      expect(response.headers["x-frame-options"]).toBe("DENY");
    },
  );

  it.each(["/", "/features", "/administrator", "/nope"])("%s keeps the strict policy", async (path) => {
    expect((await get(path)).headers["content-security-policy"]).toBe(strictCsp);
  });
});

describe("hostile requests", () => {
  it.each(hostileRequests)("$name: a 4xx", async (hostile) => {
    const response = await rawRequest(origin, hostile);
    expect(response).not.toBe("no answer");
    const { status, headerLines } = response as RawResponse;
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(headerLines.filter((line) => /^(set-cookie|location):/i.test(line))).toEqual([]);
  });

  it.each([
    ["CONNECT", "127.0.0.1:22"],
    ["OPTIONS", "*"],
    ["GET", "*"],
    ["FOO", "/"],
  ])("%s %s: a 4xx", async (method, target) => {
    const response = await rawRequest(origin, { method, target });
    expect(response).not.toBe("no answer");
    expect((response as RawResponse).status).toBeGreaterThanOrEqual(400);
    expect((response as RawResponse).status).toBeLessThan(500);
  });

  it.each([
    ["a 64 KB path", { target: `/${"a".repeat(65_536)}` }, 414],
    ["a 20 KB header", { target: "/", headers: { "X-Big": "a".repeat(20_000) } }, 431],
    ["a header line without a colon", { target: "/", headers: { "Bad Header": "" } }, 400],
    ["two Host headers", { target: "/", headers: { Host: "evil.example" } }, 400],
  ] as const)("%s: %i, with the security headers of every answer", async (_name, request, status) => {
    const response = (await rawRequest(origin, request)) as RawResponse;
    expect(response.status).toBe(status);
    expect(response.headers["content-security-policy"]).toBe(strictCsp);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("caps connections below the file limit and closes silent ones", () => {
    expect(server.maxConnections).toBe(MAX_CONNECTIONS);
    expect(MAX_CONNECTIONS).toBeLessThan(20_000);
    expect(server.timeout).toBe(IDLE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(server.requestTimeout).toBeLessThanOrEqual(20_000);
  });

  it("405 names the methods allowed", async () => {
    expect((await get("/", {}, "DELETE")).headers["allow"]).toBe("GET, HEAD");
  });

  it("the server goes on serving", async () => {
    expect((await get("/")).status).toBe(200);
  });
});

const closing = (socket: Socket) => new Promise((resolve) => socket.once("close", resolve));

describe("stopping", () => {
  const listening = async () => {
    const other = createSiteServer(loadSite(root, rules));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    return { other, port: (other.address() as AddressInfo).port };
  };

  it("closes an idle keep-alive connection at once", async () => {
    const { other, port } = await listening();
    const socket = connect(port, "127.0.0.1");
    const answered = new Promise((resolve) => socket.once("data", resolve));
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await answered;
    const started = Date.now();
    await Promise.all([stopGracefully(other, 10_000), closing(socket)]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("gives a connection that has sent nothing the grace period, then closes it", async () => {
    const { other, port } = await listening();
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = Date.now();
    await Promise.all([stopGracefully(other, 300), closing(socket)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

// The events path (docs/decisions/015): a second server over the same folder, its rules carrying the events
// path with the stand-in collector on loopback as the upstream, as a build with counting on has.
describe("the events path, counting on", () => {
  let collector: CollectorStandIn;
  let events: Server;
  let eventsOrigin = "";
  const event =
    '{"n":"pageview","u":"http://127.0.0.1/pricing","d":"leadscope.example","r":null,"p":{"é":"ü"}}';

  beforeAll(async () => {
    collector = await startCollectorStandIn();
    events = createSiteServer(
      loadSite(root, { ...rules, events: { path: "/api/event", upstream: collector.url } }),
    );
    await new Promise<void>((resolve) => events.listen(0, "::", resolve));
    eventsOrigin = `http://127.0.0.1:${(events.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await stopGracefully(events, 100);
    await collector.close();
  });
  beforeEach(async () => {
    collector.recorded.length = 0;
    await collector.setMode("normal");
  });

  const post = (body: BodyInit, headers: Record<string, string> = {}, path = "/api/event") =>
    fetch(`${eventsOrigin}${path}`, {
      method: "POST",
      body,
      headers: { "User-Agent": "Visitor/1.0", ...headers },
    });

  it("forwards the body byte for byte with the visitor's User-Agent and the socket's address", async () => {
    const response = await post(event, {
      "Content-Type": "text/plain;charset=UTF-8",
      "X-Forwarded-For": "203.0.113.9",
      Cookie: "a=b",
    });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("Accepted\n");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const [sent, ...more] = collector.recorded;
    expect(more).toEqual([]);
    expect(Buffer.from(sent!.body, "base64").equals(Buffer.from(event))).toBe(true);
    expect(sent!.userAgent).toBe("Visitor/1.0");
    // The visitor's own X-Forwarded-For is not passed on: the server is the edge, so it could only be forged.
    expect(sent!.forwardedFor).toBe("127.0.0.1");
    expect(sent!.contentType).toBe("text/plain");
    expect(sent!.path).toBe("/api/event");
  });

  it("matches the path as nginx does, decoded and with a query", async () => {
    expect((await post(event, {}, "/api/%65vent?x=1")).status).toBe(202);
    expect(collector.recorded).toHaveLength(1);
  });

  it.each(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"])(
    "%s: 405, Allow: POST, nothing forwarded",
    async (method) => {
      const response = await fetch(`${eventsOrigin}/api/event`, {
        method,
        ...(method === "PUT" ? { body: event } : {}),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(collector.recorded).toEqual([]);
    },
  );

  it("a body over 4 KB: 413, by its Content-Length or as it arrives, nothing forwarded", async () => {
    const big = `{"n":"${"x".repeat(EVENT_LIMIT_BYTES)}"}`;
    expect((await post(big)).status).toBe(413);
    // Chunked, so no length is declared: refused once the 4,097th byte arrives.
    const chunked = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${eventsOrigin}/api/event`, { method: "POST" }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      for (let i = 0; i < 5; i++) request.write("x".repeat(1024));
      request.end();
    });
    expect(chunked).toBe(413);
    expect((await post(`{"n":"${"x".repeat(EVENT_LIMIT_BYTES - 10)}"}`)).status, "exactly 4,096 bytes").toBe(
      202,
    );
    expect(collector.recorded).toHaveLength(1);
  });

  it.each([
    ["not json", "not json"],
    ["empty", ""],
    ["an array", "[1,2]"],
    ["a string", '"pageview"'],
    ["null", "null"],
    ["truncated", '{"n":"pageview"'],
  ])("a body that is not a JSON object (%s): 400, nothing forwarded", async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Bad Request\n");
    expect(collector.recorded).toEqual([]);
  });

  it("a body that is not UTF-8: 400", async () => {
    expect((await post(new Uint8Array([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d]))).status).toBe(400);
    expect(collector.recorded).toEqual([]);
  });

  it("a slow collector: 504 after 2 s, and pages are served meanwhile and after", async () => {
    await collector.setMode("slow");
    const started = Date.now();
    const pending = post(event);
    expect((await fetch(`${eventsOrigin}/features`)).status).toBe(200);
    const response = await pending;
    const waited = Date.now() - started;
    expect(response.status).toBe(504);
    expect(waited).toBeGreaterThanOrEqual(1_900);
    expect(waited).toBeLessThan(2_500);
    expect((await fetch(`${eventsOrigin}/`)).status).toBe(200);
  });

  it("a dead collector (its port closed): 502 at once", async () => {
    await collector.setMode("dead");
    const started = Date.now();
    expect((await post(event)).status).toBe(502);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("a collector in trouble (5xx) is a 502; one refusing the event (4xx) is relayed", async () => {
    await collector.setMode({ status: 500 });
    expect((await post(event)).status).toBe(502);
    await collector.setMode({ status: 400 });
    expect((await post(event)).status).toBe(400);
  });

  it("other paths keep their rules: POST elsewhere is 405 with Allow: GET, HEAD", async () => {
    const response = await post(event, {}, "/api/other");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the events path, counting off", () => {
  it("is a missing path like any other: the 404 page for GET, 405 for POST as anywhere", async () => {
    const response = await get("/api/event");
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain("<title>not found</title>");
    expect((await get("/api/event", {}, "POST")).status).toBe((await get("/api/nope", {}, "POST")).status);
  });
});

describe("dated landing pages and experiments, by the clock at each request", () => {
  // A folder of its own with one dated page in two languages and an experiment with dates, served
  // with a clock the test moves: the same server, no build between the times.
  const datedRoot = mkdtempSync(join(tmpdir(), "static-server-dated-"));
  const start = "2026-11-01T09:00:00Z";
  const end = "2026-11-15T17:00:00Z";
  let now = Date.parse("2026-10-01T00:00:00Z");
  const datedFiles: Record<string, string> = {
    "index.html": page("home"),
    "pricing.html": page("pricing"),
    "404.html": page("not found"),
    "lp/webinar.html": page("webinar"),
    "de/lp/webinar.html": page("webinar de"),
    "features.html": page("features"),
    "experiments/lead/b/features.html": page("features b"),
  };
  for (const { page: file } of baseRules.notFoundPages) datedFiles[file] = page(`not found ${file}`);
  const experiment = {
    name: "lead",
    param: "xp-lead",
    variants: ["a", "b"],
    shares: [0.01, 99.99],
    start,
    end,
    pages: [
      {
        path: "/features",
        pageFile: "/features.html",
        files: ["/features.html", "/experiments/lead/b/features.html"],
      },
    ],
  };
  const datedRules = httpRules(
    { script: ["'self'"], style: ["'self'"] },
    null,
    [experiment],
    [
      {
        name: "webinar",
        start,
        end,
        pages: [
          { path: "/lp/webinar", file: "/lp/webinar.html", endsAt: "/pricing" },
          { path: "/de/lp/webinar", file: "/de/lp/webinar.html", endsAt: "/de" },
        ],
      },
    ],
  );
  let datedOrigin = "";
  const dated = (() => {
    for (const [path, text] of Object.entries(datedFiles)) {
      mkdirSync(join(datedRoot, path, ".."), { recursive: true });
      writeFileSync(join(datedRoot, path), text);
    }
    return createSiteServer(loadSite(datedRoot, datedRules, { now: () => now }));
  })();
  beforeAll(async () => {
    await new Promise<void>((resolve) => dated.listen(0, "127.0.0.1", resolve));
    datedOrigin = `http://127.0.0.1:${(dated.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await stopGracefully(dated);
    rmSync(datedRoot, { recursive: true, force: true });
  });
  const getDated = (path: string) => fetch(`${datedOrigin}${path}`, { redirect: "manual" });

  it("before its start: 404 with the not-found page (the language's own), never stored", async () => {
    now = Date.parse(start) - 1;
    for (const [path, notFound] of [
      ["/lp/webinar", "not found"],
      ["/de/lp/webinar", "not found de/404.html"],
    ] as const) {
      const response = await getDated(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain(`<title>${notFound}</title>`);
    }
  });

  it("from its start to its end: the page, which every cache asks for again", async () => {
    for (const at of [Date.parse(start), Date.parse(end) - 1]) {
      now = at;
      const response = await getDated("/lp/webinar");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<title>webinar</title>");
    }
  });

  it("from its end: 302 to the page named, per language, never stored, carrying only the campaign and the variant", async () => {
    now = Date.parse(end);
    const response = await getDated(
      "/lp/webinar?utm_source=linkedin&utm_campaign=q4%2Dwebinar&cta=x&xp-lead=b&next=//evil.example",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/pricing?utm_source=linkedin&utm_campaign=q4%2Dwebinar&xp-lead=b",
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const german = await getDated("/de/lp/webinar?utm_source=%0d%0aSet-Cookie:%20x=1");
    expect(german.status).toBe(302);
    expect(german.headers.get("location")).toBe("/de");
    expect(german.headers.get("set-cookie")).toBeNull();
  });

  it("an experiment draws only between its dates; before and after, the page as it is, even when named", async () => {
    const title = async (query: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await getDated(`/features${query}`)).text())?.[1];
    now = Date.parse(start) - 1;
    expect([await title(""), await title("?xp-lead=b")]).toEqual(["features", "features"]);
    now = Date.parse(start);
    expect([await title("?xp-lead=b"), await title("?xp-lead=a")]).toEqual(["features b", "features"]);
    now = Date.parse(end);
    expect([await title(""), await title("?xp-lead=b")]).toEqual(["features", "features"]);
  });
});
