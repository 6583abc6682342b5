import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { lineOf } from "./content-errors.ts";

/**
 * A marketer's mistake must stop the build with a message that names the file, the line and the
 * field, says what to do, and shows no stack trace or developer docs. Each case builds from a
 * broken copy of content/ (CONTENT_DIR), never the working tree.
 */
const astro = resolve(createRequire(import.meta.url).resolve("astro/package.json"), "../bin/astro.mjs");
const scratch = mkdtempSync(join(tmpdir(), "content-errors-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function buildWith(name: string, file: string, edit: (text: string) => string) {
  const dir = join(scratch, name);
  cpSync("content", join(dir, "content"), { recursive: true });
  const path = join(dir, "content", file);
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
  const result = spawnSync(process.execPath, [astro, "build", "--outDir", join(dir, "out")], {
    env: { ...process.env, CONTENT_DIR: join(dir, "content"), ASTRO_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    timeout: 120_000,
  });
  // CI may force colour (FORCE_COLOR, a TTY): compare the words, not the escape codes around them.
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
  const line = (pattern: RegExp) => after.split("\n").findIndex((each) => pattern.test(each)) + 1;
  return { status: result.status, output, path, shown: join(dir, "content", file), line };
}

/** No stack trace, no link to Astro's developer docs. */
function expectPlain(output: string) {
  expect(output).not.toMatch(/\n\s+at \S/);
  expect(output).not.toContain("Stack trace");
  expect(output).not.toContain("docs.astro.build");
}

describe("bad content stops the build", { timeout: 150_000 }, () => {
  it("a price that is not a number names the plan's file, its line and the price field", () => {
    const { status, output, line } = buildWith("price", "plans/professional.yaml", (text) =>
      text.replace(/monthly: \d+/, "monthly: two hundred"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("content/plans/professional.yaml has a mistake");
    expect(output).toContain(
      `line ${line(/monthly: two hundred/)}, price.monthly: Enter the price as a number of US dollars`,
    );
    expectPlain(output);
  });

  it("an annual price above the monthly one is refused with the rule in words", () => {
    const { status, output, line } = buildWith("annual", "plans/professional.yaml", (text) =>
      text.replace(/annual: \d+/, "annual: 100000"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      `line ${line(/annual: 100000/)}, price.annual: The annual price per month must be lower than the monthly price.`,
    );
    expectPlain(output);
  });

  it("an unquoted colon says to quote the text, with the file and the line", () => {
    const { status, output, line } = buildWith("colon", "pricing.yaml", (text) =>
      text.replace(/\n {2}title: .*\n/, "\n  title: Pricing: plans for every team\n"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(`content/pricing.yaml, line ${line(/title: Pricing: plans/)}`);
    expect(output).toContain("Put the whole text in double quotes");
    expect(output).not.toContain("bad indentation");
    expectPlain(output);
  });

  it("a missing FAQ answer names the FAQ file and the question's answer field", () => {
    const { status, output } = buildWith("answer", "faq.yaml", (text) => {
      // The second topic's first answer, with its wrapped continuation lines.
      const lines = text.split("\n");
      const at = lineOf(text, ["categories", 1, "items", 0, "answer"])! - 1;
      const indent = lines[at]!.length - lines[at]!.trimStart().length;
      let end = at + 1;
      while (end < lines.length && lines[end]!.length - lines[end]!.trimStart().length > indent) end++;
      return [...lines.slice(0, at), ...lines.slice(end)].join("\n");
    });
    expect(status).not.toBe(0);
    expect(output).toContain("content/faq.yaml has a mistake");
    expect(output).toMatch(/line \d+, categories\[2\]\.items\[1\]\.answer: This field is missing\. Add it\./);
    expectPlain(output);
  });

  it("an unknown key is refused, not ignored", () => {
    const { status, output, line } = buildWith("unknown", "home.yaml", (text) =>
      text.replace("hero:\n", "hero:\n  subtitle: Extra\n"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(`line ${line(/subtitle: Extra/)}, hero.subtitle: "subtitle" is not a field here.`);
  });
});
