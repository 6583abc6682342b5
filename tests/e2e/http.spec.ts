import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, external, pages, test } from "./fixtures";

// Runs twice: against `npm start` (serve) and against nginx with its generated config.
const caseStudies = external("caseStudies");

const securityHeaders = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], name).toBe(value);
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

test("every page: 200, revalidated, compressed, with the security headers", async ({ request }) => {
  for (const path of pages) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toContain("text/html");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(headers["content-encoding"]).toBe("gzip");
    expectSecurityHeaders(headers);
  }
});

test("hashed assets are immutable for a year and carry the same headers", async ({ request }) => {
  // The React renderer, client.<hash>.js: large enough that every server compresses it.
  const assets = readdirSync("build/client/assets");
  const renderer = assets.find((file) => /^client\.[\w-]+\.js$/.test(file));
  expect(renderer, "the React renderer chunk in build/client/assets").toBeTruthy();
  const asset = `/assets/${renderer}`;
  const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expectSecurityHeaders(response.headers());
  expect(response.headers()["content-type"]).toContain("javascript");

  const stylesheet = assets.find((file) => /^base\.[\w-]+\.css$/.test(file));
  expect(stylesheet, "the site stylesheet in build/client/assets").toBeTruthy();
  const css = await request.get(`/assets/${stylesheet}`, { headers: { "Accept-Encoding": "gzip" } });
  expect(css.status()).toBe(200);
  expect(css.headers()["content-type"]).toContain("text/css");
  expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(css.headers()["content-encoding"]).toBe("gzip");
});

test("unknown paths: status 404 with the 404 page and the headers", async ({ request }) => {
  for (const path of ["/nope", "/features/extra", "/assets/missing.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectSecurityHeaders(response.headers());
  }
  expect(await (await request.get("/nope")).text()).toContain("Oops! Page not found");
});

test("server configuration files are not reachable", async ({ request }) => {
  for (const path of ["/serve.json", "/http-rules.json", "/deploy/_headers", "/_headers", "/.inputs-hash"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("a trailing slash redirects to the clean URL on this site", async ({ request }) => {
  const response = await request.get("/pricing/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers()["location"]!, response.url()).pathname).toBe("/pricing");
});

/** A raw GET, so the path reaches the server byte for byte (no URL normalisation by a client). */
function rawGet(base: string, path: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: "GET" }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Follows redirects by hand: every hop must stay on this site until the fixed target. */
async function finalStop(base: string, path: string) {
  let url = path;
  for (let hop = 0; hop < 4; hop++) {
    const { status, location } = await rawGet(base, url);
    if (status === 404) return "not found";
    if (status === 400) return "refused";
    expect([301, 302, 308], `${url} answered ${status}`).toContain(status);
    if (location === caseStudies) return "case-studies";
    const next = new URL(location!, new URL(base));
    expect(next.host, `hop from ${url} left the site for ${location}`).toBe(new URL(base).host);
    url = next.pathname + next.search;
  }
  throw new Error(`${path} kept redirecting`);
}

for (const path of ["/blog", "/blog/x", "/blog/2024/some-post?utm=1"]) {
  test(`${path} answers 301 straight to the case-studies URL`, async ({ baseURL }) => {
    expect(await rawGet(baseURL!, path)).toEqual({ status: 301, location: caseStudies });
  });
}

for (const path of [
  "/blog",
  "/blog/",
  "/blog/x",
  "/blog/2024/some-post?utm=1",
  "/blog?next=https://evil.example",
  "/blog/%2F%2Fevil.example",
  "/blog/%5Cevil.example",
  "/blog/\\evil.example",
]) {
  test(`${path} ends at the fixed case-studies URL, never reflecting the path`, async ({ baseURL }) => {
    expect(await finalStop(baseURL!, path)).toBe("case-studies");
  });
}

for (const path of ["/blog/..%2F..%2Fetc", "/blog/..%2F..%2Fetc/passwd", "//evil.example/blog"]) {
  test(`${path} is refused or not found, and never leaves the site`, async ({ baseURL }) => {
    expect(["refused", "not found"]).toContain(await finalStop(baseURL!, path));
  });
}

test("pages load with no CSP violations", async ({ page }) => {
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
