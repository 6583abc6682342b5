import { readFileSync } from "node:fs";
import { headersFor, type HttpRules } from "#config/http-rules.ts";
import { readContent } from "#src/content/read-content.ts";
import {
  chrome,
  contentOf,
  expect,
  headerMenus,
  islandsReady,
  endsWithPath,
  headerLinkAway,
  newTab,
  openPopover,
  pages,
  site,
  test,
} from "./fixtures.ts";

const builtRules = JSON.parse(readFileSync("build/http-rules.json", "utf8")) as HttpRules;

const navigation = readContent("navigation");

/** Each page's title and description as the page shows them (the reader fills the placeholders). */
const metaOf = (path: (typeof pages)[number]) => {
  const { title, description } = readContent(contentOf[path]).meta;
  return { title: `${title} | ${site.name}`, description };
};
/** As it reads in HTML source. */
const escaped = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

for (const path of pages) {
  test.describe(`page ${path}`, () => {
    test("is served prerendered with its own title, description and canonical", async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // Revalidated, or, on a running experiment's page, never kept by a shared cache.
      expect(response.headers()["cache-control"]).toBe(
        headersFor(builtRules, path, { https: false })["Cache-Control"],
      );
      const html = await response.text();
      expect(html).toContain(`<title>${escaped(metaOf(path).title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escaped(metaOf(path).description)}"`);
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, site.origin).href}">`);
      expect(html).toMatch(/<h1[^>]*>/);
    });

    test("loads with no console errors and one h1", async ({ page, consoleErrors }) => {
      await page.goto(path);
      // Wakes every island (client:visible ones only load in view), so hydration errors count too.
      await islandsReady(page);
      await expect(page).toHaveTitle(metaOf(path).title);
      await expect(page.locator("h1")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      expect(consoleErrors).toEqual([]);
    });

    // axe on every whole page, in both themes and at both widths: themes.spec.ts. Nothing scrolls
    // sideways at any width, in any language: widths.spec.ts.
  });
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pages) {
    test(`${path} reads completely`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(site.address.city);
      await expect(page.getByRole("navigation", { name: chrome.mainNav })).toBeVisible();
    });
  }

  test("header links navigate between pages", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: chrome.mainNav })
      .getByRole("link", { name: headerLinkAway("/").label, exact: true })
      .click();
    await expect(page).toHaveURL(endsWithPath(headerLinkAway("/").to));
    await expect(page.locator("h1")).toBeVisible();
  });

  test("dropdown links show on hover without scripts", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: headerMenus[0]!.label, exact: true }).hover();
    await expect(banner.getByRole("link", { name: headerMenus[0]!.links[0]!.label })).toBeVisible();
  });

  test("a click opens a dropdown and Escape closes it, with no script", async ({ page }) => {
    await page.goto("/");
    const button = page
      .getByRole("banner")
      .getByRole("button", { name: headerMenus.at(-1)!.label, exact: true });
    const panel = page.locator(`#nav-menu-${headerMenus.at(-1)!.id}`);
    await button.click();
    await expect(openPopover(panel)).toHaveCount(1);
    await page.mouse.move(5, 600);
    await expect(panel.getByRole("link", { name: headerMenus.at(-1)!.links[0]!.label })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(openPopover(panel)).toHaveCount(0);
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the mobile menu opens, closes and navigates at 375px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: chrome.menuButton });
    const mobile = page.getByRole("navigation", { name: chrome.mobileNav });
    await expect(mobile).toBeHidden();
    await toggle.click();
    const away = headerLinkAway("/");
    await expect(mobile.getByRole("link", { name: away.label, exact: true })).toBeVisible();
    await expect(
      mobile.getByRole("link", { name: newTab(navigation.header.ctas[0].label), exact: true }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobile).toBeHidden();
    await toggle.click();
    await mobile.getByRole("link", { name: away.label, exact: true }).click();
    await expect(page).toHaveURL(endsWithPath(away.to));
    await expect(page.locator("h1")).toBeVisible();
    await expect(mobile).toBeHidden();
  });
});
