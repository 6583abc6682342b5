import type { Page } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";
import { axeViolations, chrome, expect, pages, test } from "./fixtures.ts";

// The dark theme follows the visitor's system setting (prefers-color-scheme), set in the token
// layer of src/styles/app.css. Every page is checked in both themes: axe (colour contrast
// included), the page's own background, and no surface left in the other theme's colours.

// The words the test clicks are content's, so a marketer's rewording keeps it green.
const { billingSwitch } = readContent("pricing");
const solutionsMenu = readContent("navigation").header.menus.find((menu) => menu.id === "solutions")!;

/** The light theme's surfaces (app.css): none may show while the dark theme is on. */
const lightSurfaces = ["#ffffff", "#f4f6fa", "#e4f8fc", "#e3f5ea", "#fef3e2", "#fdeceb"];

/** Relative luminance of the page's background, 0 (black) to 1 (white). */
function pageLuminance(page: Page) {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((value) => Number(value) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

/** Every element whose own background is one of `colours`, as "tag.class" for the report. */
function elementsWithBackground(page: Page, colours: string[]) {
  return page.evaluate((hexes) => {
    const wanted = new Set(
      hexes.map((hex) => {
        const [r, g, b] = hex.match(/[0-9a-f]{2}/gi)!.map((part) => parseInt(part, 16));
        return `rgb(${r}, ${g}, ${b})`;
      }),
    );
    return [...document.querySelectorAll("body *")]
      .filter((element) => wanted.has(getComputedStyle(element).backgroundColor))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
  }, colours);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    // Light, the theme most readers get, runs axe at both widths. Dark runs it at one width, turning
    // from page to page: what the dark theme changes is colour, which axe's contrast check sees at
    // either width; its surfaces and background are checked at both.
    for (const [index, path] of [...pages, "/nope"].entries()) {
      const axeWidths = colorScheme === "light" ? [375, 1280] : [[375, 1280][index % 2]!];
      test(`${path} is ${colorScheme}, with no axe violations at ${axeWidths.join(" and ")} px`, async ({
        page,
      }) => {
        // Two loads and up to two whole-page axe runs: on a busy machine the home page's took
        // over the 30 s of one test, its retry too.
        test.slow();
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          const luminance = await pageLuminance(page);
          if (colorScheme === "dark") expect(luminance, "page background").toBeLessThan(0.05);
          else expect(luminance, "page background").toBeGreaterThan(0.9);
          if (colorScheme === "dark") expect(await elementsWithBackground(page, lightSurfaces)).toEqual([]);
          if (axeWidths.includes(width))
            expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
        }
      });
    }

    test("the open menus, the annual prices and an open answer pass axe too", async ({ page }) => {
      await page.goto("/pricing");
      await page
        .getByRole("group", { name: billingSwitch.legend })
        .getByText(billingSwitch.annual, { exact: true })
        .click();
      await expect(page.getByRole("radio", { name: billingSwitch.annual })).toBeChecked();
      await page.getByRole("button", { name: solutionsMenu.label }).click();
      await expect(page.locator("#nav-menu-solutions")).toBeVisible();
      if (colorScheme === "dark") expect(await elementsWithBackground(page, lightSurfaces)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/faq");
      await page.locator("summary").first().click();
      await page.getByRole("button", { name: chrome.menuButton }).click();
      await expect(page.getByRole("navigation", { name: chrome.mobileNav })).toBeVisible();
      if (colorScheme === "dark") expect(await elementsWithBackground(page, lightSurfaces)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("browser chrome", () => {
  test("form controls, scrollbars and the theme colour follow the visitor's scheme", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(
      /<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9a-f]{6}">/,
    );
    expect(html).toMatch(
      /<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}">/,
    );
  });

  test.use({ colorScheme: "dark" });
  test("the root declares both colour schemes", async ({ page }) => {
    await page.goto("/contact");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      "light dark",
    );
  });
});
