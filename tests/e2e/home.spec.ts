import type { Page } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";
import { expectedError, expectedRoi as expected, yearCost } from "./roi-expected.ts";
import { axeViolations, chrome, ctaHref, expect, islandReady, newTab, test } from "./fixtures.ts";

const roiCopy = readContent("roi");
const worked = { team: "10", deal: "5000", rate: "20", leads: "200" };

const {
  dashboard: homeDashboard,
  hero: homeHero,
  security: homeSecurity,
  stats: homeStats,
  testimonials: homeTestimonials,
  valueProps: homeValueProps,
} = readContent("home");

const calculator = (page: Page) => page.locator("#roi-calculator");
/** The calculator is an island (`client:visible`): its code loads as it nears the viewport. */
async function calculatorReady(page: Page) {
  await islandReady(calculator(page).locator("form"));
}
/** The expected case's figure in the row headed `label` of the calculator's comparison table. */
const figure = (page: Page, label: string) =>
  calculator(page)
    .locator("tr", { has: page.locator("th", { hasText: label }) })
    .locator("td")
    .first();

test("shows every home section with its facts", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
  await expect(page.getByText(homeHero.note)).toBeVisible();
  for (const cta of homeHero.ctas)
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: newTab(cta.label) })
        .first(),
    ).toHaveAttribute("href", ctaHref(cta));
  for (const stat of homeStats.items) {
    await expect(page.locator("dl").getByText(stat.label, { exact: true })).toBeVisible();
  }
  for (const item of homeValueProps.items) {
    await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
  }
  for (const item of homeTestimonials.items) await expect(page.getByText(item.quote)).toBeVisible();
  const ratings = homeTestimonials.items.flatMap((item) => (item.rating === undefined ? [] : [item.rating]));
  for (const rating of new Set(ratings))
    await expect(
      page.getByText(chrome.rating.replace("{rating}", String(rating)), { exact: true }),
    ).toHaveCount(ratings.filter((each) => each === rating).length);
  for (const item of homeSecurity.items)
    await expect(page.getByText(item.label, { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the dashboard mock is one labelled image with nothing focusable inside", async ({ page }) => {
  await page.goto("/");
  const mock = page.getByRole("img", { name: homeDashboard.label });
  await expect(mock).toBeVisible();
  await expect(mock.locator(":scope > [aria-hidden='true']")).toHaveCount(1);
  for (const metric of homeDashboard.metrics)
    await expect(mock.getByText(metric.value, { exact: true })).toBeVisible();
  const focusable = mock.locator("a, button, input, select, textarea, [tabindex], [contenteditable]");
  await expect(focusable).toHaveCount(0);
  await expect(page.getByRole("button", { name: homeDashboard.searchButton })).toHaveCount(0);
});

test("recomputes live, mirrors the inputs in the URL and restores them", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await calculatorReady(page);
  await expect(figure(page, roiCopy.results.monthly)).toHaveText(expected().expected.monthly);
  await expect(figure(page, roiCopy.results.roi)).toHaveText(expected().expected.roi);

  await page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true }).fill("10");
  await page.getByRole("textbox", { name: roiCopy.fields.deal.label, exact: true }).fill("$5,000");
  await page.getByRole("textbox", { name: roiCopy.fields.rate.label, exact: true }).fill("20%");
  await page.getByRole("textbox", { name: roiCopy.fields.leads.label, exact: true }).fill("200");
  await expect(figure(page, roiCopy.results.monthly)).toHaveText(expected(worked).expected.monthly);
  await expect(figure(page, roiCopy.results.annual)).toHaveText(expected(worked).expected.annual);
  await expect(figure(page, roiCopy.results.cost)).toHaveText(yearCost(10));
  await expect(figure(page, roiCopy.results.roi)).toHaveText(expected(worked).expected.roi);
  await expect(page).toHaveURL(/\/\?team=10&deal=5000&rate=20&leads=200$/);

  // Replace, not push: going back leaves the page rather than stepping through keystrokes.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

  await page.reload();
  await calculatorReady(page);
  await expect(page.getByRole("textbox", { name: roiCopy.fields.leads.label, exact: true })).toHaveValue(
    "200",
  );
  await expect(figure(page, roiCopy.results.monthly)).toHaveText(expected(worked).expected.monthly);
  expect(consoleErrors).toEqual([]);
});

test("a shared link restores the calculator with no console errors", async ({ page, consoleErrors }) => {
  await page.goto("/?team=10&deal=5000&rate=20&leads=200");
  await calculatorReady(page);
  await expect(figure(page, roiCopy.results.monthly)).toHaveText(expected(worked).expected.monthly);
  await expect(figure(page, roiCopy.results.roi)).toHaveText(expected(worked).expected.roi);
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
});

test("an invalid input shows its message and a neutral result, from typing or from the URL", async ({
  page,
}) => {
  await page.goto("/");
  await calculatorReady(page);
  const team = page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true });
  await team.fill("0");
  await expect(team).toHaveAttribute("aria-invalid", "true");
  await expect(team).toHaveAccessibleDescription(
    new RegExp(expectedError("team", "tooSmall").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await expect(figure(page, roiCopy.results.roi)).toHaveText(roiCopy.results.empty);
  await expect(calculator(page).getByText(roiCopy.results.invalid)).toBeVisible();
  await expect(calculator(page)).not.toContainText(/NaN|Infinity/);

  await page.goto("/?rate=1e400");
  await calculatorReady(page);
  const rate = page.getByRole("textbox", { name: roiCopy.fields.rate.label, exact: true });
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expect(figure(page, roiCopy.results.monthly)).toHaveText(roiCopy.results.empty);

  await rate.fill("90");
  await expect(calculator(page).getByText(roiCopy.results.cappedNote)).toBeVisible();
  await expect(figure(page, roiCopy.results.conversion)).toHaveText("100%");
});

test("no input, however odd, ever shows NaN or Infinity", async ({ page }) => {
  await page.goto("/?team=abc&deal=1e400&rate=-5&leads=");
  await calculatorReady(page);
  await expect(figure(page, roiCopy.results.roi)).toHaveText(roiCopy.results.empty);
  await expect(calculator(page)).not.toContainText(/NaN|Infinity/);
  const boxes = await calculator(page).getByRole("textbox").all();
  for (const value of [
    "",
    " ",
    "-",
    ".",
    "1e999",
    "Infinity",
    "NaN",
    "0x10",
    "9".repeat(400),
    "1,2,3",
    "$%",
  ]) {
    for (const box of boxes) await box.fill(value);
    await expect(calculator(page).getByText(roiCopy.results.invalid)).toBeVisible();
    await expect(calculator(page)).not.toContainText(/NaN|Infinity/);
  }
});

test("Copy link copies the current URL and confirms it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await calculatorReady(page);
  await page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true }).fill("12");
  await page.getByRole("button", { name: roiCopy.copyLink }).click();
  await expect(calculator(page).getByText(roiCopy.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The link opens at the calculator, which then loads at once.
  expect(copied).toBe(new URL("/?team=12#roi-calculator", page.url()).href);

  // Whoever opens it sees these numbers.
  await page.goto(copied);
  await calculatorReady(page);
  await expect(page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true })).toHaveValue("12");
  await expect(page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true })).toBeInViewport();
  await expect(figure(page, roiCopy.results.cost)).toHaveText(yearCost(12));
});

test("Copy link says so when the clipboard is unavailable", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
  await page.goto("/");
  await calculatorReady(page);
  await page.getByRole("button", { name: roiCopy.copyLink }).click();
  await expect(calculator(page).getByText(roiCopy.copyUnavailable)).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`has no axe violations at ${width}px, with and without an error`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await calculatorReady(page);
    expect(await axeViolations(page, "#roi-calculator")).toEqual([]);
    await page.getByRole("textbox", { name: roiCopy.fields.deal.label, exact: true }).fill("-5");
    await expect(calculator(page).getByText(roiCopy.results.invalid)).toBeVisible();
    expect(await axeViolations(page, "#roi-calculator")).toEqual([]);
  });
}

test("what the visitor types before the calculator's code arrives is kept", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/roi-calculator-island\.[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto("/");
  const team = page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true });
  await team.scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toBe(true);
  // Prerendered with the defaults, enabled and editable while the code is on its way.
  await expect(team).toHaveValue("5");
  await expect(team).toBeEditable();
  await team.fill("25");
  await expect(calculator(page).locator("astro-island")).toHaveAttribute("ssr", "");
  release();
  await calculatorReady(page);
  await expect(team).toHaveValue("25");
  await expect(page).toHaveURL(/\?team=25$/);
  await expect(figure(page, roiCopy.results.cost)).toHaveText(yearCost(25));
  await expect(calculator(page).getByText(roiCopy.results.invalid)).toHaveCount(0);
  // And from then on it recomputes live.
  await team.fill("10");
  await expect(figure(page, roiCopy.results.cost)).toHaveText(yearCost(10));
});

test("inputs are at least 44px tall on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  for (const box of await calculator(page).getByRole("textbox").all()) {
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(
    (await page.getByRole("button", { name: roiCopy.copyLink }).boundingBox())!.height,
  ).toBeGreaterThanOrEqual(44);
});

test.describe("home page with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator shows the defaults' figures, and its fields still take typing", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true })).toHaveValue(
      "5",
    );
    await expect(page.getByRole("textbox", { name: roiCopy.fields.deal.label, exact: true })).toHaveValue(
      "10000",
    );
    await expect(figure(page, roiCopy.results.monthly)).toHaveText(expected().expected.monthly);
    await expect(figure(page, roiCopy.results.roi)).toHaveText(expected().expected.roi);
    await expect(calculator(page)).not.toContainText(/NaN|Infinity/);
    for (const box of await calculator(page).getByRole("textbox").all()) await expect(box).toBeEditable();
    await page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true }).fill("7");
    await expect(page.getByRole("textbox", { name: roiCopy.fields.team.label, exact: true })).toHaveValue(
      "7",
    );
  });
});
