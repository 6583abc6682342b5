import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A marketer's mistake must stop the build with a message that names the file and the field.
 * Each case builds from a broken copy of content/ (CONTENT_DIR), never the working tree.
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
  return { status: result.status, output, path };
}

describe("bad content stops the build", { timeout: 150_000 }, () => {
  it("a price that is not a number names the plan's file and the price field", () => {
    const { status, output, path } = buildWith("price", "plans/professional.yaml", (text) =>
      text.replace("monthly: 249", "monthly: two hundred"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(path);
    expect(output).toMatch(/price\.monthly/);
    expect(output).toContain("Enter the price as a number of US dollars");
  });

  it("a missing FAQ answer names the FAQ file and the question's answer field", () => {
    const { status, output, path } = buildWith("answer", "faq.yaml", (text) =>
      // The answer and its wrapped continuation lines.
      text.replace(/\n {8}answer: One credit reveals[^\n]*(?:\n {10}[^\n]*)*/, ""),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(path);
    expect(output).toMatch(/categories\.1\.items\.0\.answer/);
  });

  it("an unknown key is refused, not ignored", () => {
    const { status, output } = buildWith("unknown", "home.yaml", (text) =>
      text.replace("hero:\n", "hero:\n  subtitle: Extra\n"),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/hero: Unrecognized key: "subtitle"/);
  });
});
