import { localePath, prefixedLocales } from "#src/config/locales.ts";
import { expect, pages, test } from "./fixtures.ts";

// Every icon is a reference into one sprite file (src/components/ui/icon-sprite.ts): each one a
// page shows must find its symbol there and draw, in every language, with script on or off.

const paths = [...pages, ...prefixedLocales.map((code) => localePath(code, "/"))];

for (const path of paths) {
  test(`${path}: every icon shown is drawn from the one sprite`, async ({ page }) => {
    const sprites: string[] = [];
    page.on("request", (request) => {
      if (/\/icons\.[\w-]+\.svg$/.test(new URL(request.url()).pathname)) sprites.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const icons = await page.locator("svg > use").evaluateAll((uses) =>
      uses
        .filter((use) => use.parentElement!.checkVisibility())
        .map((use) => ({
          href: use.getAttribute("href") ?? "",
          area: (({ width, height }) => width * height)((use as SVGGraphicsElement).getBBox()),
        })),
    );
    expect(icons.length).toBeGreaterThan(0);
    for (const { href, area } of icons) expect(area, `${href} draws a shape`).toBeGreaterThan(0);
    expect(new Set(icons.map(({ href }) => href.split("#")[0]))).toEqual(
      new Set([new URL(sprites[0]!).pathname]),
    );
    expect(sprites).toHaveLength(1);
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the home page's icons draw without script", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const boxes = await page
      .locator("svg > use")
      .evaluateAll((uses) =>
        uses
          .filter((use) => use.parentElement!.checkVisibility())
          .map((use) => (use as SVGGraphicsElement).getBBox().width),
      );
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((width) => width > 0)).toBe(true);
  });
});
