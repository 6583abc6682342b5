import { pageIdFor } from "#src/config/pages.ts";
import { expect, externalOrigin, pages, site, test } from "./fixtures.ts";

// Counting (docs/decisions/015): every link to the external host names where it stood, in the
// HTML as served, so the host can count what each call to action starts, with JavaScript off too.
const placement = site.analytics.placementParam;

for (const path of [...pages, "/no-such-page"]) {
  test(`${path}: every link to the external host carries its placement`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`);
    const hrefs = await page
      .locator(`a[href^="${externalOrigin}"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(0);
    const id = pageIdFor((pages as readonly string[]).includes(path) ? path : undefined);
    for (const href of hrefs) {
      const url = new URL(href);
      // page.section.name: the page, the section, then the destination (or the plan) in code's names.
      expect(url.searchParams.get(placement), href).toMatch(new RegExp(`^${id}\\.[a-z]+\\.[A-Za-z]+$`));
      const name = url.searchParams.get(placement)!.split(".")[2]!;
      const plan = url.searchParams.get("plan");
      expect(plan ?? name, href).toBe(name);
      if (!plan)
        expect(
          new URL(site.destinations[name as keyof typeof site.destinations], externalOrigin).pathname,
        ).toBe(url.pathname);
      // The campaign is added in the browser, only for a visitor who landed with one.
      expect(
        [...url.searchParams.keys()].filter((key) => key.startsWith("utm_")),
        href,
      ).toEqual([]);
    }
    await context.close();
  });
}
