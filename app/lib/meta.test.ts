import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { pageMeta } from "./meta";

describe("pageMeta", () => {
  it("adds the brand, the description and an absolute canonical link", () => {
    expect(pageMeta({ title: "Pricing", description: "Plans.", path: "/pricing" })).toEqual([
      { title: `Pricing | ${site.name}` },
      { name: "description", content: "Plans." },
      { tagName: "link", rel: "canonical", href: `${site.origin}/pricing` },
    ]);
  });

  it("does not repeat the brand when the title already has it", () => {
    const [title] = pageMeta({ title: `${site.name} — home`, description: "x", path: "/" });
    expect(title).toEqual({ title: `${site.name} — home` });
  });

  it("marks pages without a canonical path noindex", () => {
    expect(pageMeta({ title: "Not found", description: "x" })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});
