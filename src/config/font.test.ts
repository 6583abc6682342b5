import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandFont, fontCut } from "./font.ts";

const root = join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const fileName = brandFont.outFile.split("/").pop()!;

describe("the brand typeface (npm run font)", () => {
  it("is one file within the budget on the wire", () => {
    expect(statSync(join(root, brandFont.outFile)).size).toBeLessThanOrEqual(brandFont.maxBytes);
  });

  it("is declared as cut, with swap, over the weights the design uses", () => {
    const css = read(brandFont.cssFile).replaceAll(/\s+/g, " ");
    expect(css).toContain(`unicode-range: ${fontCut.unicodeRange()};`);
    expect(css).toContain(`font-weight: ${brandFont.weights.min} ${brandFont.weights.max};`);
    expect(css).toContain("font-display: swap;");
    expect(css).toContain(`url("../assets/fonts/${fileName}")`);
  });

  it("has a sized fallback face for the fonts visitors have, regular and bold", () => {
    const css = read(brandFont.cssFile);
    for (const local of ["Arial", "Helvetica", "Segoe UI", "Roboto", "Liberation Sans"]) {
      expect(css).toContain(`local("${local}")`);
      expect(css).toContain(`local("${local} Bold")`);
    }
    expect(css.match(/size-adjust: [\d.]+%;/g)).toHaveLength(10);
  });

  it("is preloaded by the layout, the same file the stylesheet asks for", () => {
    expect(read("src/layouts/base.astro")).toContain(`#src/assets/fonts/${fileName}?url`);
    expect(read("src/styles/app.css")).toContain('@import "./fonts.css";');
  });

  it("covers Latin-1 and the typographic punctuation", () => {
    const text = "Ünïcødé ×÷· —Faster– “quoted” ‘single’ …•€™−";
    expect([...text].filter((character) => !fontCut.covers(character.codePointAt(0)!))).toEqual([]);
    // U+202F (French digit grouping) and the arrows are not in the family's latin file.
    expect(fontCut.covers(0x202f)).toBe(false);
  });
});
