import { describe, expect, it } from "vitest";
import { httpRules } from "#config/http-rules.ts";
import { campaignsModule } from "#config/server-configs.ts";
import type { CampaignRule } from "#src/lib/campaigns.ts";
import { answerCampaignPage, type ServedCampaigns } from "./campaign-pages.ts";
import type { PagesContext } from "./experiment-pages.ts";

// The catch-all Function's answer on a dated page (functions/[[path]].ts), with a clock the test
// sets and a stand-in for Pages' asset handler that serves the not-found pages at /404 and /de/404.
// tests/e2e runs the real one on `wrangler pages dev` with the shipped content.
const start = "2026-11-01T09:00:00Z";
const end = "2026-11-15T17:00:00Z";
const webinar: CampaignRule = {
  name: "webinar",
  start,
  end,
  pages: [
    { path: "/lp/webinar", file: "/lp/webinar.html", endsAt: "/pricing" },
    { path: "/de/lp/webinar", file: "/de/lp/webinar.html", endsAt: "/de/pricing" },
  ],
};
// The module the build writes, read back as the Function imports it.
const served = JSON.parse(
  /export const campaigns = (.*);\n$/.exec(
    campaignsModule(httpRules({ script: ["'self'"], style: ["'self'"] }, null, [], [webinar])),
  )![1]!,
) as ServedCampaigns;

const call = async (path: string, now: number, method = "GET") => {
  const fetched: string[] = [];
  let wentOn = false;
  const context: PagesContext = {
    request: new Request(`https://example.com${path}`, { method }),
    env: {
      ASSETS: {
        fetch: async (request: Request) => {
          fetched.push(new URL(request.url).pathname);
          return new Response(`not found page at ${new URL(request.url).pathname}`, {
            headers: {
              "Content-Type": "text/html",
              "Cache-Control": "public, max-age=60",
              "X-Frame-Options": "DENY",
            },
          });
        },
      },
    },
    next: async () => new Response("unused"),
  };
  const response = await answerCampaignPage(
    context,
    served,
    async () => {
      wentOn = true;
      return new Response("the page", {
        headers: { "Cache-Control": "public, max-age=60, s-maxage=0, must-revalidate" },
      });
    },
    () => now,
  );
  return { response, fetched, wentOn, body: await response.text() };
};

describe("the Function on a dated landing page", () => {
  it("before its start: the language's not-found page with 404, never stored", async () => {
    const { response, fetched, wentOn, body } = await call("/de/lp/webinar", Date.parse(start) - 1);
    expect([response.status, response.headers.get("cache-control"), body, wentOn]).toEqual([
      404,
      "no-store",
      "not found page at /de/404",
      false,
    ]);
    expect(fetched).toEqual(["/de/404"]);
    expect((await call("/lp/webinar", Date.parse(start) - 1, "HEAD")).body).toBe("");
  });

  it("between its dates: the page as the chain answers it, revalidated on every use", async () => {
    for (const now of [Date.parse(start), Date.parse(end) - 1]) {
      const { response, wentOn, body } = await call("/lp/webinar", now);
      expect([response.status, response.headers.get("cache-control"), body, wentOn]).toEqual([
        200,
        "no-cache",
        "the page",
        true,
      ]);
    }
  });

  it("from its end: 302 to the page named, never stored, with the rules' headers and only the checked parameters", async () => {
    const { response, wentOn } = await call(
      "/lp/webinar?utm_source=linkedin&cta=x&utm_campaign=a%0D%0Ab&xp-other=b&utm_content=hero",
      Date.parse(end),
    );
    expect(wentOn).toBe(false);
    expect(response.status).toBe(302);
    // An escape stays an escape (never a raw CR in the header); an unknown experiment's parameter is dropped.
    expect(response.headers.get("location")).toBe(
      "/pricing?utm_source=linkedin&utm_campaign=a%0D%0Ab&utm_content=hero",
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age/);
    expect(
      (await call("/de/lp/webinar", Date.parse(end) + 86_400_000)).response.headers.get("location"),
    ).toBe("/de/pricing");
  });

  it("goes on for any other path or method", async () => {
    expect((await call("/lp/webinar-2", Date.parse(end))).wentOn).toBe(true);
    expect((await call("/lp/webinar", Date.parse(end), "POST")).wentOn).toBe(true);
  });
});
