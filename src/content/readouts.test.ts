import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError } from "./content-errors.ts";
import { readoutPath, readReadouts, type ReadoutRecord } from "./readouts.ts";

let root = "";

const record = (experiment: string): ReadoutRecord => ({
  experiment,
  readAt: "2026-12-01T05:17:03.120Z",
  range: "all",
  conversions: 'visitors who sent "CTA click" to the goal: freeTrial (/free-trial).',
  variants: [
    { id: "a", name: "As it is", share: 50 },
    { id: "b", name: "Other", share: 50 },
  ],
  columns: ["variant", "visitors"],
  rows: [
    ["a", "10"],
    ["b", "10"],
  ],
  notes: ["Sample ratio as the shares say."],
  verdict: "Verdict: keep running: too few conversions yet to say how many visitors it needs.",
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "readouts-"));
  mkdirSync(join(root, "experiments"));
  writeFileSync(join(root, "experiments", "one.yaml"), "name: One\n");
  writeFileSync(join(root, "experiments", "two.yaml"), "name: Two\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("readouts beside their experiments", () => {
  it("reads each experiment's readout, and none for an experiment not read yet or a file left by a deleted one", () => {
    writeFileSync(readoutPath("one", root), JSON.stringify(record("one")));
    writeFileSync(readoutPath("gone", root), JSON.stringify(record("gone")));
    expect(readReadouts(root)).toEqual({ one: record("one") });
  });

  it("refuses a file that is not a readout, naming it and the field, and says how to write it anew", () => {
    writeFileSync(readoutPath("one", root), JSON.stringify({ ...record("one"), verdict: "b wins" }));
    expect(() => readReadouts(root)).toThrow(ContentError);
    expect(() => readReadouts(root)).toThrow(/one\.readout\.json: this is not a readout: verdict: .*npm run experiment -- one --write/);
    writeFileSync(readoutPath("one", root), "{");
    expect(() => readReadouts(root)).toThrow(/one\.readout\.json: this is not JSON/);
    writeFileSync(readoutPath("one", root), JSON.stringify(record("two")));
    expect(() => readReadouts(root)).toThrow(/the readout of "two", not of one/);
  });
});
