import { describe, expect, it } from "vitest";
import { readContent } from "./read";

const { features, demo: featuresDemo, integrations, integrationsSection } = readContent("features");

describe("features content", () => {
  it("has the spec's six features, each with benefits", () => {
    expect(features.map((feature) => feature.title)).toEqual([
      "AI-Based Contact Discovery",
      "Email Verification",
      "Lead Scoring",
      "CRM Integration",
      "Enrichment APIs",
      "Global Database",
    ]);
    for (const feature of features) expect(feature.benefits.length).toBeGreaterThan(0);
    expect(new Set(features.map((feature) => feature.icon)).size).toBe(6);
  });

  it("states the global database claim of spec section 9", () => {
    const database = features.find((feature) => feature.title === "Global Database");
    expect(database?.description).toContain("200M+ contacts");
    expect(database?.description).toContain("200+ countries");
  });

  it("lists the eight integrations, each with a two-letter monogram", () => {
    expect(integrations.map((integration) => integration.name)).toEqual([
      "Salesforce",
      "HubSpot",
      "Pipedrive",
      "Zoho CRM",
      "Microsoft Dynamics",
      "Marketo",
      "Pardot",
      "ActiveCampaign",
    ]);
    for (const integration of integrations) expect(integration.monogram).toMatch(/^[A-Z][a-z]$/);
  });

  it("links the demo and the integrations to their destinations", () => {
    expect(featuresDemo.cta).toEqual({ label: "Launch Interactive Demo", destination: "interactiveDemo" });
    expect(integrationsSection.cta).toEqual({ label: "View All Integrations", destination: "integrations" });
  });
});
