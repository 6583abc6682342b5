import { headerNav } from "../../src/content/navigation.ts";
import { expect, external, hydrated, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/features");
  await hydrated(page);
});

test("is sticky and marks the current page", async ({ page }) => {
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  await page.mouse.wheel(0, 2000);
  await expect(page.locator("header").first()).toBeInViewport();
});

test("internal links navigate in the app", async ({ page }) => {
  const main = page.getByRole("navigation", { name: "Main" });
  for (const link of headerNav.links) {
    await main.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.to === "/" ? "/" : link.to}$`));
    await expect(page.locator("h1")).toHaveCount(1);
  }
  await page.getByRole("link", { name: /home$/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

for (const menu of headerNav.menus) {
  test(`${menu.label} opens on hover and lists its external pages`, async ({ page }) => {
    const button = page.getByRole("button", { name: menu.label });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    for (const link of menu.links) {
      const anchor = panel.getByRole("link", { name: `${link.label} (opens in a new tab)` });
      await expect(anchor).toBeVisible();
      await expect(anchor).toHaveAttribute("href", external(link.destination));
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test(`${menu.label} works by keyboard`, async ({ page }) => {
    const button = page.getByRole("button", { name: menu.label });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const header = page.getByRole("banner");
    const item = (label: string) => header.getByRole("link", { name: `${label} (opens in a new tab)` });
    const [first, second] = menu.links;
    await expect(item(first.label)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item(second.label)).toBeFocused();
    await page.keyboard.press("End");
    await expect(item(menu.links.at(-1)!.label)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(item(menu.links.at(-2)!.label)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(item(first.label)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
}

test("opening one dropdown closes the other; a tap toggles", async ({ page }) => {
  const solutions = page.getByRole("button", { name: "Solutions" });
  const resources = page.getByRole("button", { name: "Resources" });
  await solutions.click();
  await expect(solutions).toHaveAttribute("aria-expanded", "true");
  await resources.click();
  await expect(resources).toHaveAttribute("aria-expanded", "true");
  await expect(solutions).toHaveAttribute("aria-expanded", "false");
});

test("Free Trial and Book Demo open the external host in a new tab", async ({ page }) => {
  const header = page.getByRole("banner");
  for (const cta of headerNav.ctas) {
    const link = header.getByRole("link", { name: `${cta.label} (opens in a new tab)` });
    await expect(link).toHaveAttribute("href", external(cta.destination));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test.describe("mobile menu at 375px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opens with its six entries, closes on Escape and on navigation", async ({ page }) => {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    for (const link of headerNav.links)
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    for (const cta of headerNav.ctas) {
      await expect(menu.getByRole("link", { name: `${cta.label} (opens in a new tab)` })).toHaveAttribute(
        "href",
        external(cta.destination),
      );
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
