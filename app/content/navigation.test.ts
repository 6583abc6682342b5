import { describe, expect, it } from "vitest";
import { pagePaths } from "~/config/pages";
import { site } from "~/config/site";
import routes from "~/routes";
import { footerNav, headerNav } from "./navigation";
import type { NavLink } from "./types";

const allLinks = ([] as NavLink[]).concat(
  headerNav.links,
  headerNav.menus.flatMap((menu): readonly NavLink[] => menu.links),
  footerNav.columns.flatMap((column): readonly NavLink[] => column.links),
  footerNav.legal,
  footerNav.partnerNetwork,
);

describe("navigation content", () => {
  it("has the spec's header entries in order", () => {
    expect(headerNav.links.map((link) => link.label)).toEqual(["Home", "Features", "Pricing", "Contact"]);
    expect(headerNav.menus.map((menu) => [menu.label, menu.links.map((link) => link.label)])).toEqual([
      ["Solutions", ["AI Aggregator", "Lead Generation", "Voice AI Agent", "PSA Suite"]],
      ["Resources", ["Case Studies", "Whitepapers", "API Reference", "User Guide"]],
    ]);
    expect(headerNav.ctas.map((cta) => cta.label)).toEqual(["Free Trial", "Book Demo"]);
  });

  it("has the spec's footer columns", () => {
    expect(footerNav.columns.map((column) => column.title)).toEqual(["Solutions", "Resources", "Company"]);
    const labels = (title: string) =>
      footerNav.columns.find((column) => column.title === title)?.links.map((link) => link.label);
    expect(labels("Resources")).toContain("Security & Privacy");
    expect(labels("Company")).toEqual(["About Us", "Careers", "Partners", "Contact"]);
    expect(new Set(footerNav.legal.map((link) => link.destination))).toEqual(new Set(["legal"]));
  });

  it("links internally only to real pages and externally only to named destinations", () => {
    for (const link of allLinks) {
      if (link.kind === "internal") expect(pagePaths).toContain(link.to);
      else expect(Object.keys(site.destinations)).toContain(link.destination);
    }
  });

  it("routes every page path", () => {
    const layout = routes[0]!;
    const routed = (layout.children ?? []).map((route) => (route.index ? "/" : `/${route.path}`));
    for (const path of pagePaths) expect(routed).toContain(path);
  });
});
