import { describe, expect, it } from "vitest";
import { claimedAnnualSavingPercent } from "#src/lib/pricing.ts";
import { fillFigures, planFigures } from "./figures.ts";

describe("figures quoted in content", () => {
  const fixture = [
    { id: "solo", name: "Solo", price: { monthly: 109, annual: 85 } },
    { id: "team", name: "Team", price: { monthly: 1200, annual: 1000 } },
    { id: "custom", name: "Custom", price: undefined },
  ];

  it("fills each plan's prices, its name and the claimed saving from the plans", () => {
    expect(
      fillFigures("{solo.name} from {solo.monthly}, {team.annual} a month yearly; save {percent}%", fixture),
    ).toBe(`Solo from $109, $1,000 a month yearly; save ${claimedAnnualSavingPercent(fixture)}%`);
    expect(claimedAnnualSavingPercent(fixture)).toBe(16);
    expect(fillFigures("no placeholder here", fixture)).toBe("no placeholder here");
  });

  it("gives no price for a custom-priced plan, and says which placeholders exist", () => {
    expect(planFigures(fixture)).not.toHaveProperty("custom.monthly");
    expect(() => fillFigures("{custom.monthly}", fixture, "pricing.yaml meta.description")).toThrow(
      /^pricing\.yaml meta\.description: "\{custom\.monthly\}" is not a figure the site can fill in\. Use one of: .*\{solo\.monthly\}/,
    );
    expect(() => fillFigures("{starter.monthly}", fixture)).toThrow(/not a figure/);
  });
});
