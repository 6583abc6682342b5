import { readFileSync } from "node:fs";
import { test } from "@playwright/test";
import type { HttpRules } from "#config/http-rules.ts";
import { sampleRatio } from "#src/lib/experiments/stats.ts";
import { expect } from "./fixtures.ts";

// Experiments (docs/decisions/022) on all three servers (playwright.config.ts: npm start, nginx, Cloudflare's
// runtime), from the running experiments the build wrote into build/http-rules.json: the page's URL
// answered with a variant drawn by the shares, a named one, or the plain page for Global Privacy
// Control; no cookie, no shared caching, no redirect. Requests only.
// The config says Global Privacy Control on every request; these requests choose for themselves.
test.use({ extraHTTPHeaders: {} });

const rules = JSON.parse(readFileSync("build/http-rules.json", "utf8")) as HttpRules;
const running = rules.experiments?.running ?? [];
const experimentOf = (html: string) => /<html[^>]* data-xp="([^"]*)"/.exec(html)?.[1] ?? null;

test("the shipped example runs on the features page", () => {
  expect(running.map(({ pages }) => pages[0]!.path)).toContain("/features");
});

for (const rule of running)
  for (const { path } of rule.pages) {
    test.describe(`${rule.name} on ${path}`, () => {
      test("1,000 requests split by the shares (χ², p > 0.001), every answer a 200 with no cookie", async ({
        request,
      }) => {
        // A thousand answers is a count, not a timing: on a busy two-core machine Cloudflare's
        // local runtime took longer than the default 30 s to give them.
        test.slow();
        const counts = rule.variants.map(() => 0);
        const batch = 50;
        for (let sent = 0; sent < 1000; sent += batch) {
          const answers = await Promise.all(
            Array.from({ length: batch }, () => request.get(path, { maxRedirects: 0 })),
          );
          for (const answer of answers) {
            expect(answer.status()).toBe(200);
            expect(answer.headers()["set-cookie"]).toBeUndefined();
            expect(answer.headers()["cache-control"]).toBe(rules.experiments!.cacheControl);
            const drawn = experimentOf(await answer.text());
            expect(drawn).toMatch(new RegExp(`^${rule.param}=`));
            counts[rule.variants.indexOf(drawn!.split("=")[1]!)]!++;
          }
        }
        expect(counts.every((count) => count > 0)).toBe(true);
        const check = sampleRatio(
          counts.map((visitors) => ({ visitors })),
          rule.shares,
        );
        expect(check.p, `counts ${counts.join("/")} for shares ${rule.shares.join("/")}`).toBeGreaterThan(
          0.001,
        );
      });

      test("a named variant is answered, at the page's URL, with the page's headers, kept by no shared cache", async ({
        request,
      }) => {
        for (const variant of rule.variants) {
          const answer = await request.get(`${path}?utm_source=ad&${rule.param}=${variant}`, {
            maxRedirects: 0,
          });
          expect(answer.status()).toBe(200);
          expect(experimentOf(await answer.text())).toBe(`${rule.param}=${variant}`);
          // That URL's answer is always that variant: the browser alone may keep it (decision 021).
          expect(answer.headers()["cache-control"]).toBe(rules.experiments!.namedCacheControl);
          expect(answer.headers()["cache-control"]).toMatch(/^private,/);
          expect(answer.headers()["content-security-policy"]).toBe(
            rules.headers.all["Content-Security-Policy"],
          );
          expect(answer.headers()["set-cookie"]).toBeUndefined();
        }
      });

      test("Global Privacy Control gets the page as it is, carrying nothing", async ({ request }) => {
        const plain = readFileSync(`build/client${path === "/" ? "/index" : path}.html`, "utf8");
        for (const query of ["", `?${rule.param}=${rule.variants.at(-1)}`]) {
          const answer = await request.get(`${path}${query}`, { headers: { "Sec-GPC": "1" } });
          expect(answer.status()).toBe(200);
          const html = await answer.text();
          expect(html).toBe(plain);
          expect(html).not.toContain(rule.param);
        }
      });

      test("an unknown or hostile value is drawn over, never written into the page", async ({ request }) => {
        for (const value of [
          "z",
          "A",
          "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
          "b%22%3E%3Cx",
          "b".repeat(2000),
        ]) {
          const answer = await request.get(`${path}?${rule.param}=${value}`, { maxRedirects: 0 });
          expect(answer.status()).toBe(200);
          const html = await answer.text();
          expect(rule.variants.map((variant) => `${rule.param}=${variant}`)).toContain(experimentOf(html));
          expect(html).not.toContain("alert(1)");
          expect(html).not.toContain('"><x');
        }
      });

      test("each variant's own file is kept out of search, with the page's URL as its canonical", async ({
        request,
      }) => {
        const [, file] = rule.pages
          .find((page) => page.path === path)!
          .files.map((each) => each.replace(/\.html$/, ""));
        const answer = await request.get(file!);
        expect(answer.status()).toBe(200);
        expect(answer.headers()["x-robots-tag"]).toContain("noindex");
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await answer.text())?.[1];
        expect(new URL(canonical!).pathname).toBe(path);
      });
    });
  }

test("a page with no experiment is the build's file, with no variant anywhere", async ({ request }) => {
  const experimentPages = new Set(running.flatMap(({ pages }) => pages.map((page) => page.path)));
  for (const path of ["/", "/pricing", "/about", "/de/features"].filter(
    (each) => !experimentPages.has(each),
  )) {
    const answer = await request.get(path);
    const html = await answer.text();
    expect(html).toBe(readFileSync(`build/client${path === "/" ? "/index" : path}.html`, "utf8"));
    expect(html).not.toContain("xp-");
    expect(answer.headers()["cache-control"]).toBe(rules.headers.revalidate["Cache-Control"]);
  }
});
