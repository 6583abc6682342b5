import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { pageMeta } from "./meta";

describe("pageMeta", () => {
  const tags = pageMeta({ title: "Pricing", description: "Plans.", path: "/pricing" });
  const content = (key: string) =>
    tags.find(
      (tag) =>
        (tag as Record<string, string>)["property"] === key ||
        (tag as Record<string, string>)["name"] === key,
    )?.["content" as never];

  it("adds the brand, the description and an absolute canonical link", () => {
    expect(tags.slice(0, 3)).toEqual([
      { title: `Pricing | ${site.name}` },
      { name: "description", content: "Plans." },
      { tagName: "link", rel: "canonical", href: `${site.origin}/pricing` },
    ]);
  });

  it("adds Open Graph and Twitter cards with absolute URLs on the site origin", () => {
    expect(content("og:url")).toBe(`${site.origin}/pricing`);
    expect(content("og:title")).toBe(`Pricing | ${site.name}`);
    expect(content("og:image")).toBe(`${site.origin}/social/og.png`);
    expect(content("twitter:card")).toBe("summary_large_image");
    expect(content("twitter:image")).toMatch(/^https?:\/\/.+\.png$/);
  });

  it("adds Organization and WebSite JSON-LD, plus any page-specific data", () => {
    const extra = { "@context": "https://schema.org", "@type": "Product", name: "x" };
    const data = pageMeta({ title: "x", description: "x", path: "/", jsonLd: [extra] })
      .filter((tag) => "script:ld+json" in tag)
      .map((tag) => (tag as { "script:ld+json": { "@type": string } })["script:ld+json"]["@type"]);
    expect(data).toEqual(["Organization", "WebSite", "Product"]);
  });

  it("marks pages without a canonical path noindex and gives them no card", () => {
    const notFound = pageMeta({ title: "Not found", description: "x" });
    expect(notFound).toContainEqual({ name: "robots", content: "noindex" });
    expect(notFound.some((tag) => "property" in tag)).toBe(false);
  });
});
