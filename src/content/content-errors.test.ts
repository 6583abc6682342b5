import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, ContentError, lineOf, parseContentYaml } from "./content-errors.ts";
import { plan } from "./schema/plans.ts";

const sample = `meta:
  title: Pricing
  description: "Two
    lines"
faq:
  items:
    - question: One?
      answer: First.
    - question: Two?
      answer: Second.
price:
  monthly: 99
  annual: 79
`;

describe("messages for hand edits", () => {
  it("finds the line of a field by its keys and list positions", () => {
    expect(lineOf(sample, ["meta", "description"])).toBe(3);
    expect(lineOf(sample, ["faq", "items", 0, "question"])).toBe(7);
    expect(lineOf(sample, ["faq", "items", 1, "answer"])).toBe(10);
    expect(lineOf(sample, ["price", "annual"])).toBe(13);
    // A missing field: the line of the nearest field that is there.
    expect(lineOf(sample, ["faq", "items", 1, "missing"])).toBe(9);
    expect(lineOf(sample, ["nothing"])).toBeUndefined();
  });

  it("says to quote text with a colon, with the file and the line, and no stack trace", () => {
    const text = "meta:\n  title: Pricing\n  description: Plans for teams: fast and verified\n";
    let error: unknown;
    try {
      parseContentYaml(text, join(process.cwd(), "content/pricing.yaml"));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message).toMatch(/^content\/pricing\.yaml, line 3: /);
    expect(message).toContain("Put the whole text in double quotes");
    expect((error as Error).stack).toBe("");
  });

  it("names the line, the field and what to do for each mistake the schema finds", () => {
    const file = join(process.cwd(), "content/plans/starter.yaml");
    const text = readFileSync(file, "utf8")
      .replace(/monthly: \d+/, "monthly: ninety-nine")
      .replace("name:", "nmae:");
    const run = () => checkContent(plan, parseContentYaml(text, file), text, file);
    expect(run).toThrow(ContentError);
    const message = (() => {
      try {
        run();
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    })();
    const lines = text.split("\n");
    const line = (pattern: RegExp) => lines.findIndex((each) => pattern.test(each)) + 1;
    expect(message).toMatch(/^content\/plans\/starter\.yaml has 3 mistakes/);
    expect(message).toContain(`line ${line(/monthly: ninety-nine/)}, price.monthly: Enter the price as a number of US dollars`);
    expect(message).toContain(`line ${line(/^nmae:/)}, nmae: "nmae" is not a field here.`);
    expect(message).toContain("name: This field is missing. Add it.");
  });
});
