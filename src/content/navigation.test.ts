import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { landingPrefix, notFoundPath, pagePaths } from "#src/config/pages.ts";
import { site } from "#src/config/site.ts";
import { variantsFolder } from "#src/lib/experiments/choose.ts";
import { readContent } from "./read-content.ts";
import type { NavLink } from "./schema/navigation.ts";

const { header: headerNav, footer: footerNav } = readContent("navigation");

const allLinks = ([] as NavLink[]).concat(
  headerNav.links,
  headerNav.menus.flatMap((menu): readonly NavLink[] => menu.links),
  footerNav.columns.flatMap((column): readonly NavLink[] => column.links),
  footerNav.legal,
  footerNav.partnerNetwork,
);

/**
 * Astro routes by file: /features (and /de/features) is src/pages/[...lang]/features.astro, / is
 * [...lang]/index.astro; the not-found page is 404.astro, and [lang]/404.astro in each other language.
 */
const pageFileFor = (path: string) => `[...lang]/${path === "/" ? "index" : path.slice(1)}.astro`;

describe("navigation content", () => {
  it("links internally only to real pages and externally only to named destinations", () => {
    const targets = allLinks.map((link) => (link.kind === "internal" ? link.to : link.destination));
    const known: string[] = [...pagePaths, ...Object.keys(site.destinations)];
    expect(targets.filter((target) => !known.includes(target))).toEqual([]);
    expect(allLinks.filter((link) => link.kind === "internal").every((link) => link.to.startsWith("/"))).toBe(
      true,
    );
  });

  it("has an Astro page for every page path, and no page missing from the list", () => {
    const pageFiles = readdirSync(join(import.meta.dirname, "../pages"), { recursive: true, encoding: "utf8" })
      .map((file) => file.split("\\").join("/"))
      .filter((file) => file.endsWith(".astro"));
    expect(pageFiles.toSorted()).toEqual(
      [
        ...pagePaths.map(pageFileFor),
        `${notFoundPath.slice(1)}.astro`,
        `[lang]${notFoundPath}.astro`,
        // The landing pages' one route, in the folder the prefix names.
        `[...lang]/${landingPrefix}/[slug].astro`,
        // The experiments' variants of those pages, in the build's folder for them.
        `${variantsFolder}/[name]/[variant]/[...page].astro`,
      ].toSorted(),
    );
  });
});
