import { expect, external, hydrated, test } from "./fixtures";

const caseStudies = external("caseStudies");

test("unknown paths get the 404 page with status 404 and a console error naming the path", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/no/such-page?x=1");
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => consoleErrors.join("\n")).toContain("/no/such-page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the 404 page is marked noindex", async ({ request }) => {
  const response = await request.get("/missing");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
});

const abuse = [
  "/blog",
  "/blog/",
  "/blog/x",
  "/blog/2024/some-post?utm=1",
  "/blog?next=https://evil.example",
  "/blog/%2F%2Fevil.example",
  "/blog/%5Cevil.example",
];

/** Follows redirects by hand: every hop must stay on this site until the fixed target. */
async function finalStop(request: import("@playwright/test").APIRequestContext, path: string) {
  let url = path;
  for (let hop = 0; hop < 4; hop++) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() === 404) return "not found";
    if (response.status() === 400) return "refused";
    expect([301, 302, 308], `${url} answered ${response.status()}`).toContain(response.status());
    const location = response.headers()["location"]!;
    if (location === caseStudies) return "case-studies";
    const next = new URL(location, response.url());
    expect(next.host, `hop from ${url} left the site for ${location}`).toBe(new URL(response.url()).host);
    url = next.pathname + next.search;
  }
  throw new Error(`${path} kept redirecting`);
}

for (const path of abuse) {
  test(`${path} ends at the fixed case-studies URL, never reflecting the path`, async ({ request }) => {
    expect(await finalStop(request, path)).toBe("case-studies");
  });
}

for (const path of ["/blog/..%2F..%2Fetc", "/blog/..%2F..%2Fetc/passwd"]) {
  test(`${path}, which climbs out of /blog, is refused or not found`, async ({ request }) => {
    expect(["refused", "not found"]).toContain(await finalStop(request, path));
  });
}

test("//evil.example/blog never leaves the site", async ({ request }) => {
  const response = await request.get("//evil.example/blog", { maxRedirects: 0 }).catch(() => null);
  if (response) {
    const location = response.headers()["location"];
    if (location) expect(new URL(location, "http://127.0.0.1").hostname).toBe("127.0.0.1");
  }
});

test.describe("blog redirect in the browser", () => {
  test("without JavaScript the server sends the page to case studies", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const request = page.waitForRequest(caseStudies);
    await page.goto("/blog/some-post").catch(() => undefined);
    expect((await request).url()).toBe(caseStudies);
    await context.close();
  });

  test("an in-app navigation to a blog path leaves without trapping Back", async ({ page }) => {
    await page.route(`${new URL(caseStudies).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Case studies</title>" }),
    );
    await page.goto("/features");
    await hydrated(page);
    const request = page.waitForRequest(caseStudies);
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
      ).__reactRouterDataRouter.navigate("/blog/anything"),
    );
    expect((await request).url()).toBe(caseStudies);
    await expect(page).toHaveURL(caseStudies);
    await page.goBack();
    await expect(page).toHaveURL(/\/features$/);
  });
});
