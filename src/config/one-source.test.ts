import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { envDefaults } from "./env";
import { site } from "./site";

const appDir = join(import.meta.dirname, "..");
const allowed = new Set(["config/site.ts", "config/env.ts"]);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|css)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) yield path;
  }
}

describe("facts stated once", () => {
  const facts = [
    new URL(envDefaults.SITE_EXTERNAL_HOST).host,
    new URL(envDefaults.SITE_ORIGIN).host,
    site.email,
    site.phone.display,
    site.phone.dial,
    site.address.street,
  ];

  it.each(facts)("%s appears only in the config", (fact) => {
    const offenders = [...sourceFiles(appDir)]
      .map((file) => relative(appDir, file))
      .filter((file) => !allowed.has(file) && readFileSync(join(appDir, file), "utf8").includes(fact));
    expect(offenders).toEqual([]);
  });

  it("no component or content spells out an http URL except the config and link builder", () => {
    const offenders = [...sourceFiles(appDir)]
      .map((file) => relative(appDir, file))
      .filter((file) => !allowed.has(file) && file !== "lib/links.ts")
      // schema.org is a vocabulary identifier in JSON-LD, not a link.
      .filter((file) =>
        /["'`]https?:\/\/(?!schema\.org[/"'`])/.test(readFileSync(join(appDir, file), "utf8")),
      );
    expect(offenders).toEqual([]);
  });
});
