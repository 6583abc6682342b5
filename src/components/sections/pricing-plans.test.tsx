// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readContent, readPlans } from "~/content/read";
import { PricingPlans } from "./pricing-plans";

const { billingSwitch, footnote: plansFootnote, popularBadge, hero: pricingHero } = readContent("pricing");
const plans = readPlans();
const saveBadge = billingSwitch.saveBadge.replace("{percent}", "20");

const ui = (
  <PricingPlans
    hero={pricingHero}
    plans={plans}
    labels={billingSwitch}
    popularBadge={popularBadge}
    footnote={plansFootnote}
  />
);

/**
 * happy-dom applies no Tailwind CSS, so the tests read the contract instead: the `annual:`
 * variant's selector from app.css, and the `hidden` / `annual:*` classes on the markup.
 */
const annualSelector = (() => {
  const css = readFileSync(join(import.meta.dirname, "../../styles/app.css"), "utf8");
  const match = /@custom-variant annual \(&:where\((.+)\)\);/.exec(css);
  if (!match?.[1]) throw new Error("app.css no longer declares the annual variant");
  return match[1];
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

function startLinks(name: string) {
  return within(card(name)).getAllByRole("link", { name: /Start Free Trial/ });
}

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

  it("renders both periods, showing monthly list prices and no badge while Monthly is checked", () => {
    render(ui);
    const starter = card("Starter");
    expect(shown(within(starter).getByText("$99", { selector: "span" }))).toBe(true);
    expect(shown(within(starter).getByText(byFullText("now $79", "span")))).toBe(false);
    expect(shown(within(starter).getByText(byFullText("was $99", "s")))).toBe(false);
    expect(shown(within(starter).getByText("Billed monthly"))).toBe(true);
    expect(shown(within(card("Professional")).getByText("$249", { selector: "span" }))).toBe(true);
    expect(shown(screen.getByText(saveBadge))).toBe(false);
  });

  it("shows the annual figures, derived from the plan data, once Annual is checked", async () => {
    const user = userEvent.setup();
    render(ui);
    await user.click(screen.getByRole("radio", { name: billingSwitch.annual }));
    expect(screen.getByRole("radio", { name: billingSwitch.monthly })).not.toBeChecked();

    expect(shown(screen.getByText(saveBadge))).toBe(true);
    const starter = shownIn("Starter");
    expect(shown(starter.getByText(byFullText("was $99", "s")))).toBe(true);
    expect(shown(starter.getByText(byFullText("now $79", "span")))).toBe(true);
    expect(shown(starter.getByText("$99", { selector: "span" }))).toBe(false);
    const starterYearly = starter.getByText(/billed yearly/);
    expect(shown(starterYearly)).toBe(true);
    expect(starterYearly).toHaveTextContent("$948 billed yearly · you save $240");
    const professional = shownIn("Professional");
    expect(shown(professional.getByText(byFullText("was $249", "s")))).toBe(true);
    expect(professional.getByText(/billed yearly/)).toHaveTextContent("$2,388 billed yearly · you save $600");
  });

  it("carries plan and billing period on the plan link the chosen period shows", async () => {
    const user = userEvent.setup();
    render(ui);
    const visibleHrefs = (name: string) =>
      startLinks(name)
        .filter(shown)
        .map((link) => link.getAttribute("href"));
    expect(startLinks("Starter")).toHaveLength(2);
    expect(visibleHrefs("Starter")).toEqual([expect.stringMatching(/\?plan=starter&billing=monthly$/)]);
    await user.click(screen.getByRole("radio", { name: billingSwitch.annual }));
    expect(visibleHrefs("Starter")).toEqual([expect.stringMatching(/\?plan=starter&billing=annual$/)]);
    expect(visibleHrefs("Professional")).toEqual([
      expect.stringMatching(/\?plan=professional&billing=annual$/),
    ]);
    const enterprise = within(card("Enterprise")).getByRole("link", { name: /Contact Sales/ });
    expect(enterprise.getAttribute("href")).toMatch(/\/pricing\/enterprise-custom\?plan=enterprise$/);
    expect(shown(enterprise)).toBe(true);
  });

  it("needs no script: the server HTML holds both periods and a working, checked radio", () => {
    const html = renderToString(ui);
    for (const text of ["$99", "$79", "$249", "$199", "$948", "$2,388", saveBadge]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("plan=starter&amp;billing=monthly");
    expect(html).toContain("plan=starter&amp;billing=annual");
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.filter((radio) => radio.includes('checked=""'))).toEqual([
      expect.stringContaining('value="monthly"'),
    ]);
    expect(radios.some((radio) => radio.includes("disabled"))).toBe(false);
    expect(html).not.toContain("<script");
  });
});
