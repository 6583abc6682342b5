import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";
import { iconRules, iconSvg } from "./icon-css.ts";
import { iconSet, type IconName } from "./icon-set.ts";

const components = join(import.meta.dirname, "..");
const sources = readdirSync(components, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
  .map((file) => readFileSync(join(components, file), "utf8"));
const names = Object.keys(iconSet) as IconName[];

describe("the icons' CSS", () => {
  const rules = iconRules();

  it("paints the text colour through a mask, also in forced colours and in print", () => {
    expect(rules[".icon"]).toMatchObject({
      "background-color": "currentColor",
      "mask-image": "var(--icon)",
      "forced-color-adjust": "none",
      "print-color-adjust": "exact",
    });
  });

  it("gives every icon of the set its shape as a data URL that decodes to its SVG", () => {
    expect(Object.keys(rules)).toEqual([".icon", ...names.map((name) => `.icon-${name}`)]);
    for (const name of names) {
      const url = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(rules[`.icon-${name}`]!["--icon"]!)?.[1];
      expect(url, name).toBeDefined();
      expect(url, name).not.toMatch(/[<>#"]/);
      expect(decodeURIComponent(url!), name).toBe(iconSvg(name).replaceAll('"', "'"));
    }
  });

  it("draws Lucide's shape in its line style, filled only where asked", () => {
    expect(iconSvg("check")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"></path></svg>',
    );
    expect(iconSvg("star-filled")).toContain('fill="#000"');
    expect(iconSvg("star-filled").replace('fill="#000"', 'fill="none"')).toBe(iconSvg("star"));
  });

  it("lists only icons some component draws", () => {
    expect(names.filter((name) => !sources.some((source) => source.includes(`"${name}"`)))).toEqual([]);
  });
});

describe("Icon", () => {
  it("is an empty element the stylesheet draws, hidden from screen readers", () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: "star-filled", className: "size-4" }))).toBe(
      '<span aria-hidden="true" class="icon icon-star-filled size-4"></span>',
    );
    expect(renderToStaticMarkup(createElement(Icon, { name: "check" }))).toBe(
      '<span aria-hidden="true" class="icon icon-check"></span>',
    );
  });
});
