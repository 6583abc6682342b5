import { axeViolations, expect, external, test } from "./fixtures";

test.describe("features page", () => {
  test("shows every section, six features, eight integrations and their links", async ({ page }) => {
    await page.goto("/features");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of [
      "Six tools, one source of truth",
      "See a search become a verified list in five minutes",
      "Works with the tools you already use",
      "See it on your own market",
    ])
      await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();

    for (const name of [
      "AI-Based Contact Discovery",
      "Email Verification",
      "Lead Scoring",
      "CRM Integration",
      "Enrichment APIs",
      "Global Database",
    ])
      await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(main).toContainText("200M+ contacts in 200+ countries");

    const integrations = page.getByRole("region", { name: "Works with the tools you already use" });
    for (const name of [
      "Salesforce",
      "HubSpot",
      "Pipedrive",
      "Zoho CRM",
      "Microsoft Dynamics",
      "Marketo",
      "Pardot",
      "ActiveCampaign",
    ])
      await expect(integrations.getByText(name, { exact: true })).toBeVisible();
    await expect(integrations.getByRole("listitem")).toHaveCount(8);

    await expect(main.getByRole("link", { name: /Launch Interactive Demo/ })).toHaveAttribute(
      "href",
      external("interactiveDemo"),
    );
    await expect(main.getByRole("link", { name: /View All Integrations/ })).toHaveAttribute(
      "href",
      external("integrations"),
    );
    await expect(main.getByRole("link", { name: /^Interactive Demo/ })).toHaveAttribute(
      "href",
      external("interactiveDemo"),
    );
  });
});

test.describe("about page", () => {
  test("shows stats, mission, values, an ordered timeline and partnerships", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    for (const name of [
      "Sales should start with a conversation, not a bounce",
      "Four principles behind every release",
      "From a verification script to a global platform",
      "Grow with us",
      "Build your pipeline with us",
    ])
      await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();

    for (const value of ["200M+", "10,000+", "50+", "99.9%"])
      await expect(main.locator("dd", { hasText: value })).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 3, name: "The trusted data layer for every revenue team" }),
    ).toBeVisible();
    await expect(main).toContainText("Vision 2030");
    for (const name of ["Innovation First", "Customer Success", "Data Integrity", "Global Impact"])
      await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();

    const timeline = page
      .getByRole("region", { name: "From a verification script to a global platform" })
      .locator("ol");
    await expect(timeline).toHaveCount(1);
    await expect(timeline.locator(":scope > li time")).toHaveText([
      "2019",
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
    ]);

    await expect(main.getByRole("link", { name: /Explore Partner Program/ })).toHaveAttribute(
      "href",
      external("partners"),
    );
    await expect(main.getByRole("link", { name: /Discuss a Partnership/ })).toHaveAttribute(
      "href",
      external("partnerships"),
    );
    await expect(main.getByRole("link", { name: /Join Our Team/ })).toHaveAttribute(
      "href",
      external("careers"),
    );
    await expect(main.getByRole("link", { name: /Start Free Trial/ })).toHaveAttribute(
      "href",
      external("freeTrial"),
    );
  });
});

for (const path of ["/features", "/about"]) {
  for (const width of [375, 1280]) {
    test(`${path} has no axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
