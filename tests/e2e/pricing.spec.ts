import type { Page } from "@playwright/test";
import { localeCodes, localePath } from "#src/config/locales.ts";
import { readContent, readPlans, readPricingQuestions } from "#src/content/read-content.ts";
import { annualSaving, formatUsd, yearlyTotal } from "#src/lib/pricing.ts";
import { axeViolations, ctaHref, expect, hostLink, newTab, test } from "./fixtures.ts";

// Every word and figure expected here is read from content/ and worked out from the plans.
const pricing = readContent("pricing");
const labels = pricing.billingSwitch;
const plans = readPlans();
const priced = plans.flatMap((plan) => (plan.price ? [{ ...plan, price: plan.price }] : []));
const custom = plans.filter((plan) => !plan.price);

// The billing switch is a native radio group; CSS shows the checked period. Both periods are in
// the HTML, so every check here is on what is visible, not on text that is merely present.

const card = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

type Period = "monthly" | "annual";
const billing = (page: Page) => page.getByRole("group", { name: labels.legend });
const radio = (page: Page, period: Period) => billing(page).getByRole("radio", { name: labels[period] });
/** What a visitor clicks: the visible label (the radio itself is visually hidden). */
const option = (page: Page, period: Period) => billing(page).getByText(labels[period], { exact: true });
const badge = (page: Page) => page.getByText(labels.saveBadge, { exact: true });

/** Only the visible text, whitespace collapsed: hidden prices are in the DOM but not on screen. */
const visibleText = async (page: Page, name: string) =>
  (await card(page, name).innerText()).replace(/\s+/g, " ");

async function expectMonthly(page: Page) {
  await expect(radio(page, "monthly")).toBeChecked();
  await expect(radio(page, "annual")).not.toBeChecked();
  await expect(badge(page)).toBeHidden();
  for (const plan of priced) {
    await expect(card(page, plan.name).locator("s")).toBeHidden();
    const text = await visibleText(page, plan.name);
    expect(text).toContain(`${formatUsd(plan.price.monthly)} ${labels.perMonth} ${labels.billedMonthly}`);
    // The annual line's own figures, not its words alone (a feature may share a word).
    expect(text).not.toContain(`${formatUsd(yearlyTotal(plan.price, "annual"))} ${labels.billedYearly}`);
    expect(text).not.toContain(`${labels.youSave} ${formatUsd(annualSaving(plan.price))}`);
  }
}

async function expectAnnual(page: Page) {
  await expect(radio(page, "annual")).toBeChecked();
  await expect(radio(page, "monthly")).not.toBeChecked();
  await expect(badge(page)).toBeVisible();
  for (const plan of priced) {
    // The struck price is the monthly one; the year is twelve months at the annual rate.
    const was = formatUsd(plan.price.monthly);
    const now = formatUsd(plan.price.annual);
    const yearly = formatUsd(yearlyTotal(plan.price, "annual"));
    const saving = formatUsd(annualSaving(plan.price));
    const shown = card(page, plan.name);
    await expect(shown.locator("s")).toBeVisible();
    await expect(shown.locator("s")).toHaveText(`${labels.was} ${was}`);
    await expect(shown.getByText(`${labels.now} ${now}`, { exact: true })).toBeVisible();
    await expect(
      shown.getByText(`${yearly} ${labels.billedYearly} · ${labels.youSave} ${saving}`, { exact: true }),
    ).toBeVisible();
    // Whole text only: a feature may share the words.
    await expect(shown.getByText(labels.billedMonthly, { exact: true })).toBeHidden();
    expect(await visibleText(page, plan.name)).toContain(
      `${labels.was} ${was} ${labels.now} ${now} ${labels.perMonth} ${yearly} ${labels.billedYearly}`,
    );
  }
}

async function expectPlanLinks(page: Page, period: Period) {
  for (const plan of priced) {
    // Only the chosen period's link is shown, and so only it is in the accessibility tree.
    const links = card(page, plan.name).getByRole("link");
    await expect(links).toHaveCount(1);
    await expect(links).toBeVisible();
    await expect(links).toContainText(plan.cta.label);
    await expect(links).toHaveAttribute(
      "href",
      hostLink(plan.cta.destination, { plan: plan.id, billing: period }),
    );
    await expect(links).toHaveAttribute("target", "_blank");
  }
  for (const plan of custom) {
    const link = card(page, plan.name).getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", hostLink(plan.cta.destination, { plan: plan.id }));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(card(page, plan.name).getByText(labels.custom, { exact: true })).toBeVisible();
  }
}

/** The bottom edge of each plan's visible price: one baseline on wide screens. */
/** Where each visible price's first line sits: a "Custom" in words that wraps keeps its first line on the others' baseline. */
async function priceBottoms(page: Page) {
  return page.locator("main li[aria-labelledby^='plan-'] .text-5xl").evaluateAll((nodes) =>
    nodes
      .filter((node) => node.checkVisibility())
      .map((node) => {
        // The first text shown: the other period's price is in the DOM too, hidden.
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        let text = walker.nextNode();
        while (text && !(text.textContent?.trim() && text.parentElement?.checkVisibility()))
          text = walker.nextNode();
        const range = document.createRange();
        range.setStart(text!, 0);
        range.setEnd(text!, 1);
        return range.getBoundingClientRect().bottom;
      }),
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
    for (const period of ["monthly", "annual"] as const) {
      await expect(radio(page, period)).toBeEnabled();
      await expect(radio(page, period)).toHaveAttribute("name", "billing");
    }
    await expectMonthly(page);
  });

  test("switches to annual and back by click", async ({ page, consoleErrors }) => {
    await option(page, "annual").click();
    await expectAnnual(page);
    for (const plan of plans.filter((each) => each.popular))
      await expect(card(page, plan.name)).toContainText(pricing.popularBadge);
    for (const plan of custom)
      await expect(card(page, plan.name).getByText(labels.custom, { exact: true })).toBeVisible();
    await option(page, "monthly").click();
    await expectMonthly(page);
    expect(consoleErrors).toEqual([]);
  });

  test("switches by keyboard: arrows move the choice, Tab returns to the checked period", async ({
    page,
  }) => {
    await radio(page, "monthly").focus();
    await page.keyboard.press("ArrowRight");
    await expect(radio(page, "annual")).toBeFocused();
    await expectAnnual(page);
    await page.keyboard.press("ArrowLeft");
    await expectMonthly(page);
    await page.keyboard.press("ArrowDown");
    await expectAnnual(page);

    // Tab leaves the group from the checked radio; Shift+Tab returns to it.
    await page.keyboard.press("Tab");
    await expect(radio(page, "annual")).not.toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(radio(page, "annual")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(radio(page, "monthly")).toBeFocused();
    await expectMonthly(page);
  });

  test("plan links carry the plan and the chosen billing period", async ({ page }) => {
    await expectPlanLinks(page, "monthly");
    await option(page, "annual").click();
    await expectPlanLinks(page, "annual");
    await option(page, "monthly").click();
    await expectPlanLinks(page, "monthly");
  });

  test("shows the trial note, the comparison link, the FAQ, testimonials and closing calls to action", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await expect(main).toContainText(pricing.footnote.trial);
    await expect(main.getByRole("link", { name: newTab(pricing.footnote.compare.label) })).toHaveAttribute(
      "href",
      ctaHref(pricing.footnote.compare),
    );
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(pricing.hero.title);
    await expect(main.getByRole("heading", { name: pricing.plansHeading, level: 2 })).toBeAttached();
    for (const name of [pricing.faq.title, pricing.testimonials.title, pricing.closingCta.title])
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    // Its plan questions: those picked from the FAQ, in the FAQ's words, then its own.
    for (const item of readPricingQuestions()) {
      await expect(main.getByRole("heading", { level: 3, name: item.question })).toBeVisible();
      await expect(main.getByText(item.answer)).toBeVisible();
    }
    await expect(main.getByRole("figure")).toHaveCount(pricing.testimonials.items.length);
    for (const item of pricing.testimonials.items) await expect(main.getByText(item.quote)).toBeVisible();
    for (const cta of pricing.closingCta.ctas)
      await expect(main.getByRole("link", { name: newTab(cta.label) }).last()).toHaveAttribute(
        "href",
        ctaHref(cta),
      );
  });

  test("puts every visible price on one baseline on wide screens, in either period", async ({ page }) => {
    for (const period of ["monthly", "annual"] as const) {
      await option(page, period).click();
      await expect(radio(page, period)).toBeChecked();
      const bottoms = await priceBottoms(page);
      expect(bottoms, period).toHaveLength(plans.length);
      // Within a pixel: a "$" and a letter of a "Custom" in words round to either side of one line.
      expect(
        Math.max(...bottoms) - Math.min(...bottoms),
        `${period}: ${bottoms.join(", ")}`,
      ).toBeLessThanOrEqual(1);
    }
  });
});

test.describe("pricing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch works just the same", async ({ page }) => {
    await page.goto("/pricing");
    await expectMonthly(page);
    await expectPlanLinks(page, "monthly");
    await option(page, "annual").click();
    await expectAnnual(page);
    await expectPlanLinks(page, "annual");
    await option(page, "monthly").click();
    await expectMonthly(page);
  });
});

// The page as it loads (monthly) is checked whole, in both themes, by themes.spec.ts.
for (const width of [375, 1280]) {
  test(`pricing has no axe violations at ${width}px, annual`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/pricing");
    await option(page, "annual").click();
    await expect(badge(page)).toBeVisible();
    expect(await axeViolations(page, "main")).toEqual([]);
  });
}

// A plan question the FAQ has is picked from it: each language's page shows that language's FAQ
// words for it, and its own questions after.
for (const locale of localeCodes)
  test(`${localePath(locale, "/pricing")}: its plan questions, picked in the FAQ's words and its own, in order`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, "/pricing"));
    const section = page.locator("section", {
      has: page.getByRole("heading", {
        level: 2,
        name: readContent("pricing", locale).faq.title,
        exact: true,
      }),
    });
    const questions = readPricingQuestions(locale);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      questions.map((item) => item.question),
    );
    for (const item of questions) await expect(section.getByText(item.answer, { exact: true })).toBeVisible();
  });
