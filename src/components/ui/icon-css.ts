import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconSet, type IconName } from "./icon-set.ts";

/**
 * The site's icons as CSS, for the stylesheet (src/styles/icons.ts puts them in its base layer).
 * `.icon` paints the current text colour through a mask, and each `.icon-<name>` gives the mask
 * its Lucide shape as an SVG data URL. So an icon's shape travels once, in the stylesheet every
 * page already loads and caches, instead of inline in every page: 46 inline icons were about
 * 1,500 B of the French home page's brotli, enough to push it past TCP's first window (issue 33).
 * A sprite file did the same for the document but cost every page a request that Lighthouse's
 * simulation puts on the critical path (LCP 1,050 → 1,200 ms on every page, site and floor alike).
 * The CSP allows `img-src data:` for these masks (config/http-rules.ts).
 *
 * In forced colours the text colour is the system's, and `forced-color-adjust: none` keeps the
 * icon painted in it rather than in the forced background; in print it prints, like the text.
 */
export function iconRules(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {
    ".icon": {
      display: "block",
      width: "24px",
      height: "24px",
      "background-color": "currentColor",
      "mask-image": "var(--icon)",
      "mask-position": "center",
      "mask-size": "100% 100%",
      "mask-repeat": "no-repeat",
      "forced-color-adjust": "none",
      "print-color-adjust": "exact",
    },
  };
  for (const name of Object.keys(iconSet) as IconName[])
    rules[`.icon-${name}`] = { "--icon": `url("data:image/svg+xml,${encodeForUrl(iconSvg(name))}")` };
  return rules;
}

/** One icon as a standalone SVG document, in Lucide's line style, drawn in black for the mask. */
export function iconSvg(name: IconName): string {
  const entry = iconSet[name];
  const [shape, filled] = "shape" in entry ? [entry.shape, entry.filled] : [entry, false];
  return renderToStaticMarkup(
    createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        viewBox: "0 0 24 24",
        fill: filled ? "#000" : "none",
        stroke: "#000",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      },
      shape.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    ),
  );
}

/** What a data URL inside CSS's url("…") must escape, and nothing more, so it stays small. */
const encodeForUrl = (svg: string) =>
  svg.replaceAll('"', "'").replace(/[%#<>]/g, (character) => encodeURIComponent(character));
