import type { Page } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";

import {
  chrome,
  endsWithPath,
  expect,
  footerLinkList,
  headerLinkAway,
  hostLink,
  newTab,
  test,
} from "./fixtures.ts";

const roiCopy = readContent("roi");

const { testimonials: homeTestimonials, valueProps: homeValueProps } = readContent("home");
const headerNav = readContent("navigation").header;

// An island that throws while rendering shows the spec's error screen (section 8) in its own
// place (the calculator's inputs and figures, under its heading), and the rest of the page, all
// static HTML, keeps working. The fault is injected from
// here: the calculator formats every figure it renders with Intl.NumberFormat (in the page's
// language, through its parts: src/lib/locale-format.ts), so a `format` and a `formatToParts`
// that throw make it fail as soon as its code renders, while nothing else on the page (no script
// at all outside the islands) notices.

const injectedMessage = "Injected fault: number formatting is unavailable";

async function breakNumberFormatting(page: Page) {
  await page.addInitScript((message) => {
    // `format` is a getter on the prototype (ECMA-402), `formatToParts` a method; replacing both
    // affects only script that formats numbers, and a constructor call still succeeds, so modules
    // load cleanly.
    for (const name of ["format", "formatToParts"]) {
      Object.defineProperty(Intl.NumberFormat.prototype, name, {
        configurable: true,
        get() {
          throw new Error(message);
        },
      });
    }
  }, injectedMessage);
}

test.describe("the calculator island throws while rendering", () => {
  test.beforeEach(async ({ page }) => {
    await breakNumberFormatting(page);
  });

  test("its place shows the error screen, with the message and no stack trace", async ({
    page,
    consoleErrors,
  }) => {
    const uncaught: Error[] = [];
    page.on("pageerror", (error) => uncaught.push(error));
    await page.goto("/");
    // Before its code arrives, the prerendered calculator is there as usual.
    await expect(page.locator("#roi-calculator")).toBeAttached();

    const valueProps = page.getByRole("heading", { level: 2, name: homeValueProps.header.title });
    await page.locator("#roi-calculator").scrollIntoViewIfNeeded();

    const alert = page.getByRole("alert");
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("heading", { level: 2 })).toHaveText(chrome.islandError);
    await expect(alert).toContainText(injectedMessage);
    // Production shows no stack: no frames, no file positions, no <pre>.
    await expect(alert).not.toContainText(/\bat\s+\S+\s*\(|\.js:\d+|Error:/);
    await expect(alert.locator("pre")).toHaveCount(0);

    // It replaced the calculator's inputs and figures and nothing else: in the calculator's own
    // section, under its heading, between the sections either side.
    const calculator = page.locator("#roi-calculator");
    await expect(calculator.getByRole("alert")).toBeVisible();
    await expect(calculator.getByRole("heading", { level: 2, name: roiCopy.title })).toBeVisible();
    await expect(calculator.locator("form, dl, table")).toHaveCount(0);
    const testimonials = page.getByRole("heading", { level: 2, name: homeTestimonials.header.title });
    const order = await alert.evaluate(
      (node, [before, after]) => [
        before!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
        node.compareDocumentPosition(after!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ],
      [await valueProps.elementHandle(), await testimonials.elementHandle()],
    );
    expect(order.every(Boolean)).toBe(true);
    await expect(testimonials).toBeVisible();

    // React reports the error it caught to the console; nothing escapes uncaught.
    expect(consoleErrors.some((error) => error.includes(injectedMessage))).toBe(true);
    expect(uncaught).toEqual([]);
  });

  test("the header, the footer and the rest of the page keep working", async ({ page }) => {
    await page.goto("/");
    await page.locator("#roi-calculator").scrollIntoViewIfNeeded();
    await expect(page.getByRole("alert")).toContainText(chrome.islandError);

    const header = page.getByRole("banner");
    const [solutions] = headerNav.menus;
    await header.getByRole("button", { name: solutions!.label }).click();
    const entry = header.getByRole("link", { name: newTab(solutions!.links[0]!.label) });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute("href", hostLink(solutions!.links[0]!.destination));
    // Away from the menu (a resting pointer also opens it), Escape closes it.
    await page.mouse.move(5, 600);
    await page.keyboard.press("Escape");
    await expect(entry).toBeHidden();

    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    // Its links, one of each kind it has: a product site page, and a page of this site followed.
    const external = footerLinkList.find((link) => link.kind === "external");
    if (external)
      await expect(
        footer.getByRole("link", { name: newTab(external.label), exact: true }).first(),
      ).toHaveAttribute("href", hostLink(external.destination));
    const internal = footerLinkList.flatMap((link) =>
      link.kind === "internal" && link.to !== "/" ? [link] : [],
    )[0];
    test.skip(!internal, "content/navigation.yaml's footer links to no page of this site but /");
    await footer.getByRole("link", { name: internal!.label, exact: true }).first().click();
    await expect(page).toHaveURL(endsWithPath(internal!.to));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("on a phone, the mobile menu still opens and leads on", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.locator("#roi-calculator").scrollIntoViewIfNeeded();
    await expect(page.getByRole("alert")).toContainText(injectedMessage);
    await page.getByRole("button", { name: chrome.menuButton }).click();
    const menu = page.getByRole("navigation", { name: chrome.mobileNav });
    await expect(menu).toBeVisible();
    const away = headerLinkAway("/");
    await menu.getByRole("link", { name: away.label, exact: true }).click();
    await expect(page).toHaveURL(endsWithPath(away.to));
  });
});

test("when the calculator's words fail to load, its place says so, and the page goes on", async ({
  page,
}) => {
  // Its words come as data in the page's language (config/integrations/roi-copy.ts).
  await page.route(/\/assets\/roi-copy-en\.[\w-]+\.json$/, (route) => route.fulfill({ status: 503 }));
  await page.goto("/");
  await page.locator("#roi-calculator").scrollIntoViewIfNeeded();
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { level: 2 })).toHaveText(chrome.islandError);
  await expect(alert).toContainText("503");
  await expect(page.locator("#roi-calculator").getByRole("alert")).toBeVisible();
  await expect(page.locator("#roi-calculator form")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: homeTestimonials.header.title })).toBeVisible();
});
