import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The architecture's rule: only components/islands/ and components/page-scripts/ run in the
 * browser. In Astro, code reaches the browser two ways: a component placed with a `client:`
 * directive, which comes from islands/, and a <script> block, which comes from page-scripts/.
 * This reads every page and layout and checks where both come from.
 */

const srcDir = join(import.meta.dirname, "../..");
const islandsDir = "components/islands/";
const pageScriptsDir = "components/page-scripts/";

/** `#src/x` and relative specifiers as paths under src/; package names as they are. */
function underSrc(specifier: string, file: string) {
  if (specifier.startsWith("#src/")) return specifier.slice("#src/".length);
  if (specifier.startsWith(".")) return relative(srcDir, resolve(dirname(join(srcDir, file)), specifier));
  return specifier;
}

/** Local name → module, from the file's import statements. */
function importsOf(source: string) {
  const names = new Map<string, string>();
  for (const [, clause = "", from = ""] of source.matchAll(
    /import\s+(?:type\s+)?([^"';]+?)\s+from\s+["']([^"']+)["']/g,
  )) {
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? "";
    for (const part of named.split(",")) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (local) names.set(local, from);
    }
    const outside = clause.replace(/\{[^}]*\}/, "").replace(/\*\s+as\s+/, "");
    for (const part of outside.split(",")) if (part.trim()) names.set(part.trim(), from);
  }
  return names;
}

interface BrowserCode {
  /** What ships: `<Name client:x>` or `<script>`. */
  what: string;
  /** Its module under src/ (or a package name), or why it could not be traced to one. */
  from: string;
}

/** Everything an .astro file sends to the browser, and where its code lives. */
function browserCode(source: string, file: string): BrowserCode[] {
  const imports = importsOf(source.split(/^---$/m)[1] ?? "");
  const found: BrowserCode[] = [];
  // From a component's opening `<Name` to a `client:` directive without crossing another tag.
  for (const [, name = "", directive = ""] of source.matchAll(/<([A-Z][\w.]*)[^<]*?\sclient:([a-z]+)/g)) {
    const module = imports.get(name.split(".")[0] ?? "");
    found.push({
      what: `<${name} client:${directive}>`,
      from: module ? underSrc(module, file) : "an unimported component",
    });
  }
  for (const [, attributes = "", body = ""] of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    // JSON-LD (for crawlers) and speculation rules (for the browser's loader) are data: never run.
    if (/type=["'](application\/ld\+json|speculationrules)["']/.test(attributes)) continue;
    const src = /\ssrc=["']([^"']+)["']/.exec(attributes)?.[1];
    if (src) {
      found.push({ what: "<script src>", from: underSrc(src, file) });
      continue;
    }
    const code = body.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    const imported = [...code.matchAll(/^\s*import\s+(?:[^"';]+?\s+from\s+)?["']([^"']+)["'];?\s*$/gm)];
    for (const [, module = ""] of imported)
      found.push({ what: "<script> import", from: underSrc(module, file) });
    // Code written in the page itself would ship from outside islands/.
    const rest = imported.reduce((left, [statement]) => left.replace(statement, ""), code);
    if (rest.trim()) found.push({ what: "<script> code", from: `${file} itself` });
  }
  return found;
}

const astroFiles = ["pages", "layouts"].flatMap((dir) =>
  readdirSync(join(srcDir, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".astro"))
    .map((name) => `${dir}/${name.split("\\").join("/")}`),
);
const shipped = astroFiles.flatMap((file) =>
  browserCode(readFileSync(join(srcDir, file), "utf8"), file).map((code) => ({ file, ...code })),
);

const modulesIn = (dir: string) =>
  readdirSync(join(srcDir, dir)).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
const islandFiles = modulesIn(islandsDir);
const pageScriptFiles = modulesIn(pageScriptsDir);

describe("browserCode", () => {
  it("traces directives and scripts to their modules, and flags code outside islands/", () => {
    const page = [
      "---",
      'import Base from "#src/layouts/base.astro";',
      'import { Menu as Nav, Other } from "#src/components/layout/menu.tsx";',
      'import Chart from "../components/islands/chart.tsx";',
      "---",
      '<Base meta={{ title: "x" }}>',
      '  <Nav\n    label="Menu"\n    client:load />',
      '  <Chart client:visible={{ rootMargin: "10%" }} />',
      "  <Other />",
      "</Base>",
      '<script type="application/ld+json">{}</script>',
      '<script>\n  // why\n  import "#src/components/islands/extra.ts";\n  console.log(1);\n</script>',
    ].join("\n");
    expect(browserCode(page, "pages/demo.astro")).toEqual([
      { what: "<Nav client:load>", from: "components/layout/menu.tsx" },
      { what: "<Chart client:visible>", from: "components/islands/chart.tsx" },
      { what: "<script> import", from: "components/islands/extra.ts" },
      { what: "<script> code", from: "pages/demo.astro itself" },
    ]);
  });
});

describe("only components/islands/ and components/page-scripts/ ship to the browser", () => {
  it("reads every page and the layout, and finds the islands they place", () => {
    expect(astroFiles).toEqual(expect.arrayContaining(["pages/[...lang]/index.astro", "layouts/base.astro"]));
    expect(shipped.some((code) => code.what.includes("client:"))).toBe(true);
    expect(shipped.some((code) => code.what.startsWith("<script>"))).toBe(true);
  });

  it("takes every hydrated component from components/islands/, every script from components/page-scripts/", () => {
    const outside = shipped.filter((code) =>
      code.what.includes("client:")
        ? !code.from.startsWith(islandsDir)
        : !code.from.startsWith(pageScriptsDir),
    );
    expect(outside).toEqual([]);
  });

  it("takes every client directive of its own (config/integrations/) from components/islands/", () => {
    const integrations = join(srcDir, "../config/integrations");
    const config = readdirSync(integrations)
      .filter((name) => name.endsWith(".ts"))
      .map((name) => readFileSync(join(integrations, name), "utf8"))
      .join("\n");
    const entrypoints = [...config.matchAll(/entrypoint:\s*["']([^"']+)["']/g)].map(([, path = ""]) => path);
    expect(config).toContain("addClientDirective");
    expect(entrypoints.length).toBeGreaterThan(0);
    for (const path of entrypoints) expect(path).toMatch(new RegExp(`^\\./src/${islandsDir}`));
  });

  it("prerenders every island: no client:only, which would leave its place empty without script", () => {
    expect(shipped.filter((code) => code.what.includes("client:only"))).toEqual([]);
  });

  it("has a file for every island and script module the pages ship", () => {
    const files = [
      ...islandFiles.map((name) => `${islandsDir}${name}`),
      ...pageScriptFiles.map((name) => `${pageScriptsDir}${name}`),
    ];
    for (const { from } of shipped) expect(files).toContain(from);
  });

  it.each([
    ...islandFiles.map((name) => `${islandsDir}${name}`),
    ...pageScriptFiles.map((name) => `${pageScriptsDir}${name}`),
  ])("%s says in a doc comment why it needs script", (path) => {
    const docs = [...readFileSync(join(srcDir, path), "utf8").matchAll(/\/\*\*([\s\S]*?)\*\//g)];
    expect(docs.some(([, text = ""]) => /\b(island|script)\b/i.test(text))).toBe(true);
  });

  it("wraps every hydrated React island in IslandBoundary", () => {
    const hydrated = new Set(
      shipped
        .filter((code) => code.what.includes("client:") && code.from.startsWith(islandsDir))
        .map((code) => code.from),
    );
    const sourceOf = (module: string) => {
      const file = islandFiles.find((name) => `${islandsDir}${name}` === module);
      return file ? readFileSync(join(srcDir, islandsDir, file), "utf8") : "";
    };
    expect(hydrated.size).toBeGreaterThan(0);
    expect([...hydrated].filter((module) => !sourceOf(module).includes("<IslandBoundary>"))).toEqual([]);
  });
});
