import { axeViolations, expect, external, hydrated, test } from "./fixtures";

const card = (page: import("@playwright/test").Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("pricing billing switch", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/pricing");
    await hydrated(page);
    // The switch turns on after hydration settles, one render after the header is live.
    await expect(page.getByRole("switch")).toBeEnabled();
  });

  test("starts monthly and switches to annual by click", async ({ page }) => {
    const toggle = page.getByRole("switch", { name: "Annual" });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(card(page, "Starter")).toContainText("$99/month");
    await expect(card(page, "Starter")).toContainText("Billed monthly");
    await expect(page.getByText("Save 20%")).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Save 20%")).toBeVisible();

    const starter = card(page, "Starter");
    await expect(starter.locator("s")).toHaveText("was $99");
    await expect(starter).toContainText("$79");
    await expect(starter).toContainText("$948 billed yearly");
    await expect(starter).toContainText("you save $240");

    const professional = card(page, "Professional");
    await expect(professional.locator("s")).toHaveText("was $249");
    await expect(professional).toContainText("$199");
    await expect(professional).toContainText("$2,388 billed yearly");
    await expect(professional).toContainText("you save $600");
    await expect(professional).toContainText("Most Popular");

    await expect(card(page, "Enterprise")).toContainText("Custom");
  });

  test("toggles by keyboard with Space and Enter", async ({ page }) => {
    const toggle = page.getByRole("switch", { name: "Annual" });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Save 20%")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(page.getByText("Save 20%")).toHaveCount(0);
    await expect(card(page, "Starter").locator("s")).toHaveCount(0);
  });

  test("plan links carry the plan and the chosen billing period", async ({ page }) => {
    const starterLink = card(page, "Starter").getByRole("link", { name: /Start Free Trial/ });
    const proLink = card(page, "Professional").getByRole("link", { name: /Start Free Trial/ });
    await expect(starterLink).toHaveAttribute(
      "href",
      `${external("freeTrial")}?plan=starter&billing=monthly`,
    );
    await expect(proLink).toHaveAttribute(
      "href",
      `${external("freeTrial")}?plan=professional&billing=monthly`,
    );

    await page.getByRole("switch").click();
    await expect(starterLink).toHaveAttribute("href", `${external("freeTrial")}?plan=starter&billing=annual`);
    await expect(proLink).toHaveAttribute(
      "href",
      `${external("freeTrial")}?plan=professional&billing=annual`,
    );

    const enterpriseLink = card(page, "Enterprise").getByRole("link", { name: /Contact Sales/ });
    await expect(enterpriseLink).toHaveAttribute("href", `${external("enterprisePricing")}?plan=enterprise`);
    await expect(enterpriseLink).toHaveAttribute("target", "_blank");
  });

  test("shows the trial note, the comparison link, the FAQ, testimonials and closing calls to action", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await expect(main).toContainText("All plans include a 14-day free trial with 100 free contact credits");
    await expect(main.getByRole("link", { name: /Compare All Features/ })).toHaveAttribute(
      "href",
      external("plansOverview"),
    );
    for (const name of [
      "Simple pricing that grows with your pipeline",
      "Plans",
      "Billing, credits and plan changes",
    ])
      await expect(
        main.getByRole("heading", { name, level: name.startsWith("Simple") ? 1 : 2 }),
      ).toBeAttached();
    await expect(main.getByRole("heading", { level: 2, name: /Teams that switched/ })).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 2, name: /Start finding verified contacts/ }),
    ).toBeVisible();
    for (const question of [
      "How do credits work?",
      "Can I change plans anytime?",
      "Is there a setup fee?",
      "What payment methods do you accept?",
    ])
      await expect(main.getByRole("heading", { level: 3, name: question })).toBeVisible();
    await expect(main.getByRole("figure")).toHaveCount(2);
    await expect(main.getByRole("link", { name: /Book Demo/ })).toHaveAttribute("href", external("bookDemo"));
  });

  test("puts the three prices on one baseline on wide screens", async ({ page }) => {
    const tops = await page
      .locator("main li[aria-labelledby^='plan-'] .text-5xl")
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().bottom)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe("pricing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows monthly prices and does not offer the switch", async ({ page }) => {
    await page.goto("/pricing");
    await expect(card(page, "Starter")).toContainText("$99/month");
    await expect(card(page, "Professional")).toContainText("$249/month");
    await expect(page.getByRole("switch")).toBeDisabled();
    await expect(page.getByText("Save 20%")).toHaveCount(0);
    await expect(card(page, "Starter").getByRole("link", { name: /Start Free Trial/ })).toHaveAttribute(
      "href",
      `${external("freeTrial")}?plan=starter&billing=monthly`,
    );
  });
});

for (const width of [375, 1280]) {
  for (const annual of [false, true]) {
    test(`pricing has no axe violations at ${width}px, ${annual ? "annual" : "monthly"}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/pricing");
      await hydrated(page);
      if (annual) {
        await page.getByRole("switch").click();
        await expect(page.getByText("Save 20%")).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
