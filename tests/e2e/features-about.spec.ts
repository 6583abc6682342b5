import type { Locator } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";
import { ctaHref, expect, newTab, test } from "./fixtures.ts";

// What each page must show is read from content/: a marketer's edit changes the expectation too.
const features = readContent("features");
const about = readContent("about");

/** A link to an external destination, as its accessible name reads (new-tab links say so). */
const externalLink = (main: Locator, cta: { label: string }) =>
  main.getByRole("link", { name: newTab(cta.label), exact: true }).first();

test.describe("features page", () => {
  test("shows every section, every feature, every integration and their links", async ({ page }) => {
    await page.goto("/features");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(features.hero.title);
    for (const name of [
      features.intro.title,
      features.demo.title,
      features.integrationsSection.title,
      features.closingCta.title,
    ])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

    for (const feature of features.features) {
      await expect(main.getByRole("heading", { level: 3, name: feature.title, exact: true })).toBeVisible();
      await expect(main.getByText(feature.description, { exact: true })).toBeVisible();
    }

    const integrations = page.getByRole("region", { name: features.integrationsSection.title, exact: true });
    for (const integration of features.integrations)
      await expect(integrations.getByText(integration.name, { exact: true })).toBeVisible();
    await expect(integrations.getByRole("listitem")).toHaveCount(features.integrations.length);

    for (const cta of [
      ...features.hero.ctas,
      features.demo.cta,
      features.integrationsSection.cta,
      ...features.closingCta.ctas,
    ])
      await expect(externalLink(main, cta)).toHaveAttribute("href", ctaHref(cta));
  });
});

test.describe("about page", () => {
  test("shows stats, mission, values, an ordered timeline and partnerships", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(about.hero.title);
    for (const name of [
      about.mission.title,
      about.valuesSection.title,
      about.timelineSection.title,
      about.partnerships.title,
      about.closingCta.title,
    ])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

    for (const stat of about.stats)
      await expect(main.locator("dd", { hasText: stat.value }).first()).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 3, name: about.mission.vision.title, exact: true }),
    ).toBeVisible();
    await expect(main).toContainText(about.mission.vision.label);
    for (const value of about.values)
      await expect(main.getByRole("heading", { level: 3, name: value.title, exact: true })).toBeVisible();

    // In the order content/ gives them.
    const timeline = page
      .getByRole("region", { name: about.timelineSection.title, exact: true })
      .locator("ol");
    await expect(timeline).toHaveCount(1);
    await expect(timeline.locator(":scope > li time")).toHaveText(
      about.milestones.map((milestone) => String(milestone.year)),
    );

    for (const cta of [...about.hero.ctas, ...about.partnerships.ctas, ...about.closingCta.ctas])
      await expect(externalLink(main, cta)).toHaveAttribute("href", ctaHref(cta));
  });
});

// axe on /features and /about, whole, in both themes and at both widths: themes.spec.ts.
