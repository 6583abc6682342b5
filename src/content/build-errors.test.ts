import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError, lineOf } from "./content-errors.ts";
import { readSite } from "./read-content.ts";

/**
 * A marketer's mistake must stop the build with a message that names the file, the line and the
 * field, says what to do, and shows no stack trace or developer docs. Each case breaks a copy of
 * content/ (CONTENT_DIR), never the working tree. The build reads every file through the one reader
 * (`readSite`), and its message is the reader's ContentError: one case runs a real build, to hold
 * the build to printing that message plainly and stopping; the others ask the reader, which is what
 * the build would have printed, in a fraction of a build's time.
 */
const astro = resolve(createRequire(import.meta.url).resolve("astro/package.json"), "../bin/astro.mjs");
const scratch = mkdtempSync(join(tmpdir(), "content-errors-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of content/ with one file edited; where it is, the edited file and a line finder. */
function breakCopy(name: string, file: string, edit: (text: string) => string) {
  const dir = join(scratch, name);
  cpSync("content", join(dir, "content"), { recursive: true });
  const path = join(dir, "content", file);
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
  const line = (pattern: RegExp) => after.split("\n").findIndex((each) => pattern.test(each)) + 1;
  return { dir, line };
}

function buildWith(name: string, file: string, edit: (text: string) => string) {
  const { dir, line } = breakCopy(name, file, edit);
  const result = spawnSync(process.execPath, [astro, "build", "--outDir", join(dir, "out")], {
    env: { ...process.env, CONTENT_DIR: join(dir, "content"), ASTRO_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    timeout: 120_000,
  });
  // CI may force colour (FORCE_COLOR, a TTY): compare the words, not the escape codes around them.
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
  return { status: result.status, output, line };
}

/** What the build would print for a copy with one file edited: the reader's refusal, which must be one. */
function readWith(name: string, file: string, edit: (text: string) => string) {
  const { dir, line } = breakCopy(name, file, edit);
  let refusal: unknown;
  try {
    readSite(join(dir, "content"));
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(ContentError);
  return { output: (refusal as ContentError).message, line };
}

/** No stack trace, no link to Astro's developer docs. */
function expectPlain(output: string) {
  expect(output).not.toMatch(/\n\s+at \S/);
  expect(output).not.toContain("Stack trace");
  expect(output).not.toContain("docs.astro.build");
}

describe("bad content stops the build, in words a marketer can act on", { timeout: 150_000 }, () => {
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
    const { output, line } = readWith("annual", "plans/professional.yaml", (text) =>
      text.replace(/annual: \d+/, "annual: 100000"),
    );
    expect(output).toContain(
      `line ${line(/annual: 100000/)}, price.annual: The annual price per month must be lower than the monthly price.`,
    );
    expectPlain(output);
  });

  it("an unquoted colon says to quote the text, with the file and the line", () => {
    const { output, line } = readWith("colon", "pricing.yaml", (text) =>
      text.replace(/\n {2}title: .*\n/, "\n  title: Pricing: plans for every team\n"),
    );
    expect(output).toContain(`content/pricing.yaml, line ${line(/title: Pricing: plans/)}`);
    expect(output).toContain("Put the whole text in double quotes");
    expect(output).not.toContain("bad indentation");
    expectPlain(output);
  });

  it("a missing FAQ answer names the FAQ file and the question's answer field", () => {
    const { output } = readWith("answer", "faq.yaml", (text) => {
      // The second topic's first answer, with its wrapped continuation lines.
      const lines = text.split("\n");
      const at = lineOf(text, ["categories", 1, "items", 0, "answer"])! - 1;
      const indent = lines[at]!.length - lines[at]!.trimStart().length;
      let end = at + 1;
      while (end < lines.length && lines[end]!.length - lines[end]!.trimStart().length > indent) end++;
      return [...lines.slice(0, at), ...lines.slice(end)].join("\n");
    });
    expect(output).toContain("content/faq.yaml has a mistake");
    expect(output).toMatch(/line \d+, categories\[2\]\.items\[1\]\.answer: This field is missing\. Add it\./);
    expectPlain(output);
  });

  it("an unknown key is refused, not ignored", () => {
    const { output, line } = readWith("unknown", "home.yaml", (text) =>
      text.replace("hero:\n", "hero:\n  subtitle: Extra\n"),
    );
    expect(output).toContain(`line ${line(/subtitle: Extra/)}, hero.subtitle: "subtitle" is not a field here.`);
  });
});
