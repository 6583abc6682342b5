import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { pageFile } from "#server/start-checks.ts";
import { pagePaths } from "#src/config/pages.ts";
import { speculationRulesText } from "#src/lib/speculation-rules.ts";

// The W3C Nu HTML Checker (npm vnu-jar, on Debian's default-jre-headless) over every HTML file the
// build wrote, the editor's page and the 404 page included. No browser: one checker run.
const jar = "node_modules/vnu-jar/build/dist/vnu.jar";
const client = "build/client";

/**
 * Astro writes its island rule (`astro-island,astro-slot,astro-static-slot{display:contents}`) as a
 * <style> just before the first island of a page, inside <body> (withastro/astro#10308), with no
 * setting we found to put it in <head>. The checker wants a <style> in <body> to be its parent's first child. Only that message,
 * on that rule, is let through (docs/testing.md, "What the tests hold").
 */
function islandStyle(message: VnuMessage): boolean {
  if (message.message !== "A “style” element in “body” must be the first child of its parent.") return false;
  // The element the message points at, read from the file at the line and column it names.
  const line =
    readFileSync(fileURLToPath(message.url), "utf8").split("\n")[(message.lastLine ?? 0) - 1] ?? "";
  return line
    .slice((message.firstColumn ?? 0) - 1)
    .startsWith("<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>");
}

/**
 * The checker (vnu-jar 26.9) knows three speculation-rule eagerness values; the HTML standard has
 * four, "immediate" among them (and the default for list rules). Our rule set uses it for links in
 * an opened popover (src/lib/speculation-rules.ts, decision 016). Only that message is let through,
 * and only where the element's text holds no other value the checker would refuse.
 */
function immediateEagerness(message: VnuMessage): boolean {
  if (
    message.message !==
    "The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”."
  )
    return false;
  const eagerness = [...speculationRulesText.matchAll(/"eagerness":"([a-z]+)"/g)].map(([, value]) => value);
  return eagerness.every((value) => ["immediate", "eager", "moderate", "conservative"].includes(value!));
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith(".html")
        ? [join(dir, entry.name)]
        : [],
  );

test("every built page is valid HTML to the W3C Nu checker", async () => {
  test.setTimeout(180_000);
  const files = htmlFiles(client).toSorted();
  // Every page of src/config/pages.ts and the 404 page are among them, so an empty folder cannot pass.
  for (const file of [...pagePaths.map(pageFile), "404.html"]) expect(files).toContain(join(client, file));
  const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error, "java (Debian: default-jre-headless) runs the checker").toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => !islandStyle(message) && !immediateEagerness(message))
    .map(
      (message) =>
        `${message.url.replace(/^.*\/build\/client\//, "")}:${message.lastLine ?? "?"} ${message.message}`,
    );
  expect(errors).toEqual([]);
});
