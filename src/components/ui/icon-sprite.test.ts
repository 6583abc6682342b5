import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon.tsx";
import { iconSet } from "./icon-set.ts";
import { iconSprite } from "./icon-sprite.ts";

const components = join(import.meta.dirname, "..");
const sources = readdirSync(components, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
  .map((file) => readFileSync(join(components, file), "utf8"));

describe("the icon sprite", () => {
  const { text, hash, path } = iconSprite();

  it("holds one symbol per icon of the set, with Lucide's shapes and line style", () => {
    const ids = [...text.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(Object.keys(iconSet));
    expect(text).toContain(
      '<symbol id="check" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"></path></symbol>',
    );
    expect(text).not.toContain("fill=");
  });

  it("is named by a hash of its text, under the hashed assets", () => {
    expect(path).toBe(`/assets/icons.${hash}.svg`);
    expect(hash).toMatch(/^[\w-]{8}$/);
  });

  it("lists only icons some component draws", () => {
    const unused = Object.keys(iconSet).filter(
      (name) => !sources.some((source) => source.includes(`"${name}"`)),
    );
    expect(unused).toEqual([]);
  });
});

describe("Icon", () => {
  it("draws its icon by reference to the sprite, hidden from screen readers", () => {
    const html = renderToStaticMarkup(
      createElement(Icon, { name: "star", className: "size-4 fill-current" }),
    );
    expect(html).toBe(
      `<svg width="24" height="24" fill="none" aria-hidden="true" focusable="false" class="size-4 fill-current"><use href="${iconSprite().path}#star"></use></svg>`,
    );
  });
});
