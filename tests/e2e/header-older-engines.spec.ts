import type { Page } from "@playwright/test";
import { readContent } from "../../src/content/read.ts";
import { expect, test } from "./fixtures";

// What a browser without CSS anchor positioning, or without popovers as well, gets from the
// header: Chromium with those features switched off, not a guess. The menus must still open,
// close and sit in a sensible place (under the header, inside the viewport).

const headerNav = readContent("navigation").header;
const [menu] = headerNav.menus;
if (!menu) throw new Error("the header has a menu");

const away = { x: 5, y: 600 };
const button = (page: Page) => page.locator(`nav [popovertarget="nav-menu-${menu.id}"]`);
const panel = (page: Page) => page.locator(`#nav-menu-${menu.id}`);

/** The panel sits under the header and inside the viewport. */
async function expectPlaced(page: Page) {
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await panel(page).locator("ul").boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 12);
  expect(box.y).toBeLessThanOrEqual(header.y + header.height + 16);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Chromium's launch options from the config, with some Blink features switched off. */
function without(features: string) {
  test.use({
    launchOptions: [
      async ({}, use, workerInfo) => {
        const base = workerInfo.project.use.launchOptions ?? {};
        await use({ ...base, args: [...(base.args ?? []), `--disable-blink-features=${features}`] });
      },
      { scope: "worker" },
    ],
  });
}

test.describe("without anchor positioning", () => {
  without("CSSAnchorPositioning");

  test.beforeEach(async ({ page }) => {
    await page.goto("/features");
    expect(await page.evaluate(() => CSS.supports("anchor-name: --a"))).toBe(false);
    expect(await page.evaluate(() => HTMLElement.prototype.hasOwnProperty("popover"))).toBe(true);
  });

  test("a menu opens by click under the header, and Escape and a click outside close it", async ({ page }) => {
    await button(page).click();
    await expect(panel(page)).toBeVisible();
    await expectPlaced(page);
    await page.mouse.move(away.x, away.y);
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
    await button(page).click();
    await expect(panel(page)).toBeVisible();
    await page.mouse.click(away.x, away.y);
    await expect(panel(page)).toBeHidden();
  });

  test("a resting pointer shows it in the same place", async ({ page }) => {
    await button(page).hover();
    await expect(panel(page)).toBeVisible();
    await expectPlaced(page);
    await page.mouse.move(away.x, away.y);
    await expect(panel(page)).toBeHidden();
  });
});

test.describe("without anchor positioning or popovers", () => {
  without("CSSAnchorPositioning,HTMLPopoverAttribute");

  test.beforeEach(async ({ page }) => {
    await page.goto("/features");
    expect(await page.evaluate(() => CSS.supports("anchor-name: --a"))).toBe(false);
    expect(await page.evaluate(() => HTMLElement.prototype.hasOwnProperty("popover"))).toBe(false);
  });

  test("the menus are closed on arrival", async ({ page }) => {
    for (const { id } of headerNav.menus) await expect(page.locator(`#nav-menu-${id}`)).toBeHidden();
  });

  test("a resting pointer shows a menu under the header; leaving hides it", async ({ page }) => {
    await button(page).hover();
    await expect(panel(page)).toBeVisible();
    await expectPlaced(page);
    await panel(page).getByRole("link").last().hover();
    await expect(panel(page)).toBeVisible();
    await page.mouse.move(away.x, away.y);
    await expect(panel(page)).toBeHidden();
  });

  test("by keyboard, focus on the button shows it, Tab walks its links, leaving closes it", async ({ page }) => {
    await button(page).focus();
    await expect(panel(page)).toBeVisible();
    for (const link of menu.links) {
      await page.keyboard.press("Tab");
      await expect(panel(page).getByRole("link", { name: `${link.label} (opens in a new tab)` })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(panel(page)).toBeHidden();
  });

  test("a click opens it and a click outside closes it", async ({ page }) => {
    await button(page).click();
    await page.mouse.move(away.x, away.y);
    await expect(panel(page)).toBeVisible();
    await expectPlaced(page);
    await page.mouse.click(away.x, away.y);
    await expect(panel(page)).toBeHidden();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

    test("the mobile menu is closed on arrival, opens by tap, closes by a tap outside", async ({ page }) => {
      const toggle = page.getByRole("button", { name: "Menu" });
      const mobile = page.locator("#mobile-menu");
      await expect(mobile).toBeHidden();
      await toggle.tap();
      await expect(mobile).toBeVisible();
      await expect(mobile.getByRole("link", { name: "Pricing", exact: true })).toBeVisible();
      await page.touchscreen.tap(187, 780);
      await expect(mobile).toBeHidden();
    });
  });
});
