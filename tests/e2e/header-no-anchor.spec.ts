// Chromium without CSS anchor positioning (popovers still there): see older-engines.ts.
import {
  away,
  button,
  expect,
  expectPlaced,
  panel,
  skipUnlessSwitchedOff,
  test,
  without,
} from "./older-engines";

without("CSSAnchorPositioning");

test.beforeEach(async ({ page }) => {
  await page.goto("/features");
  await skipUnlessSwitchedOff(page, { anchor: false, popover: true });
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
