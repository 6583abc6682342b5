import type { Locator, Page } from "@playwright/test";
import { localeCodes } from "#src/config/locales.ts";
import { site } from "#src/config/site.ts";
import { readContent } from "#src/content/read-content.ts";
import {
  chrome,
  endsWithPath,
  expect,
  headerLinkAway,
  headerMenus,
  ctaHref,
  hostLink,
  newTab,
  openPopover,
  test,
} from "./fixtures.ts";

const headerNav = readContent("navigation").header;

// The header ships no script: /features has no island, so there is nothing to wait for.
test.beforeEach(async ({ page }) => {
  await page.goto("/features");
});

const menuButton = (page: Page, label: string) =>
  page.getByRole("navigation", { name: chrome.mainNav }).getByRole("button", { name: label });

/** The panel a popover button controls, found through its `popovertarget`. */
async function panelOf(button: Locator) {
  const id = await button.getAttribute("popovertarget");
  expect(id, "the button names its popover").toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/** Somewhere in the page body, well away from the header, for the pointer to rest. */
const awayFromHeader = { x: 5, y: 600 };

test("is sticky and marks the current page at build time", async ({ page }) => {
  const main = page.getByRole("navigation", { name: chrome.mainNav });
  for (const link of headerNav.links) {
    const shown = main.getByRole("link", { name: link.label, exact: true });
    if (link.to === "/features") await expect(shown).toHaveAttribute("aria-current", "page");
    else await expect(shown).not.toHaveAttribute("aria-current", /.*/);
  }
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(page.getByRole("banner")).toBeInViewport();
});

test("internal links load each page in full and mark it current", async ({ page }) => {
  const main = page.getByRole("navigation", { name: chrome.mainNav });
  for (const link of headerNav.links) {
    // A marker on the old document: a full page load leaves it behind, a client router would not.
    await page.evaluate(() => ((window as unknown as { stale?: boolean }).stale = true));
    await main.getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.to === "/" ? "/" : link.to}$`));
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { stale?: boolean }).stale)).toBeUndefined();
    await expect(main.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Every link to that page, should the header list it twice.
    await expect(main.locator('[aria-current="page"]')).toHaveCount(
      headerNav.links.filter((other) => other.to === link.to).length,
    );
  }
  await page.goto("/pricing");
  await page
    .getByRole("banner")
    // The whole name: a header link may share the note's words.
    .getByRole("link", { name: `${site.name} ${readContent("navigation").logoHomeNote}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

for (const menu of headerNav.menus) {
  test(`${menu.label} shows on hover and lists its external pages`, async ({ page }) => {
    const button = menuButton(page, menu.label);
    const panel = await panelOf(button);
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(panel).toBeVisible();
    // Shown by CSS :hover alone; the popover itself was never opened.
    await expect(openPopover(panel)).toHaveCount(0);
    for (const link of menu.links) {
      const anchor = panel.getByRole("link", { name: newTab(link.label) });
      await expect(anchor).toBeVisible();
      await expect(anchor).toHaveAttribute("href", hostLink(link.destination));
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
    // The pointer can travel from the button into the panel without it closing.
    await panel.getByRole("link").last().hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(awayFromHeader.x, awayFromHeader.y);
    await expect(panel).toBeHidden();
  });

  test(`${menu.label} works by keyboard`, async ({ page }) => {
    const button = menuButton(page, menu.label);
    const panel = await panelOf(button);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(openPopover(panel)).toHaveCount(1);
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(openPopover(panel)).toHaveCount(0);
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // Space opens it too; Tab then walks its links in order (no Arrow keys: nothing scripts them).
    await page.keyboard.press("Space");
    await expect(openPopover(panel)).toHaveCount(1);
    for (const link of menu.links) {
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link", { name: newTab(link.label) })).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(openPopover(panel)).toHaveCount(0);
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test("opening one dropdown closes the other; a second click closes it", async ({ page }) => {
  test.skip(headerMenus.length < 2, "content/navigation.yaml has one header menu");
  const solutions = menuButton(page, headerMenus[0]!.label);
  const resources = menuButton(page, headerMenus[1]!.label);
  const solutionsPanel = await panelOf(solutions);
  const resourcesPanel = await panelOf(resources);

  await solutions.click();
  await expect(openPopover(solutionsPanel)).toHaveCount(1);
  await resources.click();
  await expect(openPopover(resourcesPanel)).toHaveCount(1);
  await expect(openPopover(solutionsPanel)).toHaveCount(0);
  await expect(solutionsPanel).toBeHidden();

  await resources.click();
  await expect(openPopover(resourcesPanel)).toHaveCount(0);
  await page.mouse.move(awayFromHeader.x, awayFromHeader.y);
  await expect(resourcesPanel).toBeHidden();
});

test("a click outside an open dropdown closes it", async ({ page }) => {
  const solutions = menuButton(page, headerMenus[0]!.label);
  const panel = await panelOf(solutions);
  await solutions.click();
  await expect(openPopover(panel)).toHaveCount(1);
  await page.mouse.click(awayFromHeader.x, awayFromHeader.y);
  await expect(openPopover(panel)).toHaveCount(0);
  await expect(panel).toBeHidden();
});

test("Free Trial and Book Demo open the external host in a new tab", async ({ page }) => {
  const header = page.getByRole("banner");
  for (const cta of headerNav.ctas) {
    const link = header.getByRole("link", { name: newTab(cta.label) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", ctaHref(cta));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test.describe("mobile menu at 375px", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("opens by tap with its six entries and the languages, closes by tap, Escape and a tap outside", async ({
    page,
  }) => {
    await expect(page.getByRole("navigation", { name: chrome.mainNav })).toBeHidden();
    const toggle = page.getByRole("button", { name: chrome.menuButton });
    const menu = page.getByRole("navigation", { name: chrome.mobileNav });
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(openPopover(menu)).toHaveCount(1);
    // The header's links and calls to action, then the page in every language (languages.spec.ts).
    const languages = menu.getByRole("list", { name: readContent("navigation").languages });
    await expect(languages.getByRole("link")).toHaveCount(localeCodes.length);
    await expect(menu.getByRole("link")).toHaveCount(
      headerNav.links.length + headerNav.ctas.length + localeCodes.length,
    );
    for (const link of headerNav.links)
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    for (const link of headerNav.links.filter((candidate) => candidate.to === "/features"))
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    for (const cta of headerNav.ctas) {
      const anchor = menu.getByRole("link", { name: newTab(cta.label) });
      await expect(anchor).toBeVisible();
      await expect(anchor).toHaveAttribute("href", ctaHref(cta));
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }

    await toggle.tap();
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(187, 780);
    await expect(menu).toBeHidden();
  });

  test("a link in it loads the page, which starts with the menu closed", async ({ page }) => {
    const toggle = page.getByRole("button", { name: chrome.menuButton });
    const menu = page.getByRole("navigation", { name: chrome.mobileNav });
    const away = headerLinkAway("/features");
    await toggle.tap();
    await menu.getByRole("link", { name: away.label, exact: true }).tap();
    await expect(page).toHaveURL(endsWithPath(away.to));
    await expect(page.locator("h1")).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(openPopover(menu)).toHaveCount(0);
    await toggle.tap();
    await expect(menu.getByRole("link", { name: away.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
