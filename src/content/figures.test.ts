import { describe, expect, it } from "vitest";
import { claimedAnnualSavingPercent } from "#src/lib/pricing.ts";
import { fillAllFigures, fillFigures, planFigures, typedOutFigures } from "./figures.ts";

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

  it("writes each figure the way the text's language writes it", () => {
    const nb = "\u00a0";
    const trial = { days: 14, credits: 1_000 };
    const text =
      "{solo.monthly} | {team.annual} | {percent} | {uplift.factor} | {uplift.percent} | {cautious.percent} | {deal.max} | {team.max} | {trial.credits}";
    expect(fillFigures(text, fixture, "content", trial)).toBe(
      "$109 | $1,000 | 16 | 1.35 | 35% | 17.5% | $100,000,000 | 10,000 | 1,000",
    );
    expect(fillFigures(text, fixture, "content", trial, "de")).toBe(
      `109${nb}$ | 1.000${nb}$ | 16 | 1,35 | 35${nb}% | 17,5${nb}% | 100.000.000${nb}$ | 10.000 | 1.000`,
    );
    expect(fillFigures(text, fixture, "content", trial, "fr")).toBe(
      `109${nb}$US | 1${nb}000${nb}$US | 16 | 1,35 | 35${nb}% | 17,5${nb}% | 100${nb}000${nb}000${nb}$US | 10${nb}000 | 1${nb}000`,
    );
    expect(fillFigures(text, fixture, "content", trial, "es")).toBe(
      `109${nb}US$ | 1000${nb}US$ | 16 | 1,35 | 35${nb}% | 17,5${nb}% | 100.000.000${nb}US$ | 10.000 | 1000`,
    );
    expect(planFigures(fixture, trial, "de")["cautious.factor"]).toBe("1,175");
  });

  it("fills a whole file in a language, naming the field of a figure it cannot fill", () => {
    const file = { title: "From {solo.monthly}", rows: ["{team.name}", { note: "× {uplift.factor}" }], order: 2 };
    const trial = { days: 14, credits: 1_000 };
    expect(fillAllFigures(file, fixture, trial, "content/de/home.yaml", "de")).toEqual({
      title: "From 109\u00a0$",
      rows: ["Team", { note: "× 1,35" }],
      order: 2,
    });
    expect(fillAllFigures(file, fixture, trial, "content/home.yaml").title).toBe("From $109");
    expect(() =>
      fillAllFigures({ rows: [{ note: "{custom.annual}" }] }, fixture, trial, "content/fr/home.yaml", "fr"),
    ).toThrow(/^content\/fr\/home\.yaml rows → 0 → note: "\{custom\.annual\}" is not a figure/);
  });

  it("refuses a price, the uplift or the trial's terms typed out, saying which placeholder to write", () => {
    const trial = { days: 14, credits: 1_000 };
    const figures = planFigures(fixture, trial);
    expect(typedOutFigures("Solo is $109 a month.", figures, "faq.yaml → answer")).toEqual([
      `faq.yaml → answer: "$109" types out the plan's price; write {solo.monthly} in its place, so the words follow when it changes.`,
    ]);
    expect(typedOutFigures("Start a 14-day trial with 1,000 credits", figures, "x")).toEqual([
      expect.stringContaining("{trial.days}"),
      expect.stringContaining("{trial.credits}"),
    ]);
    expect(typedOutFigures(`${figures["uplift.percent"]} more deals`, figures, "x")).toEqual([
      expect.stringContaining("{uplift.percent}"),
    ]);
    // As the language writes it, a space or none before the sign.
    const german = planFigures(fixture, trial, "de");
    expect(typedOutFigures("Solo kostet 109 $ im Monat", german, "x", "de")).toEqual([
      expect.stringContaining("{solo.monthly}"),
    ]);
    // The build refuses it in the same words.
    expect(() => fillFigures("Only $1,200 a month", fixture, "pricing.yaml → intro")).toThrow(
      /^pricing\.yaml → intro: "\$1,200" types out the plan's price; write \{team\.monthly\}/,
    );
  });

  it("lets through a price in words, another figure and a bare number", () => {
    const figures = planFigures(fixture, { days: 14, credits: 1_000 });
    for (const text of [
      "Solo costs a hundred and nine dollars a month",
      "Save $1,090 a year",
      "Pay $109.50 once",
      "Connect 14 tools",
      "{solo.monthly} a month for a {trial.days}-day trial",
    ])
      expect(typedOutFigures(text, figures, text)).toEqual([]);
  });
});
