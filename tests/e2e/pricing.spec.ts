import type { Page } from "@playwright/test";
import { axeViolations, expect, external, test } from "./fixtures";

// The billing switch is a native radio group; CSS shows the checked period. Both periods are in
// the HTML, so every check here is on what is visible, not on text that is merely present.

const card = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

const billing = (page: Page) => page.getByRole("group", { name: "Billing period" });
const radio = (page: Page, name: "Monthly" | "Annual") => billing(page).getByRole("radio", { name });
/** What a visitor clicks: the visible label (the radio itself is visually hidden). */
const option = (page: Page, name: "Monthly" | "Annual") => billing(page).getByText(name, { exact: true });
const badge = (page: Page) => page.getByText("Save 20%", { exact: true });

/** Only the visible text, whitespace collapsed: hidden prices are in the DOM but not on screen. */
const visibleText = async (page: Page, name: string) =>
  (await card(page, name).innerText()).replace(/\s+/g, " ");

async function expectMonthly(page: Page) {
  await expect(radio(page, "Monthly")).toBeChecked();
  await expect(radio(page, "Annual")).not.toBeChecked();
  await expect(badge(page)).toBeHidden();
  for (const [name, price] of [
    ["Starter", "$99"],
    ["Professional", "$249"],
  ] as const) {
    await expect(card(page, name).locator("s")).toBeHidden();
    expect(await visibleText(page, name)).toContain(`${price} /month Billed monthly`);
    expect(await visibleText(page, name)).not.toMatch(/billed yearly|you save|now/);
  }
}

async function expectAnnual(page: Page) {
  await expect(radio(page, "Annual")).toBeChecked();
  await expect(radio(page, "Monthly")).not.toBeChecked();
  await expect(badge(page)).toBeVisible();
  for (const [name, was, now, yearly, saving] of [
    ["Starter", "$99", "$79", "$948", "$240"],
    ["Professional", "$249", "$199", "$2,388", "$600"],
  ] as const) {
    const plan = card(page, name);
    await expect(plan.locator("s")).toBeVisible();
    await expect(plan.locator("s")).toHaveText(`was ${was}`);
    await expect(plan.getByText(`now ${now}`)).toBeVisible();
    await expect(plan.getByText(`${yearly} billed yearly · you save ${saving}`)).toBeVisible();
    await expect(plan.getByText("Billed monthly")).toBeHidden();
    expect(await visibleText(page, name)).toContain(`was ${was} now ${now} /month ${yearly} billed yearly`);
  }
}

async function expectPlanLinks(page: Page, period: "monthly" | "annual") {
  for (const plan of ["starter", "professional"]) {
    // Only the chosen period's link is shown, and so only it is in the accessibility tree.
    const links = card(page, plan === "starter" ? "Starter" : "Professional").getByRole("link", {
      name: /Start Free Trial/,
    });
    await expect(links).toHaveCount(1);
    await expect(links).toBeVisible();
    await expect(links).toHaveAttribute("href", `${external("freeTrial")}?plan=${plan}&billing=${period}`);
    await expect(links).toHaveAttribute("target", "_blank");
  }
  const enterprise = card(page, "Enterprise").getByRole("link", { name: /Contact Sales/ });
  await expect(enterprise).toHaveCount(1);
  await expect(enterprise).toHaveAttribute("href", `${external("enterprisePricing")}?plan=enterprise`);
  await expect(enterprise).toHaveAttribute("target", "_blank");
  await expect(card(page, "Enterprise").getByText("Custom", { exact: true })).toBeVisible();
}

/** The bottom edge of each plan's visible price: one baseline on wide screens. */
async function priceBottoms(page: Page) {
  return page
    .locator("main li[aria-labelledby^='plan-'] .text-5xl")
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => node.checkVisibility())
        .map((node) => Math.round(node.getBoundingClientRect().bottom)),
    );
}

test.describe("pricing billing switch", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/pricing");
  });

  test("is a radio group labelled Billing period, monthly by default, enabled from the start", async ({
    page,
  }) => {
    await expect(billing(page)).toBeVisible();
    await expect(billing(page).getByRole("radio")).toHaveCount(2);
    for (const name of ["Monthly", "Annual"] as const) {
      await expect(radio(page, name)).toBeEnabled();
      await expect(radio(page, name)).toHaveAttribute("name", "billing");
    }
    await expectMonthly(page);
  });

  test("switches to annual and back by click", async ({ page, consoleErrors }) => {
    await option(page, "Annual").click();
    await expectAnnual(page);
    await expect(card(page, "Professional")).toContainText("Most Popular");
    await expect(card(page, "Enterprise").getByText("Custom", { exact: true })).toBeVisible();
    await option(page, "Monthly").click();
    await expectMonthly(page);
    expect(consoleErrors).toEqual([]);
  });

  test("switches by keyboard: arrows move the choice, Tab returns to the checked period", async ({
    page,
  }) => {
    await radio(page, "Monthly").focus();
    await page.keyboard.press("ArrowRight");
    await expect(radio(page, "Annual")).toBeFocused();
    await expectAnnual(page);
    await page.keyboard.press("ArrowLeft");
    await expectMonthly(page);
    await page.keyboard.press("ArrowDown");
    await expectAnnual(page);

    // Tab leaves the group from the checked radio; Shift+Tab returns to it.
    await page.keyboard.press("Tab");
    await expect(radio(page, "Annual")).not.toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(radio(page, "Annual")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(radio(page, "Monthly")).toBeFocused();
    await expectMonthly(page);
  });

  test("plan links carry the plan and the chosen billing period", async ({ page }) => {
    await expectPlanLinks(page, "monthly");
    await option(page, "Annual").click();
    await expectPlanLinks(page, "annual");
    await option(page, "Monthly").click();
    await expectPlanLinks(page, "monthly");
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
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Simple pricing that grows with your pipeline",
    );
    for (const name of ["Plans", "Billing, credits and plan changes"])
      await expect(main.getByRole("heading", { name, level: 2 })).toBeAttached();
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

  test("puts the three visible prices on one baseline on wide screens, in either period", async ({
    page,
  }) => {
    for (const period of ["Monthly", "Annual"] as const) {
      await option(page, period).click();
      await expect(radio(page, period)).toBeChecked();
      const bottoms = await priceBottoms(page);
      expect(bottoms, period).toHaveLength(3);
      expect(new Set(bottoms).size, `${period}: ${bottoms.join(", ")}`).toBe(1);
    }
  });
});

test.describe("pricing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch works just the same", async ({ page }) => {
    await page.goto("/pricing");
    await expectMonthly(page);
    await expectPlanLinks(page, "monthly");
    await option(page, "Annual").click();
    await expectAnnual(page);
    await expectPlanLinks(page, "annual");
    await option(page, "Monthly").click();
    await expectMonthly(page);
  });
});

for (const width of [375, 1280]) {
  for (const annual of [false, true]) {
    test(`pricing has no axe violations at ${width}px, ${annual ? "annual" : "monthly"}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/pricing");
      if (annual) {
        await option(page, "Annual").click();
        await expect(badge(page)).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
