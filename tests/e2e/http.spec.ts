import { readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  adminConfigPath,
  adminContentSecurityPolicy,
  cmsLocalBackend,
  headersFor,
  type HttpRules,
} from "#config/http-rules.ts";
import { defaultLocale, localePath } from "#src/config/locales.ts";
import { adminPath, landingPath } from "#src/config/pages.ts";
import { campaignPhase } from "#src/lib/campaigns.ts";
import { site } from "#src/config/site.ts";
import { readContent, siteLandingPages } from "#src/content/read-content.ts";
import { shareImagePath } from "#src/lib/share-image.ts";
import { test } from "@playwright/test";
import { expect, external, pages, test as browserTest } from "./fixtures.ts";
import {
  hostileRedirects,
  hostileRequests,
  rawRequest,
  type RawRequest,
  type RawResponse,
} from "./raw-http.ts";

// Runs against three real servers (playwright.config.ts), each serving the same build:
//   chromium   `npm start` (server/start.ts), applying build/http-rules.json itself;
//   nginx      nginx with the server block generated from the same rules;
//   cloudflare Cloudflare Pages' runtime (`wrangler pages dev`) with the generated _headers and
//              _redirects.
// Expected values come from build/http-rules.json, the resolved config/http-rules.ts.
// Requests only, so Playwright's plain `test` (no page per test); the browser test at the end uses
// the project's fixtures.
const rules = JSON.parse(readFileSync("build/http-rules.json", "utf8")) as HttpRules;
const caseStudies = external("caseStudies");
const notFoundMessage = readContent("notFound").content.message;
const revalidate = rules.headers.revalidate["Cache-Control"]!;
const immutable = rules.headers.hashedAssets["Cache-Control"]!;

type Target = "chromium" | "nginx" | "cloudflare";

/** npm start and nginx: the rules exactly as written, over plain HTTP, sending the build's twins. */
const ourRules = {
  https: false,
  twins: true,
  vary: true,
  cleanUrlStatus: rules.cleanUrlRedirect,
  notFoundCache: revalidate,
  blogKeepsQuery: false,
  defects: {},
} as const;

/** How the servers differ, by design or by platform. Everything not named here is asserted alike. */
const platforms: Record<
  Target,
  {
    /** Deploy targets carry the HTTPS-only headers (HSTS). */
    https: boolean;
    /** The encoding chosen for `Accept-Encoding: br, gzip`. */
    preferred: "br" | "gzip";
    /** Whether the body is the build's precompressed twin byte for byte (never compressed on the request). */
    twins: boolean;
    vary: boolean;
    cleanUrlStatus: number;
    /** Cache-Control on a 404. */
    notFoundCache: string;
    /** Whether the blog redirect appends the request's query to the fixed URL. */
    blogKeepsQuery: boolean;
    /** Requests (hostile ones by name, others by path) this target answers otherwise than the rules say, with the reason. */
    defects: Readonly<Record<string, string>>;
  }
> = {
  chromium: { ...ourRules, preferred: "br" },
  // Debian's nginx has gzip_static but no brotli module.
  nginx: { ...ourRules, preferred: "gzip" },
  // Pages compresses on its own, redirects clean URLs with 308, sends 404s with no-store, and
  // passes the query through _redirects.
  cloudflare: {
    https: true,
    preferred: "br",
    twins: false,
    vary: false,
    cleanUrlStatus: 308,
    notFoundCache: "no-store",
    blogKeepsQuery: true,
    defects: {
      ...Object.fromEntries(
        [
          ["NUL byte", "502: fs rejects a path with a NUL byte"],
          ["NUL byte before an extension", "502: fs rejects a path with a NUL byte"],
          ["4,000-character path (under nginx's limit)", "502: ENAMETOOLONG from fs"],
          ["a path below a file", "502: ENOTDIR from fs"],
          ["TRACE", "no answer: undici's Request refuses TRACE and the promise is never settled"],
        ].map(([name, why]) => [
          name,
          `wrangler pages dev serves files from Node (miniflare-cli/assets.ts), not as the edge does: ${why}`,
        ]),
      ),
      "two Host headers":
        'wrangler pages dev answers 500; its log says workerd threw "Invalid URL string" building the request URL',
      "/404":
        "Pages serves 404.html at /404 as a clean URL, with 200; _redirects has no 404 status to stop it",
    },
  },
};

const target = () => test.info().project.name as Target;
const platform = () => platforms[target()];

// Where a target is known to answer some requests otherwise than the rules say, the list reporter
// marks those tests ✘ although they pass as expected failures (test.fail): say so once, where the
// ✘ lines print, so nobody reads them as broken.
test.beforeAll(() => {
  const defects = Object.keys(platform().defects);
  if (defects.length > 0)
    console.log(
      `${target()}: ${defects.length} known defects of this target's local runtime are expected to fail; ` +
        `the reporter marks them ✘ and counts them as passed: ${defects.join("; ")}. Why: platforms.${target()}.defects in tests/e2e/http.spec.ts.`,
    );
});

/** Every header the rules give `path` on this target, each checked for its exact value. */
function expectRuleHeaders(headers: Record<string, string>, path: string, { notFound = false } = {}) {
  const expected = headersFor(rules, notFound ? `/${rules.notFoundPage}` : path, { https: platform().https });
  if (notFound) expected["Cache-Control"] = platform().notFoundCache;
  for (const [name, value] of Object.entries(expected))
    expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
  if (!platform().https)
    expect(headers["strict-transport-security"], `${path}: HSTS only over HTTPS`).toBeUndefined();
}

/** What the rules say, checked against the specification's policy, so a bad rule fails too. */
function expectStrictPolicy(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`form-action ${new URL(caseStudies).origin}`);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
}

async function raw(baseURL: string | undefined, request: RawRequest): Promise<RawResponse> {
  const response = await rawRequest(baseURL!, request);
  if (response === "no answer") throw new Error(`${request.method ?? "GET"} ${request.target}: no answer`);
  return response;
}

const assets = readdirSync("build/client/assets");
// The React renderer, client.<hash>.js, and the site stylesheet: the largest hashed files.
const renderer = `/assets/${assets.find((file) => /^client\.[\w-]+\.js$/.test(file))}`;
const stylesheet = `/assets/${assets.find((file) => /^base\.[\w-]+\.css$/.test(file))}`;
const builtFile = (path: string) =>
  readFileSync(`build/client${path === "/" ? "/index" : path}${path.includes(".") ? "" : ".html"}`);

test.describe("headers on every kind of path", () => {
  test("pages: 200, HTML, revalidated, every header", async ({ request }) => {
    for (const path of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], path).toMatch(/^text\/html; ?charset=utf-8$/i);
      // The rules' own: revalidated, or a running experiment's page's (experiments.spec.ts).
      expect(headers["cache-control"], path).toBe(headersFor(rules, path, { https: false })["Cache-Control"]);
      expect([revalidate, rules.experiments?.cacheControl]).toContain(headers["cache-control"]);
      expectRuleHeaders(headers, path);
      expectStrictPolicy(headers);
    }
  });

  test("hashed assets: immutable for a year, every header", async ({ request }) => {
    expect(renderer).toMatch(/\.js$/);
    expect(stylesheet).toMatch(/\.css$/);
    for (const [path, type] of [
      [renderer, "javascript"],
      [stylesheet, "text/css"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
      expect(response.headers()["cache-control"], path).toBe(immutable);
      expectRuleHeaders(response.headers(), path);
      expectStrictPolicy(response.headers());
    }
  });

  test("other files: revalidated, every header", async ({ request }) => {
    for (const [path, type] of [
      ["/favicon.svg", "image/svg+xml"],
      ["/robots.txt", "text/plain"],
      ["/sitemap.xml", "xml"],
      [shareImagePath("de", "/pricing"), "image/png"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
      expect(response.headers()["cache-control"], path).toBe(revalidate);
      expectRuleHeaders(response.headers(), path);
    }
  });

  test("redirects and 404s carry every header too", async ({ baseURL }) => {
    for (const path of ["/blog/x", "/pricing/"]) {
      const response = await raw(baseURL, { target: path });
      expect(response.status, path).toBeGreaterThanOrEqual(301);
      expectRuleHeaders(response.headers, path);
    }
    for (const path of ["/nope", "/assets/missing.js"]) {
      const response = await raw(baseURL, { target: path });
      expect(response.status, path).toBe(404);
      expectRuleHeaders(response.headers, path, { notFound: true });
    }
  });

  test("the content editor: its own policy and noindex on /admin, noindex below it, strict everywhere else", async ({
    request,
  }) => {
    const page = await request.get(adminPath, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(page.headers()["content-type"]).toMatch(/^text\/html/);
    expectRuleHeaders(page.headers(), adminPath);
    const csp = page.headers()["content-security-policy"] ?? "";
    expect(csp).toBe(adminContentSecurityPolicy());
    expect(csp).toContain("frame-ancestors 'none'");
    // The deployed editor talks to GitHub only; decap-server on a laptop is `npm run cms`'s alone.
    expect(csp).not.toContain(new URL(cmsLocalBackend).host);
    // Its sign-in window must be able to post the token back to it.
    expect(page.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(page.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const config = await request.get(adminConfigPath);
    expect(config.status()).toBe(200);
    expect(config.headers()["content-type"]).toMatch(/^text\/yaml/);
    expect(config.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const configText = await config.text();
    expect(configText).toContain("backend:");
    // The deployed editor never looks for decap-server: only npm run cms's copy names it.
    expect(configText).not.toContain("local_backend");
    expect(configText).not.toContain(new URL(cmsLocalBackend).host);
    const bundle = await request.get(`${adminPath}/decap-cms.js`);
    expect(bundle.status()).toBe(200);
    expectRuleHeaders(bundle.headers(), `${adminPath}/decap-cms.js`);
    expect(bundle.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expectStrictPolicy(bundle.headers());
    for (const path of pages)
      expect((await request.get(path)).headers()["x-robots-tag"], path).toBeUndefined();
  });

  test("a missing file below the editor: the 404 page, still kept out of search", async ({ baseURL }) => {
    const response = await raw(baseURL, { target: `${adminPath}/nope` });
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain(notFoundMessage);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("no header is sent twice", async ({ baseURL }) => {
    for (const path of ["/", renderer, "/nope", "/blog", adminPath]) {
      const { headerLines } = await raw(baseURL, { target: path });
      const names = headerLines.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
      const ours = Object.keys(headersFor(rules, path, { https: platform().https })).map((name) =>
        name.toLowerCase(),
      );
      for (const name of ours)
        expect(
          names.filter((seen) => seen === name),
          `${path}: ${name}`,
        ).toHaveLength(1);
    }
  });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

test.describe("compression", () => {
  for (const path of ["/", "/pricing", renderer, stylesheet, "/favicon.svg"]) {
    test(`${path}: compressed as the client accepts, the same bytes once decoded`, async ({ baseURL }) => {
      const file = builtFile(path);
      for (const accept of ["br, gzip", "gzip"] as const) {
        const response = await raw(baseURL, { target: path, headers: { "Accept-Encoding": accept } });
        const encoding = accept === "gzip" ? "gzip" : platform().preferred;
        expect(response.headers["content-encoding"], accept).toBe(encoding);
        if (platform().vary) expect(response.headers["vary"], accept).toBe("Accept-Encoding");
        expect(
          decode(encoding, response.body).equals(file),
          `${accept}: decoded body is the built file`,
        ).toBe(true);
        if (platform().twins) {
          // The twin postbuild wrote, byte for byte: nothing was compressed for this request.
          const twin = readFileSync(
            `build/client${path === "/" ? "/index" : path}${path.includes(".") ? "" : ".html"}.${encoding === "br" ? "br" : "gz"}`,
          );
          expect(response.body.equals(twin), `${accept}: body is the precompressed twin`).toBe(true);
        }
      }
      const plain = await raw(baseURL, { target: path });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(file)).toBe(true);
    });
  }
});

test.describe("caching", () => {
  for (const path of ["/pricing", renderer]) {
    test(`${path}: a matching If-None-Match gets 304 with no body`, async ({ baseURL }) => {
      const headers = { "Accept-Encoding": "gzip" };
      const first = await raw(baseURL, { target: path, headers });
      const etag = first.headers["etag"];
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const second = await raw(baseURL, { target: path, headers: { ...headers, "If-None-Match": etag! } });
      expect(second.status).toBe(304);
      expect(second.body.length).toBe(0);
      expect(second.headers["cache-control"]).toBe(path === renderer ? immutable : revalidate);
      const changed = await raw(baseURL, {
        target: path,
        headers: { ...headers, "If-None-Match": '"another"' },
      });
      expect(changed.status).toBe(200);
    });
  }
});

test.describe("404", () => {
  // A real twin on disk, so the test cannot pass by asking for a name that never existed.
  const twinFile = assets.find((file) => file.endsWith(".js.gz"));
  if (!twinFile) throw new Error("no .js.gz twin in build/client/assets; did postbuild run?");
  const twin = `/assets/${twinFile}`;
  for (const path of [
    "/nope",
    "/features/extra",
    "/assets/missing.js",
    "/no/such-page?x=1",
    "/404",
    "/index.html.br",
    twin,
  ]) {
    test(`${path}: status 404 with the 404 page`, async ({ baseURL }) => {
      const defect = platform().defects[path];
      test.fail(defect !== undefined, defect);
      const response = await raw(baseURL, { target: path });
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      const body = response.body.toString();
      expect(body).toContain(notFoundMessage);
      expect(body).toContain('<meta name="robots" content="noindex">');
    });
  }

  test("HEAD of a missing path: 404, no body", async ({ baseURL }) => {
    const response = await raw(baseURL, { method: "HEAD", target: "/nope" });
    expect(response.status).toBe(404);
    expect(response.body.length).toBe(0);
  });

  test("server configuration files have no URL", async ({ request }) => {
    for (const path of ["/http-rules.json", "/deploy/_headers", "/.inputs-hash", "/nginx-server.conf"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

// Counting is off in this build: its events path must not exist in effect on any
// target. npm run test:analytics covers the path in a build with counting on.
test.describe("the events path, counting off", () => {
  const { eventsPath } = site.analytics;
  test(`${eventsPath} is a missing path like any other`, async ({ baseURL }) => {
    expect(rules.events, "this suite runs on a build without ANALYTICS_COLLECTOR").toBeUndefined();
    const get = await raw(baseURL, { target: eventsPath });
    expect(get.status).toBe(404);
    expect(get.body.toString()).toContain(notFoundMessage);
    // A POST gets what a POST to any missing path gets (405 on npm start and nginx, which take
    // GET and HEAD only), never a forward.
    const post = { method: "POST", headers: { "Content-Type": "text/plain", "Content-Length": "0" } };
    const elsewhere = await raw(baseURL, { ...post, target: "/api/nope" });
    expect((await raw(baseURL, { ...post, target: eventsPath })).status).toBe(elsewhere.status);
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect(elsewhere.status).toBeLessThan(500);
  });
});

test.describe("one URL per page", () => {
  for (const [path, location] of [
    ["/pricing/", "/pricing"],
    ["/pricing/?a=1&b=2", "/pricing?a=1&b=2"],
    ["/pricing.html", "/pricing"],
    ["/faq.html?x=1", "/faq?x=1"],
    ["/index.html", "/"],
  ] as const) {
    test(`${path} redirects permanently to ${location} on this site`, async ({ baseURL }) => {
      const response = await raw(baseURL, { target: path });
      expect(response.status).toBe(platform().cleanUrlStatus);
      const next = new URL(response.headers["location"]!, baseURL);
      expect(next.origin).toBe(new URL(baseURL!).origin);
      expect(next.pathname + next.search).toBe(location);
    });
  }

  test("the clean URLs answer 200 without a redirect", async ({ baseURL }) => {
    for (const path of pages) expect((await raw(baseURL, { target: path })).status, path).toBe(200);
  });
});

// Dated landing pages (docs/decisions/027), by each server's clock: the content's pages whose end
// has passed (the shipped webinar, /lp/webinar) answer 302 at every language's address. A page before its start
// needs a clock in the future: the servers' own tests hold that (server/static-server.test.ts and
// functions/campaign-pages.test.ts with a clock they set, config/server-configs.test.ts on nginx
// with dates a day from now).
const now = Date.now();
const ended = siteLandingPages().filter(
  (landing) => campaignPhase(landing.data[defaultLocale]!, now) === "ended",
);
test.describe("a landing page past its end", () => {
  for (const landing of ended)
    for (const locale of landing.languages) {
      const path = localePath(locale, landingPath(landing.slug));
      const endsAt = localePath(locale, landing.data[defaultLocale]!.sendsTo ?? "/");
      test(`${path}: 302 to ${endsAt}, never stored, keeping the campaign and the variant and nothing else`, async ({
        baseURL,
      }) => {
        // A running experiment's parameter is carried; none running, the campaign's alone.
        const variant = rules.experiments?.running[0]?.param;
        const response = await raw(baseURL, {
          target: `${path}?next=//evil.example&utm_source=linkedin&utm_campaign=webinar-q4&cta=lp.hero${variant ? `&${variant}=b` : ""}&utm_medium=%0D%0ASet-Cookie:%20x=1`,
        });
        expect(response.status).toBe(302);
        expect(response.headers["location"]).toBe(
          `${endsAt}?utm_source=linkedin&utm_campaign=webinar-q4${variant ? `&${variant}=b` : ""}`,
        );
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["set-cookie"]).toBeUndefined();
        expectStrictPolicy(response.headers);
        // Nothing the request says changes where it goes.
        for (const query of [
          "?utm_source=//evil.example",
          "?utm_source=%2F%2Fevil.example",
          "?utm_source=%5Cevil",
        ]) {
          const next = new URL(
            (await raw(baseURL, { target: `${path}${query}` })).headers["location"]!,
            baseURL,
          );
          expect(next.origin + next.pathname).toBe(new URL(endsAt, baseURL).href);
        }
        expect((await raw(baseURL, { target: path, method: "HEAD" })).status).toBe(302);
      });
    }

  browserTest(
    "a browser that follows an old ad lands on the page named, with its campaign",
    async ({ page, baseURL }) => {
      // The shipped webinar has ended; content whose every page runs has none to follow.
      browserTest.skip(ended.length === 0, "no landing page's end has passed");
      const landing = ended[0]!;
      const response = await page.goto(
        `${landingPath(landing.slug)}?utm_source=linkedin&utm_campaign=webinar-q4`,
      );
      expect(response?.status()).toBe(200);
      const url = new URL(page.url());
      expect(url.origin).toBe(new URL(baseURL!).origin);
      expect(url.pathname + url.search).toBe(
        `${landing.data[defaultLocale]!.sendsTo ?? "/"}?utm_source=linkedin&utm_campaign=webinar-q4`,
      );
    },
  );
});

/** Follows redirects by hand: every hop must stay on this site until the fixed target. */
async function finalStop(base: string, path: string) {
  let url = path;
  for (let hop = 0; hop < 4; hop++) {
    const { status, headers } = await raw(base, { target: url });
    const location = headers["location"];
    if (status === 404) return "not found";
    if (status === 400) return "refused";
    expect([301, 302, 308], `${url} answered ${status}`).toContain(status);
    if (location?.startsWith(`${caseStudies}?`) || location === caseStudies) return "case-studies";
    const next = new URL(location!, new URL(base));
    expect(next.host, `hop from ${url} left the site for ${location}`).toBe(new URL(base).host);
    url = next.pathname + next.search;
  }
  throw new Error(`${path} kept redirecting`);
}

test.describe("the blog redirect", () => {
  for (const path of ["/blog", "/blog/", "/blog/x", "/blog/2024/some-post?utm=1"]) {
    test(`${path} answers 301 straight to the case-studies URL`, async ({ baseURL }) => {
      const { status, headers } = await raw(baseURL, { target: path });
      expect(status).toBe(301);
      const query = path.includes("?") ? path.slice(path.indexOf("?")) : "";
      expect(headers["location"]).toBe(platform().blogKeepsQuery ? caseStudies + query : caseStudies);
    });
  }

  for (const path of [
    "/blog?next=https://evil.example",
    "/blog/%2F%2Fevil.example",
    "/blog/%5Cevil.example",
    "/blog/\\evil.example",
    "/blog//evil.example",
    "/blog/https:%2F%2Fevil.example",
  ]) {
    test(`${path} ends at the fixed case-studies URL, never reflecting the path`, async ({ baseURL }) => {
      expect(await finalStop(baseURL!, path)).toBe("case-studies");
      const location = (await raw(baseURL, { target: path })).headers["location"] ?? "";
      expect(new URL(location, baseURL).pathname).not.toContain("evil");
      expect(new URL(location, baseURL).host).not.toContain("evil");
    });
  }

  for (const path of [
    "/blog/..%2F..%2Fetc",
    "/blog/..%2F..%2Fetc/passwd",
    "//evil.example/blog",
    "//evil.example/",
  ]) {
    test(`${path} is refused, not found or sent to case studies, and never leaves the site otherwise`, async ({
      baseURL,
    }) => {
      expect(["refused", "not found", "case-studies"]).toContain(await finalStop(baseURL!, path));
    });
  }

  for (const path of ["/blogx", "/x/blog"]) {
    test(`${path} is not a blog URL`, async ({ baseURL }) => {
      expect((await raw(baseURL, { target: path })).status).toBe(404);
    });
  }
});

/** The first C0 control character or DEL in a header line (a CR, LF or tab a path smuggled in). */
const controlCharacter = (text: string) => [...text].find((char) => char < " " || char === "\x7f");

test.describe("no redirect leaves the site", () => {
  // Each Location is judged as a browser reads it (the WHATWG URL parser), not as a string: it must
  // resolve to this origin or be the fixed case-studies URL, and same-site hops are followed.
  const leavesForCaseStudies = (location: string) =>
    location === caseStudies || (platform().blogKeepsQuery && location.startsWith(`${caseStudies}?`));
  for (const { name, targets } of hostileRedirects) {
    test(`${name}: no 5xx, and every Location stays on the site or is the case-studies URL`, async ({
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const statuses: number[] = [];
      for (const path of targets) {
        let next = path;
        for (let hop = 0; ; hop++) {
          expect(hop, `${JSON.stringify(path)} kept redirecting`).toBeLessThan(4);
          const { status, headers, headerLines } = await raw(baseURL, { target: next });
          statuses.push(status);
          const asked = JSON.stringify(next);
          expect(status, asked).toBeLessThan(500);
          for (const line of headerLines)
            expect(
              controlCharacter(line),
              `${asked}: a control character in ${JSON.stringify(line)}`,
            ).toBeUndefined();
          const location = headers["location"];
          if (location === undefined) {
            expect(status >= 300 && status < 400, `${asked}: a redirect without a Location`).toBe(false);
            break;
          }
          if (leavesForCaseStudies(location)) break;
          const url = new URL(location, baseURL);
          expect(url.origin, `${asked} → Location ${JSON.stringify(location)}`).toBe(origin);
          next = url.pathname + url.search;
        }
      }
      test.info().annotations.push({ type: "statuses", description: statuses.join(",") });
    });
  }
});

test.describe("answers before any route", () => {
  // Our own servers only: Cloudflare's front end answers these itself.
  test.beforeEach(() =>
    test.skip(target() === "cloudflare", "answered by Cloudflare's front end, not by our rules"),
  );

  test("a request line over the limit (a 64 KB path) gets 414 URI Too Long", async ({ baseURL }) => {
    expect((await raw(baseURL, { target: `/${"a".repeat(65_536)}` })).status).toBe(414);
  });

  test("a malformed request's 400 carries the security headers", async ({ baseURL }) => {
    const response = await raw(baseURL, { target: "/a\tb" });
    expect(response.status).toBe(400);
    expectStrictPolicy(response.headers);
  });
});

test.describe("hostile requests", () => {
  for (const hostile of hostileRequests) {
    test(`${hostile.name}: a 4xx, and the server goes on serving`, async ({ baseURL }) => {
      const defect = platform().defects[hostile.name];
      test.fail(defect !== undefined, defect);
      const response = await rawRequest(baseURL!, hostile, 5_000);
      expect(response, "an answer").not.toBe("no answer");
      const { status, headerLines } = response as RawResponse;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      // Nothing from the path turned into a header of its own.
      expect(headerLines.filter((line) => /^(set-cookie|injected)/i.test(line))).toEqual([]);
      expect(headerLines.filter((line) => /^location:.*evil/i.test(line))).toEqual([]);
    });
  }

  test("after every hostile request, every kind of path still answers", async ({ baseURL }) => {
    await Promise.all(
      hostileRequests.map((hostile) => rawRequest(baseURL!, hostile, 5_000).catch(() => "no answer")),
    );
    for (const [path, status] of [
      ["/", 200],
      [renderer, 200],
      ["/blog", 301],
      ["/nope", 404],
    ] as const) {
      expect((await raw(baseURL, { target: path })).status, path).toBe(status);
    }
  });
});

browserTest("pages load with no CSP violations", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of [...pages, "/nope"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      path,
    ).toEqual([]);
  }
});
