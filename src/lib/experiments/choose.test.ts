import { describe, expect, it } from "vitest";
import { chosenVariant, gpcOn, namedVariant, variantPath } from "./choose.ts";
import { drawnVariant } from "./draw.ts";
import { sampleRatio } from "./stats.ts";

const rule = { param: "xp-lead", variants: ["a", "b", "c"], shares: [50, 30, 20] };

describe("chosenVariant", () => {
  const drawn = (query: string, random?: () => number) => {
    const choice = chosenVariant(rule, query, false, random);
    expect(choice.named).toBe(false);
    return choice.variant;
  };

  it("draws 10,000 visits by the shares (χ², p > 0.001)", () => {
    const counts = [0, 0, 0];
    for (let visit = 0; visit < 10_000; visit++) counts[drawn("")!]!++;
    const check = sampleRatio(
      counts.map((visitors) => ({ visitors, conversions: 0 })),
      rule.shares,
    );
    expect(check.p).toBeGreaterThan(0.001);
  });

  it("maps the draw onto the shares at their edges", () => {
    expect(drawn("", () => 0)).toBe(0);
    expect(drawn("", () => 0.4999)).toBe(0);
    expect(drawn("", () => 0.5)).toBe(1);
    expect(drawn("", () => 0.8)).toBe(2);
    expect(drawn("", () => 0.99999)).toBe(2);
  });

  it("gives a named variant of the experiment, the first value when named twice, and says it was named", () => {
    expect(chosenVariant(rule, "?xp-lead=c", false, () => 0)).toEqual({ variant: 2, named: true });
    expect(chosenVariant(rule, "utm_source=x&xp-lead=b&xp-lead=c", false, () => 0)).toEqual({
      variant: 1,
      named: true,
    });
    expect(namedVariant(rule, "?xp-lead=c")).toBe(2);
    expect(namedVariant(rule, "?xp-lead=z")).toBeNull();
  });

  it("ignores an unknown, foreign or hostile value and draws instead", () => {
    for (const query of [
      "?xp-lead=d",
      "?xp-lead=B",
      "?xp-lead=%3Cscript%3Ealert(1)%3C/script%3E",
      "?xp-lead=a%00",
      `?xp-lead=${"b".repeat(5000)}`,
      "?xp-other=b",
      "?xp-lead",
      "?%E0%A4%A=b",
    ]) {
      expect(drawn(query, () => 0.9)).toBe(2);
      expect(namedVariant(rule, query)).toBeNull();
    }
  });

  it("gives the plain page with Global Privacy Control, whatever the address names", () => {
    expect(chosenVariant(rule, "?xp-lead=b", true)).toEqual({ variant: null, named: false });
    expect(gpcOn("1")).toBe(true);
    for (const header of [undefined, null, "0", "", "yes"]) expect(gpcOn(header)).toBe(false);
  });
});

describe("drawnVariant", () => {
  it("never draws a variant whose share is 0", () => {
    for (const random of [0, 0.2, 0.5, 0.99999])
      expect(drawnVariant({ shares: [50, 0, 50] }, () => random)).not.toBe(1);
  });
});

describe("variantPath", () => {
  it("puts each variant of a page under its experiment, in the page's language", () => {
    expect(variantPath("lead", "b", "/features")).toBe("/experiments/lead/b/features");
    expect(variantPath("lead", "b", "/de/features")).toBe("/experiments/lead/b/de/features");
    expect(variantPath("lead", "a", "/")).toBe("/experiments/lead/a");
    expect(variantPath("lead", "a", "/de")).toBe("/experiments/lead/a/de");
  });
});
