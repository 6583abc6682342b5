import { describe, expect, it } from "vitest";
import { readContent } from "./read";

const {
  closingCta: aboutClosingCta,
  mission: aboutMission,
  partnerships: aboutPartnerships,
  stats: aboutStats,
  values: aboutValues,
  milestones,
} = readContent("about");

describe("about content", () => {
  it("shows four stats matching the marketing claims", () => {
    expect(aboutStats.map((stat) => stat.value)).toEqual(["200M+", "10,000+", "50+", "99.9%"]);
  });

  it("has three mission points and a Vision 2030 card", () => {
    expect(aboutMission.points).toHaveLength(3);
    expect(aboutMission.vision.label).toBe("Vision 2030");
  });

  it("has the four core values, each with its own icon", () => {
    expect(aboutValues.map((value) => value.title)).toEqual([
      "Innovation First",
      "Customer Success",
      "Data Integrity",
      "Global Impact",
    ]);
    expect(new Set(aboutValues.map((value) => value.icon)).size).toBe(4);
  });

  it("has six milestones, one a year from 2019 to 2024, in order", () => {
    expect(milestones.map((milestone) => milestone.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    for (const milestone of milestones) expect(milestone.description.length).toBeGreaterThan(0);
  });

  it("links partnerships and ends with Start Free Trial and Join Our Team", () => {
    expect(aboutPartnerships.ctas.map((cta) => cta.destination)).toEqual(["partners", "partnerships"]);
    expect(aboutClosingCta.ctas.map((cta) => cta.label)).toEqual(["Start Free Trial", "Join Our Team"]);
  });
});
