import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconSet } from "./icon-set.ts";

/**
 * The site's icons as one SVG sprite: a `<symbol>` per icon of icon-set.ts, named as there. Pages
 * draw an icon by reference to it (icon.tsx), so each icon's shape travels once per visit, in a
 * file cached for a year, instead of inline in every page: 46 icons were about 1,500 B of the
 * French home page's brotli, enough to push it past TCP's first window (issue 33). The file's
 * name carries a hash of its text, so a changed icon is a new URL. Served by
 * src/pages/assets/icons.[hash].svg.ts; the path reaches components as ICON_SPRITE (a build-time
 * constant, defined by `iconSpriteDefine` in every build that draws components).
 *
 * Measured against the alternatives (docs/performance-log.md, 2026-11-26): inline icons cost the
 * bytes above; icons as SVG masks in the stylesheet cost no request, but Chromium decodes each as
 * an image on the main thread, and TBT rose on every page, even pages with no script. The sprite's
 * price: Lighthouse's simulation counts its request as blocking, so a page's simulated LCP is
 * sometimes a round trip later, for the page and its script-free floor alike.
 *
 * Each symbol carries Lucide's line style, so a page's reference to it stays short; only `fill`
 * comes from the `<svg>` that uses it (icon.tsx), so a class there (`fill-current` on the rating's
 * stars) still fills the shape.
 */
const lineStyle = {
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function build() {
  const symbols = Object.entries(iconSet).map(([name, nodes]) =>
    createElement(
      "symbol",
      { key: name, id: name, viewBox: "0 0 24 24", ...lineStyle },
      nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    ),
  );
  const text = renderToStaticMarkup(createElement("svg", { xmlns: "http://www.w3.org/2000/svg" }, symbols));
  const hash = createHash("sha256").update(text).digest("base64url").slice(0, 8);
  return { text, hash, path: `/assets/icons.${hash}.svg` };
}

let sprite: ReturnType<typeof build> | undefined;
export const iconSprite = () => (sprite ??= build());

/** The `define` entry that hands the sprite's path to components, for Vite's and Vitest's configs. */
export const iconSpriteDefine = () => ({ ICON_SPRITE: JSON.stringify(iconSprite().path) });
