// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { billingSwitch, plans, plansFootnote, popularBadge, pricingHero } from "~/content/pricing";
import { PricingPlans } from "./pricing-plans";

const ui = (
  <PricingPlans
    hero={pricingHero}
    plans={plans}
    labels={billingSwitch}
    popularBadge={popularBadge}
    footnote={plansFootnote}
  />
);

const card = (name: string) => screen.getByRole("listitem", { name });

/** Text split across elements (a screen-reader-only prefix and the figure), read as one string. */
const byFullText = (text: string, tag: string) => (_: string, element: Element | null) =>
  element?.tagName.toLowerCase() === tag && element.textContent === text;

describe("PricingPlans billing switch", () => {
  it("starts monthly: list prices, no badge, nothing struck through", () => {
    render(ui);
    const toggle = screen.getByRole("switch", { name: "Annual" });
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(within(card("Starter")).getByText("$99")).toBeInTheDocument();
    expect(within(card("Professional")).getByText("$249")).toBeInTheDocument();
    expect(screen.queryByText("Save 20%")).not.toBeInTheDocument();
    expect(document.querySelector("s")).toBeNull();
  });

  it("switches to annual by click: discounted prices, struck list price, yearly total, saving, badge", async () => {
    const user = userEvent.setup();
    render(ui);
    await user.click(screen.getByRole("switch", { name: "Annual" }));

    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "true");
    expect(screen.getByText("Save 20%")).toBeInTheDocument();
    const starter = card("Starter");
    expect(within(starter).getByText(byFullText("was $99", "s"))).toBeInTheDocument();
    expect(within(starter).getByText(byFullText("now $79", "span"))).toBeInTheDocument();
    expect(starter).toHaveTextContent("$948 billed yearly");
    expect(starter).toHaveTextContent("you save $240");
    const professional = card("Professional");
    expect(within(professional).getByText(byFullText("was $249", "s"))).toBeInTheDocument();
    expect(professional).toHaveTextContent("$2,388 billed yearly");
    expect(professional).toHaveTextContent("you save $600");
  });

  it("toggles by keyboard with Space and Enter, and back to monthly", async () => {
    const user = userEvent.setup();
    render(ui);
    const toggle = screen.getByRole("switch", { name: "Annual" });
    toggle.focus();
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByText("Save 20%")).not.toBeInTheDocument();
    expect(within(card("Starter")).getByText("$99")).toBeInTheDocument();
  });

  it("carries plan and billing period on the plan links", async () => {
    const user = userEvent.setup();
    render(ui);
    const link = () => within(card("Starter")).getByRole("link", { name: /Start Free Trial/ });
    expect(link().getAttribute("href")).toMatch(/plan=starter&billing=monthly/);
    await user.click(screen.getByRole("switch"));
    expect(link().getAttribute("href")).toMatch(/plan=starter&billing=annual/);
    const enterprise = within(card("Enterprise")).getByRole("link", { name: /Contact Sales/ });
    expect(enterprise.getAttribute("href")).toMatch(/\/pricing\/enterprise-custom\?plan=enterprise$/);
  });

  it("prerenders monthly prices with the switch disabled, so it never appears to work without JavaScript", () => {
    const html = renderToString(ui);
    expect(html).toMatch(/<button[^>]*role="switch"[^>]*disabled=""/);
    expect(html).toContain("$99");
    expect(html).toContain("$249");
    expect(html).not.toContain("Save 20%");
  });
});
