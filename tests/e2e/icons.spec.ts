import { localePath, prefixedLocales } from "#src/config/locales.ts";
import { expect, pages, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

// Every icon is drawn by the stylesheet (src/components/ui/icon-css.ts): a mask with its Lucide
// shape, filled with the text colour. Each one a page shows must have its shape, in every language,
// with script on or off, and cost no request of its own.

const paths = [...pages, ...prefixedLocales.map((code) => localePath(code, "/"))];

/** The icons a page shows: each one's mask, size, and its paint against its text colour. */
function shownIcons(page: Page) {
  return page.locator(".icon").evaluateAll((icons) =>
    icons
      .filter((icon) => icon.checkVisibility())
      .map((icon) => {
        const style = getComputedStyle(icon);
        const box = icon.getBoundingClientRect();
        return {
          name: [...icon.classList].find((name) => name.startsWith("icon-")) ?? "",
          mask: style.maskImage,
          area: box.width * box.height,
          paint: style.backgroundColor,
          text: style.color,
        };
      }),
  );
}

for (const path of paths) {
  test(`${path}: every icon shown has its shape, in the text colour, at no request`, async ({ page }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && !request.url().startsWith("data:"))
        images.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const icons = await shownIcons(page);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon.mask, icon.name).toMatch(/^url\("data:image\/svg\+xml,/);
      expect(icon.area, `${icon.name} has a size`).toBeGreaterThan(0);
      expect(icon.paint, `${icon.name} is painted in its text colour`).toBe(icon.text);
    }
    expect(images).toEqual([]);
    expect(await page.locator('svg[stroke-linejoin="round"]').count(), "no Lucide shape inline").toBe(0);
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the home page's icons are drawn without script", async ({ page }) => {
    await page.goto("/");
    const icons = await shownIcons(page);
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.every((icon) => icon.mask.startsWith('url("data:image/svg+xml,'))).toBe(true);
  });
});

test.describe("in forced colours", () => {
  test.use({ forcedColors: "active" });
  test("icons keep the system's text colour, not its background", async ({ page }) => {
    await page.goto("/contact");
    const icons = await shownIcons(page);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon.paint, icon.name).toBe(icon.text);
  });
});
