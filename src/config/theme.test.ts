import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "./site.ts";

const css = readFileSync(join(import.meta.dirname, "../styles/app.css"), "utf8");

/** Each `--background` in app.css, in order: the light theme's, then the dark theme's. */
const backgrounds = [...css.matchAll(/--background:\s*(#[0-9a-f]{6});/gi)].map((match) => match[1]);

describe("theme colours", () => {
  it("has a light and a dark page background, the dark one under prefers-color-scheme", () => {
    expect(backgrounds).toHaveLength(2);
    expect(css.indexOf("@media (prefers-color-scheme: dark)")).toBeLessThan(css.lastIndexOf("--background:"));
  });

  it("gives the browser chrome each theme's page background", () => {
    expect([site.themeColor.light, site.themeColor.dark]).toEqual(backgrounds);
  });
});
