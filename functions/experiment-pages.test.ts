import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ExperimentRule } from "#src/lib/experiments/choose.ts";
import {
  answerExperimentPage,
  servedPath,
  type PagesContext,
  type ServedExperiments,
} from "./experiment-pages.ts";

// The catch-all Function's answer (functions/[[path]].ts), against a stand-in for Pages' asset
// handler: it serves each file at its clean path with `_headers`' headers, redirects `.html` as
// Pages does, and says 404 otherwise. tests/e2e runs the real one on `wrangler pages dev`.
const lead: ExperimentRule = {
  name: "features-lead",
  param: "xp-features-lead",
  variants: ["a", "b"],
  shares: [50, 50],
  pages: [
    {
      path: "/features",
      pageFile: "/features.html",
      files: ["/experiments/features-lead/a/features.html", "/experiments/features-lead/b/features.html"],
    },
  ],
};
const home: ExperimentRule = {
  name: "home",
  param: "xp-home",
  variants: ["a", "b", "c"],
  shares: [20, 0, 80],
  pages: [
    {
      path: "/",
      pageFile: "/index.html",
      files: ["/experiments/home/a.html", "/experiments/home/b.html", "/experiments/home/c.html"],
    },
  ],
};
const served: ServedExperiments = {
  experiments: [lead, home],
  cacheControl: "private, no-cache",
  namedCacheControl: "private, max-age=60, must-revalidate",
  variantOnlyHeaders: ["X-Robots-Tag"],
};
const pageHeaders = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'",
  "Cache-Control": "public, max-age=60, s-maxage=0, must-revalidate",
};
/** Each file Pages serves, by its clean path: its body names it. */
const assets = new Map<string, string>([
  ["/features", "plain"],
  ["/", "plain"],
  ...lead.pages[0]!.files.map((file, index) => [servedPath(file), lead.variants[index]!] as const),
  ...home.pages[0]!.files.map((file, index) => [servedPath(file), home.variants[index]!] as const),
]);

/** A request to the Function and what it did: the asset requests it made, whether it went on. */
const call = async (
  path: string,
  {
    method = "GET",
    headers = {},
    random = Math.random,
    assetStatus,
  }: {
    method?: string;
    headers?: Record<string, string>;
    random?: () => number;
    assetStatus?: number;
  } = {},
) => {
  const fetched: Request[] = [];
  let wentOn = false;
  const context: PagesContext = {
    request: new Request(`https://site.example${path}`, { method, headers }),
    env: {
      ASSETS: {
        fetch: async (request) => {
          fetched.push(request);
          const { pathname } = new URL(request.url);
          if (pathname.endsWith(".html"))
            return new Response(null, { status: 308, headers: { Location: pathname.slice(0, -5) } });
          const body = assets.get(pathname);
          if (body === undefined || assetStatus === 404) return new Response("not found", { status: 404 });
          const answerHeaders = {
            ...pageHeaders,
            ETag: `"${body}"`,
            "Set-Cookie": "a=b",
            ...(pathname.startsWith("/experiments/") ? { "X-Robots-Tag": "noindex, nofollow" } : {}),
          };
          if (request.headers.get("If-None-Match") === `"${body}"`)
            return new Response(null, { status: 304, headers: answerHeaders });
          return new Response(request.method === "HEAD" ? null : body, { headers: answerHeaders });
        },
      },
    },
    next: async () => {
      wentOn = true;
      return new Response("static");
    },
  };
  const response = await answerExperimentPage(context, served, random);
  return { response, fetched, wentOn, body: await response.text() };
};

describe("the Pages Function's route", () => {
  it("is the catch-all file, beside its declaration of the generated rules", () => {
    expect(existsSync("functions/[[path]].ts")).toBe(true);
    expect(existsSync("functions/_experiments.d.ts")).toBe(true);
  });
});

describe("an experiment's page on Cloudflare Pages", () => {
  it("answers with the drawn variant's file, fetched at its clean path, never a redirect", async () => {
    for (const [random, id] of [
      [0, "a"],
      [0.49, "a"],
      [0.5, "b"],
      [0.99, "b"],
    ] as const) {
      const { response, fetched, wentOn, body } = await call("/features?utm_source=x", {
        random: () => random,
      });
      expect(body).toBe(id);
      expect(response.status).toBe(200);
      expect(wentOn).toBe(false);
      expect(fetched.map((request) => request.url)).toEqual([
        `https://site.example/experiments/features-lead/${id}/features`,
      ]);
    }
    expect((await call("/", { random: () => 0.1 })).fetched[0]!.url).toBe(
      "https://site.example/experiments/home/a",
    );
    expect((await call("/", { random: () => 0.3 })).body).toBe("c");
  });

  it("sends the page's headers: Cache-Control replaced, the variants' noindex and any cookie taken off", async () => {
    const { response } = await call("/features", { random: () => 0.9 });
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": pageHeaders["Content-Type"],
      "content-security-policy": pageHeaders["Content-Security-Policy"],
      "cache-control": served.cacheControl,
      etag: '"b"',
    });
    // A request that names its variant: that URL's answer, which the browser may keep.
    const named = await call("/features?xp-features-lead=b");
    expect(named.response.headers.get("cache-control")).toBe(served.namedCacheControl);
  });

  it("draws 1,000 requests by the shares (χ², p > 0.001)", async () => {
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 1_000; i++) counts[(await call("/features")).body as "a" | "b"]++;
    // One degree of freedom: χ² = Σ (observed − 500)² / 500 < 10.828.
    expect(((counts.a - 500) ** 2 + (counts.b - 500) ** 2) / 500).toBeLessThan(10.828);
  });

  it("honours a variant the query names, its first value, whatever its share", async () => {
    for (const [path, id] of [
      ["/features?xp-features-lead=b", "b"],
      ["/features?cta=x&xp-features-lead=a&xp-features-lead=b", "a"],
      ["/?xp-home=b", "b"],
    ] as const)
      for (const random of [0, 0.99]) {
        const { response, body } = await call(path, { random: () => random });
        expect(body).toBe(id);
        expect(response.headers.get("cache-control")).toBe(served.namedCacheControl);
      }
  });

  it("gives Sec-GPC: 1 the page as it is, with the same Cache-Control", async () => {
    for (const path of ["/features?xp-features-lead=b", "/"]) {
      const { response, fetched, body } = await call(path, { headers: { "Sec-GPC": "1" } });
      expect(body).toBe("plain");
      expect(fetched[0]!.url).toBe(`https://site.example${path.split("?")[0]}`);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
    }
    expect((await call("/features", { headers: { "Sec-GPC": "0" }, random: () => 0.9 })).body).toBe("b");
  });

  it("draws for a value that names no variant, never an error", async () => {
    for (const query of [
      "?xp-features-lead=%3Cscript%3E",
      "?xp-features-lead=z",
      "?xp-features-lead=",
      "?xp-features-lead=z&xp-features-lead=b",
      `?xp-features-lead=${"b".repeat(5_000)}`,
      "?%zz&xp-features-lead=%ff",
    ]) {
      const { response, body } = await call(`/features${query}`, { random: () => 0.9 });
      expect({ query, status: response.status, body }).toEqual({ query, status: 200, body: "b" });
      expect(response.headers.get("cache-control")).toBe(served.cacheControl);
    }
  });

  it("passes HEAD and a conditional request on to the file, and its 304 back", async () => {
    const head = await call("/features?xp-features-lead=a", { method: "HEAD" });
    expect(head.fetched[0]!.method).toBe("HEAD");
    expect(head.response.status).toBe(200);
    const again = await call("/features?xp-features-lead=a", { headers: { "If-None-Match": '"a"' } });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get("cache-control")).toBe(served.namedCacheControl);
  });

  it("leaves every other path and method, and a file the asset handler does not serve, to the static handler", async () => {
    for (const path of [
      "/pricing",
      "/features/",
      "/features.html",
      "/de/features",
      "/experiments/features-lead/b/features",
    ]) {
      const { wentOn, fetched, body } = await call(path);
      expect({ path, wentOn, fetched, body }).toEqual({ path, wentOn: true, fetched: [], body: "static" });
    }
    expect((await call("/features", { method: "POST" })).wentOn).toBe(true);
    const missing = await call("/features", { assetStatus: 404 });
    expect(missing.wentOn).toBe(true);
    expect(missing.body).toBe("static");
  });
});
