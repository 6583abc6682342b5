// Chromium without CSS anchor positioning or popovers: see older-engines.ts.
import {
  away,
  button,
  expect,
  expectPlaced,
  headerNav,
  menu,
  panel,
  skipUnlessSwitchedOff,
  test,
  without,
} from "./older-engines";

without("CSSAnchorPositioning,HTMLPopoverAttribute");

test.beforeEach(async ({ page }) => {
  await page.goto("/features");
  await skipUnlessSwitchedOff(page, { anchor: false, popover: false });
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

test("by keyboard, focus on the button shows it, Tab walks its links, leaving closes it", async ({
  page,
}) => {
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
