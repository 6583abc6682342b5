import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";
import { expect, external, test } from "./fixtures.ts";

const notFound = readContent("notFound").content;

const caseStudies = external("caseStudies");

/** Stands in for the external host, which the test browser cannot reach; records what it was asked. */
async function stubExternalHost(page: Page) {
  const requested: string[] = [];
  await page.route(`${new URL(caseStudies).origin}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>Case studies</title>" });
  });
  return requested;
}

test("unknown paths get the 404 page with status 404, a console error naming the path, and stay put", async ({
  page,
  consoleErrors,
}) => {
  const requested = await stubExternalHost(page);
  const response = await page.goto("/no/such-page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.code);
  await expect(page.getByText(notFound.message)).toBeVisible();
  // The script logs or redirects, never both: once the error is logged, no redirect can follow.
  await expect.poll(() => consoleErrors.join("\n")).toContain("/no/such-page");
  await page.waitForLoadState("networkidle");
  expect(page.url()).toMatch(/\/no\/such-page\?x=1$/);
  expect(requested).toEqual([]);
  await page.getByRole("link", { name: notFound.homeLabel }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the 404 page is marked noindex", async ({ request }) => {
  const response = await request.get("/missing");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex">');
});

test.describe("blog redirect in the browser", () => {
  // Playwright's routes do not see a navigation's redirect target, so the browser is left to try
  // the unreachable host; the request it makes there is the proof.
  for (const javaScriptEnabled of [false, true]) {
    test(`the server's 301 sends the page to case studies (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      const page = await context.newPage();
      const request = page.waitForRequest(caseStudies);
      await page.goto("/blog/2024/some-post").catch(() => undefined);
      const hop = await request;
      expect(hop.url()).toBe(caseStudies);
      expect(hop.redirectedFrom()?.url()).toBe(new URL("/blog/2024/some-post", baseURL).href);
      expect((await hop.redirectedFrom()?.response())?.status()).toBe(301);
      await context.close();
    });
  }

  // A host that did not apply the redirect rules answers a blog URL with its 404 page; that page's
  // script sends the browser on, replacing the history entry so Back skips the blog URL.
  for (const path of ["/blog", "/blog/some-post"]) {
    test(`${path} served as a plain 404 still leaves for case studies without trapping Back`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      const requested = await stubExternalHost(page);
      const notFoundPage = readFileSync("build/client/404.html", "utf8");
      await page.route(new URL(path, baseURL).href, (route) =>
        route.fulfill({ status: 404, contentType: "text/html; charset=utf-8", body: notFoundPage }),
      );
      await page.goto("/features");
      await page.goto(path, { waitUntil: "commit" });
      await expect(page).toHaveURL(caseStudies);
      expect(requested).toEqual([caseStudies]);
      await page.goBack();
      await expect(page).toHaveURL(/\/features$/);
      // Only the browser's note of the 404 status: the blog path is sent on, not logged as missing.
      expect(consoleErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
    });
  }
});
