import { chrome, endsWithPath, expect, headerLinkAway, islandsReady, pages, test } from "./fixtures.ts";

test("browsing every page requests nothing from another origin and stores nothing", async ({
  page,
  context,
  baseURL,
}) => {
  const origins = new Set<string>();
  page.on("request", (request) => origins.add(new URL(request.url()).origin));
  for (const path of pages) {
    await page.goto(path);
    // Every island loaded and running, so its requests and any storage it might use count.
    await islandsReady(page);
    await page.waitForLoadState("networkidle");
  }
  // Following a link, then Back: no scroll-position store or anything else is left behind.
  await page
    .getByRole("navigation", { name: chrome.mainNav })
    .getByRole("link", { name: headerLinkAway(pages.at(-1)!).label, exact: true })
    .click();
  await expect(page).toHaveURL(endsWithPath(headerLinkAway(pages.at(-1)!).to));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${pages.at(-1)}$`));

  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
});
