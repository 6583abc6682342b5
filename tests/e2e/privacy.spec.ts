import { expect, hydrated, pages, test } from "./fixtures";

test("browsing every page requests nothing from another origin and stores nothing", async ({
  page,
  context,
  baseURL,
}) => {
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
  }
  // Client-side navigation too.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // React Router's ScrollRestoration keeps scroll positions for Back/Forward in this one key.
  const sessionKeys = await page.evaluate(() => Object.keys(sessionStorage));
  expect(sessionKeys.filter((key) => key !== "react-router-scroll-positions")).toEqual([]);
});
