import { readdirSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { homeHero } from "../../src/content/home.ts";
import { featuresClosingCta, featuresHero } from "../../src/content/features.ts";
import { roiCopy } from "../../src/content/roi.ts";
import { expect, hydrated, islandHydrated, test } from "./fixtures";

// Islands (app/lib/island.tsx, docs/decisions/006-islands.md): sections whose code a landing
// page does not load up front. These tests watch which chunks the browser actually fetches.
const chunk = (name: string) => (request: Request) =>
  new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(new URL(request.url()).pathname);

// Guards the "not fetched" checks below: a chunk that does not exist is never fetched either.
const staticChunks = ["home-hero", "testimonials", "site-footer"];
test.beforeAll(() => {
  const built = readdirSync("build/client/assets");
  for (const name of [...staticChunks, "roi-calculator"])
    expect(
      built.some((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file)),
      name,
    ).toBe(true);
});

function recordScripts(page: Page) {
  const requested: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(request);
  });
  return requested;
}

const calculator = (page: Page) => page.locator("#roi-calculator");

test("the home page hydrates without its static sections' code, and loads the calculator as it nears", async ({
  page,
  consoleErrors,
}) => {
  const scripts = recordScripts(page);
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  for (const name of [...staticChunks, "roi-calculator"]) expect(scripts.some(chunk(name)), name).toBe(false);
  // The prerendered sections are all there regardless.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
  await expect(page.locator("footer")).toBeVisible();

  await islandHydrated(calculator(page).locator("form"));
  expect(scripts.some(chunk("roi-calculator"))).toBe(true);
  await page.getByRole("textbox", { name: "Team size" }).fill("10");
  await expect(page).toHaveURL(/\?team=10$/);
  // Still none of the static sections: scrolling past them needs no code.
  for (const name of staticChunks) expect(scripts.some(chunk(name)), name).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test("a shared calculator link hydrates the calculator without scrolling", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/?team=10");
  await hydrated(page);
  await expect.poll(() => scripts.some(chunk("roi-calculator"))).toBe(true);
  await expect(page.getByRole("textbox", { name: "Team size" })).toHaveValue("10");
});

test("what the visitor types before the calculator's code arrives is kept", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/roi-calculator-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await hydrated(page);
  const team = page.getByRole("textbox", { name: "Team size" });
  await team.fill("25");
  release();
  await islandHydrated(calculator(page).locator("form"));
  await expect(team).toHaveValue("25");
  await expect(page).toHaveURL(/\?team=25$/);
  await expect(calculator(page).getByText(roiCopy.results.invalid)).toHaveCount(0);
});

test("client-side navigation renders the next page whole, islands included", async ({
  page,
  consoleErrors,
}) => {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.goto("/");
  await hydrated(page);
  documents.length = 0;

  await page.getByRole("banner").getByRole("link", { name: "Features", exact: true }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(featuresHero.title);
  await expect(page.getByRole("heading", { name: featuresClosingCta.title })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
  // Back on a page rendered in the browser, the calculator works at once.
  await page.getByRole("textbox", { name: "Team size" }).fill("12");
  await expect(page).toHaveURL(/\?team=12$/);

  expect(documents).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
