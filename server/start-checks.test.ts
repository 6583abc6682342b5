import { cpSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkBuild, pageFile, parsePort } from "./start-checks.ts";
import { httpRules } from "#config/http-rules.ts";

describe("parsePort", () => {
  it.each([
    [undefined, 3000],
    ["8080", 8080],
    ["1", 1],
    ["65535", 65535],
  ])("PORT=%s is %i", (value, port) => expect(parsePort(value)).toBe(port));

  it.each(["abc", "", " ", "0", "65536", "-1", "80.5", "1e3", "0x50", "3000abc"])(
    "PORT=%j is refused with a sentence",
    (value) => {
      expect(parsePort(value)).toBe(
        `PORT must be a whole number from 1 to 65535, not ${JSON.stringify(value)}`,
      );
    },
  );
});

describe("checkBuild", () => {
  const pages = ["/", "/pricing"];
  const rules = httpRules({ script: ["'self'"], style: ["'self'"] });
  let dir = "";
  let root = "";
  let rulesFile = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "check-build-"));
    root = join(dir, "client");
    rulesFile = join(dir, "http-rules.json");
    for (const file of [
      "index.html",
      "pricing.html",
      "404.html",
      ...rules.notFoundPages.map((entry) => entry.page),
    ]) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      cpSync(import.meta.filename, join(root, file)); // any non-empty file
    }
    writeFileSync(rulesFile, JSON.stringify(rules));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("gives the rules of a complete build", () => {
    expect(checkBuild(root, rulesFile, pages)).toEqual({ rules });
  });

  it("names a missing page, an empty page and a missing 404 page, English's or a language's", () => {
    rmSync(join(root, "index.html"));
    expect(checkBuild(root, rulesFile, pages)).toEqual({
      problem: `${join(root, "index.html")} is missing or empty`,
    });
    cpSync(import.meta.filename, join(root, "index.html"));
    truncateSync(join(root, "pricing.html"));
    expect(checkBuild(root, rulesFile, pages)).toEqual({
      problem: `${join(root, "pricing.html")} is missing or empty`,
    });
    cpSync(import.meta.filename, join(root, "pricing.html"));
    cpSync(import.meta.filename, join(root, "404.html"));
    rmSync(join(root, "de", "404.html"));
    expect(checkBuild(root, rulesFile, pages)).toEqual({
      problem: `${join(root, "de", "404.html")} is missing or empty`,
    });
  });

  it("names a missing, a corrupt and a misshapen rules file", () => {
    writeFileSync(rulesFile, '{"redirects": [');
    expect(checkBuild(root, rulesFile, pages)).toEqual({ problem: `${rulesFile} is not valid JSON` });
    writeFileSync(rulesFile, '{"redirects": []}');
    expect(checkBuild(root, rulesFile, pages)).toEqual({
      problem: `${rulesFile} is not the rules postbuild writes`,
    });
    writeFileSync(rulesFile, "null");
    expect(checkBuild(root, rulesFile, pages)).toEqual({
      problem: `${rulesFile} is not the rules postbuild writes`,
    });
    rmSync(rulesFile);
    expect(checkBuild(root, rulesFile, pages)).toEqual({ problem: `${rulesFile} is missing` });
  });

  it("maps a page to its file", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/features")).toBe("features.html");
  });
});
