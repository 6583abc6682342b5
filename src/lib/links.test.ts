import { describe, expect, it } from "vitest";
import { site } from "#src/config/site.ts";
import { externalUrl, mapsUrl, siteUrl, telUrl } from "./links.ts";

describe("externalUrl", () => {
  it("builds every destination on the external host", () => {
    for (const destination of Object.keys(site.destinations) as (keyof typeof site.destinations)[]) {
      const url = new URL(externalUrl(destination));
      expect(url.origin).toBe(site.externalHost);
      expect(url.pathname).toBe(site.destinations[destination]);
    }
  });

  it("encodes query parameters instead of concatenating them", () => {
    const url = new URL(externalUrl("freeTrial", { plan: "pro&x=1", billing: "annual" }));
    expect(url.searchParams.get("plan")).toBe("pro&x=1");
    expect(url.searchParams.get("billing")).toBe("annual");
  });
});

describe("contact links", () => {
  it("dials the E.164 number", () => {
    expect(telUrl()).toBe(`tel:${site.phone.dial}`);
    expect(site.phone.dial).toMatch(/^\+\d{8,15}$/);
  });

  it("searches the maps service for the office address", () => {
    const query = new URL(mapsUrl()).searchParams.get("query");
    expect(query).toContain(site.address.street);
    expect(query).toContain(site.address.city);
  });

  it("makes absolute URLs on this site", () => {
    expect(siteUrl("/pricing")).toBe(`${site.origin}/pricing`);
  });
});
