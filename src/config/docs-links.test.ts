import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README is a front door to docs/ and bench/README.md, and text moves between them: a link
 * that points at a file or a heading that is no longer there fails here, not in a reader's hands.
 */
const root = join(import.meta.dirname, "../..");

const docs = [
  "README.md",
  "bench/README.md",
  ...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .map((path) => `docs/${path.split("\\").join("/")}`)
    .filter((path) => path.endsWith(".md")),
].toSorted();

/** Markdown without its fenced and inline code, where a bracket is not a link. */
const prose = (text: string) => text.replaceAll(/^```[\s\S]*?^```/gm, "").replaceAll(/`[^`\n]*`/g, "");

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replaceAll("`", "")
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{N}\p{M}\- ]/gu, "")
    .replaceAll(" ", "-");

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading] of readFileSync(file, "utf8")
    .replaceAll(/^```[\s\S]*?^```/gm, "")
    .matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading!.trim());
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** Every relative link in a file: its target path (from the project root) and its anchor, if any. */
function links(doc: string) {
  return [...prose(readFileSync(join(root, doc), "utf8")).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [path = "", anchor] = target.split("#");
      return { target, path: path === "" ? doc : relative(root, join(root, dirname(doc), path)), anchor };
    });
}

describe("the README and the docs", () => {
  it("finds the guides the README leads to", () => {
    expect(docs).toEqual(
      expect.arrayContaining([
        "README.md",
        "bench/README.md",
        "docs/editing.md",
        "docs/deploying.md",
        "docs/testing.md",
        "docs/performance-log.md",
      ]),
    );
    expect(links("README.md").length).toBeGreaterThan(5);
  });

  it("keeps the README a front door: at most 150 lines", () => {
    expect(readFileSync(join(root, "README.md"), "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(
      150,
    );
  });

  it.each(docs)("%s links only to files and headings that exist", (doc) => {
    const broken = links(doc).flatMap(({ target, path, anchor }) => {
      const file = join(root, path);
      if (!existsSync(file)) return [`${target}: no such file`];
      if (anchor !== undefined && (statSync(file).isDirectory() || !anchors(file).has(anchor)))
        return [`${target}: no heading with that anchor`];
      return [];
    });
    expect(broken).toEqual([]);
  });

  it("reads a heading's anchor as GitHub does", () => {
    expect(slug("Pages before the click, the calculator's link, /faq (2026-11-25)")).toBe(
      "pages-before-the-click-the-calculators-link-faq-2026-11-25",
    );
    expect(slug("Serving with `npm start`")).toBe("serving-with-npm-start");
  });
});
