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
