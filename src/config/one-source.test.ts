import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { envDefaults } from "./env.ts";
import { site } from "./site.ts";

const srcDir = join(import.meta.dirname, "..");
const allowed = new Set(["config/site.ts", "config/env.ts"]);

/** Everything under src/ that ends up in a page: code, styles and Astro templates; not tests. */
const sources = readdirSync(srcDir, { recursive: true, encoding: "utf8" })
  .map((path) => path.split("\\").join("/"))
  .filter((path) => /\.(astro|ts|tsx|mjs|js|css)$/.test(path) && !/\.test\.tsx?$/.test(path))
  .toSorted();
const text = (file: string) => readFileSync(join(srcDir, file), "utf8");

/** The content files marketing edits (content/, at the project root), named from src/. */
const contentFiles = readdirSync(join(srcDir, "../content"), { recursive: true, encoding: "utf8" })
  .map((path) => `../content/${path.split("\\").join("/")}`)
  .filter((path) => /\.(ya?ml|md|json)$/.test(path))
  .toSorted();

describe("facts stated once", () => {
  const facts = [
    new URL(envDefaults.SITE_EXTERNAL_HOST).host,
    new URL(envDefaults.SITE_ORIGIN).host,
    site.email,
    site.phone.display,
    site.phone.dial,
    site.address.street,
  ];

  it("scans the pages, the layout and the components, and finds the facts in the config", () => {
    expect(sources).toEqual(
      expect.arrayContaining([
        "pages/[...lang]/index.astro",
        "layouts/base.astro",
        "components/islands/contact-form.tsx",
      ]),
    );
    expect(contentFiles).toEqual(
      expect.arrayContaining([
        "../content/home.yaml",
        "../content/contact.yaml",
        "../content/plans/starter.yaml",
      ]),
    );
    const config = [...allowed].map(text).join("\n");
    for (const fact of facts) expect(config).toContain(fact);
  });

  it.each(facts)("%s appears only in the config", (fact) => {
    const offenders = [...sources, ...contentFiles].filter(
      (file) => !allowed.has(file) && text(file).includes(fact),
    );
    expect(offenders).toEqual([]);
  });

  it("no page, component or content spells out an http URL except the config and link builder", () => {
    // XML and JSON-LD vocabularies (and SVG's namespace) are identifiers, not links.
    const url =
      /["'`]https?:\/\/(?!schema\.org[/"'`]|www\.sitemaps\.org\/schemas\/|www\.w3\.org\/(?:2000\/svg|1999\/xhtml)["'`])/;
    const offenders = sources
      .filter((file) => !allowed.has(file) && file !== "lib/links.ts")
      .filter((file) => url.test(text(file)));
    expect(offenders).toEqual([]);
  });

  it("no content file spells out a URL but a button's address on another site: content names a destination from the config instead", () => {
    // A button's `url` is another site's address, which only content knows; the schema refuses
    // the host's and this site's own there (fields.ts, `otherSite`), and the facts above hold the
    // hosts out of content altogether.
    const spelt = /\bhttps?:|\bwww\.|mailto:|tel:/i;
    const otherSite = /^\s*(?:-\s+)?url: https:\/\/\S+$/;
    const offenders = contentFiles.flatMap((file) =>
      text(file)
        .split("\n")
        .filter((line) => spelt.test(line) && !otherSite.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
