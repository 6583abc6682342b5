// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readContent, readPlans } from "#src/content/read-content.ts";
import { site } from "#src/config/site.ts";
import { externalUrl } from "#src/lib/links.ts";
import { annualSaving, claimedAnnualSavingPercent, formatUsd, yearlyTotal } from "#src/lib/pricing.ts";
import { PricingPlans } from "./pricing-plans.tsx";
import { InPage } from "#src/components/ui/page-context.tsx";
import { testPage } from "#src/test-utils.ts";

// Every figure expected here is worked out from the plans in content/, never typed in.
const {
  billingSwitch,
  footnote: plansFootnote,
  popularBadge,
  plansHeading,
  hero: pricingHero,
} = readContent("pricing");
const plans = readPlans();
const saveBadge = billingSwitch.saveBadge;
const priced = plans.flatMap((plan) => (plan.price ? [{ ...plan, price: plan.price }] : []));
const custom = plans.filter((plan) => !plan.price);
const usd = (plan: (typeof priced)[number]) => ({
  monthly: formatUsd(plan.price.monthly),
  annual: formatUsd(plan.price.annual),
  yearly: formatUsd(yearlyTotal(plan.price, "annual")),
  saving: formatUsd(annualSaving(plan.price)),
});

const ui = (
  <InPage page={testPage("pricing")}>
    <PricingPlans
      hero={pricingHero}
      plans={plans}
      labels={billingSwitch}
      popularBadge={popularBadge}
      heading={plansHeading}
      footnote={plansFootnote}
    />
  </InPage>
);

/**
 * happy-dom applies no Tailwind CSS, so the tests read the contract instead: the `annual:`
 * variant's selector from app.css, and the `hidden` / `annual:*` classes on the markup.
 */
const annualSelector = (() => {
  const css = readFileSync(join(import.meta.dirname, "../../styles/app.css"), "utf8");
  // `:where(<the block while Annual is checked>) &`: an element inside that block.
  const match = /@custom-variant annual \(:where\((.+)\) &\);/.exec(css);
  if (!match?.[1]) throw new Error("app.css no longer declares the annual variant");
  return `${match[1]} *`;
})();

/** Whether the stylesheet would show this element, given which radio is checked now. */
function shown(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const classes = [...node.classList];
    const annual = node.matches(annualSelector);
    if (classes.includes("annual:hidden") && annual) return false;
    const shownByAnnual =
      annual && classes.some((name) => name.startsWith("annual:") && name !== "annual:hidden");
    if (classes.includes("hidden") && !shownByAnnual) return false;
  }
  return true;
}

const card = (name: string) => screen.getByRole("listitem", { name });
const shownIn = (name: string) => within(card(name));

/** Text split across elements (a screen-reader-only prefix and the figure), read as one string. */
const byFullText = (text: string, tag: string) => (_: string, element: Element | null) =>
  element?.tagName.toLowerCase() === tag && element.textContent === text;

describe("PricingPlans billing switch", () => {
  it("is a native radio group named by its legend, Monthly checked, both enabled", () => {
    render(ui);
    const group = screen.getByRole("group", { name: billingSwitch.legend });
    const monthly = within(group).getByRole("radio", { name: billingSwitch.monthly });
    const annual = within(group).getByRole("radio", { name: billingSwitch.annual });
    expect(monthly).toBeChecked();
    expect(annual).not.toBeChecked();
    expect(monthly).toBeEnabled();
    expect(annual).toBeEnabled();
    expect(monthly).toHaveAttribute("name", "billing");
    expect(annual).toHaveAttribute("name", "billing");
  });

  it("has plans of both kinds to check, and a badge with the saving filled in", () => {
    expect(priced.length).toBeGreaterThan(0);
    expect(saveBadge).toContain(String(claimedAnnualSavingPercent(plans)));
    expect(saveBadge).not.toMatch(/[{}]/);
  });

  it("renders both periods, showing monthly list prices and no badge while Monthly is checked", () => {
    render(ui);
    for (const plan of priced) {
      const figures = usd(plan);
      const shownCard = within(card(plan.name));
      expect(shown(shownCard.getByText(figures.monthly, { selector: "span" }))).toBe(true);
      expect(shown(shownCard.getByText(byFullText(`${billingSwitch.now} ${figures.annual}`, "span")))).toBe(
        false,
      );
      expect(shown(shownCard.getByText(byFullText(`${billingSwitch.was} ${figures.monthly}`, "s")))).toBe(
        false,
      );
      expect(shown(shownCard.getByText(billingSwitch.billedMonthly))).toBe(true);
    }
    expect(shown(screen.getByText(saveBadge))).toBe(false);
  });

  it("shows the annual figures, derived from the plan data, once Annual is checked", async () => {
    const user = userEvent.setup();
    render(ui);
    await user.click(screen.getByRole("radio", { name: billingSwitch.annual }));
    expect(screen.getByRole("radio", { name: billingSwitch.monthly })).not.toBeChecked();

    expect(shown(screen.getByText(saveBadge))).toBe(true);
    for (const plan of priced) {
      const figures = usd(plan);
      const shownCard = shownIn(plan.name);
      // The struck price is the plan's monthly price; a year is twelve annual-rate months.
      expect(shown(shownCard.getByText(byFullText(`${billingSwitch.was} ${figures.monthly}`, "s")))).toBe(
        true,
      );
      expect(shown(shownCard.getByText(byFullText(`${billingSwitch.now} ${figures.annual}`, "span")))).toBe(
        true,
      );
      expect(shown(shownCard.getByText(figures.monthly, { selector: "span" }))).toBe(false);
      // The line that starts with the yearly total (the words alone may recur in a feature).
      const yearly = shownCard.getByText((_, element) =>
        Boolean(
          element?.matches("span") &&
          element.textContent?.startsWith(`${figures.yearly} ${billingSwitch.billedYearly}`),
        ),
      );
      expect(shown(yearly)).toBe(true);
      expect(yearly).toHaveTextContent(
        `${figures.yearly} ${billingSwitch.billedYearly} · ${billingSwitch.youSave} ${figures.saving}`,
      );
    }
  });

  it("carries plan, billing period and placement on the plan link the chosen period shows", async () => {
    const placement = site.analytics.placementParam;
    const user = userEvent.setup();
    render(ui);
    const planLinks = (plan: (typeof plans)[number]) => within(card(plan.name)).getAllByRole("link");
    const visibleHrefs = (plan: (typeof plans)[number]) =>
      planLinks(plan)
        .filter(shown)
        .map((link) => link.getAttribute("href"));
    for (const plan of priced) {
      expect(planLinks(plan)).toHaveLength(2);
      expect(visibleHrefs(plan)).toEqual([
        externalUrl(plan.cta.destination, {
          plan: plan.id,
          billing: "monthly",
          [placement]: `pricing.plans.${plan.id}`,
        }),
      ]);
    }
    await user.click(screen.getByRole("radio", { name: billingSwitch.annual }));
    for (const plan of priced)
      expect(visibleHrefs(plan)).toEqual([
        externalUrl(plan.cta.destination, {
          plan: plan.id,
          billing: "annual",
          [placement]: `pricing.plans.${plan.id}`,
        }),
      ]);
    for (const plan of custom) {
      expect(planLinks(plan)).toHaveLength(1);
      expect(visibleHrefs(plan)).toEqual([
        externalUrl(plan.cta.destination, { plan: plan.id, [placement]: `pricing.plans.${plan.id}` }),
      ]);
    }
  });

  it("needs no script: the server HTML holds both periods and a working, checked radio", () => {
    const html = renderToString(ui);
    for (const plan of priced) {
      for (const text of Object.values(usd(plan))) expect(html).toContain(text);
      expect(html).toContain(`plan=${plan.id}&amp;billing=monthly`);
      expect(html).toContain(`plan=${plan.id}&amp;billing=annual`);
    }
    expect(html).toContain(saveBadge);
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.filter((radio) => radio.includes('checked=""'))).toEqual([
      expect.stringContaining('value="monthly"'),
    ]);
    expect(radios.some((radio) => radio.includes("disabled"))).toBe(false);
    expect(html).not.toContain("<script");
  });
});
