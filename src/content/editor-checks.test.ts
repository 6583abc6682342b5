import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load as parseYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { contentDir } from "./dir.ts";
import { entryProblems, NotSaved, registerEditorChecks, schemaForPath } from "./editor-checks.ts";
import { plan, plansFolder, singleFiles, singles } from "./schema.ts";
import { readPlans } from "./for-scripts.ts";

/** Every file the editor edits, as it names it, with the data the file holds now. */
const files = [
  ...Object.values(singleFiles).map((file) => `content/${file}.yaml`),
  ...readPlans().map((each) => `content/${plansFolder}/${each.id}.yaml`),
];
const onDisk = (path: string) =>
  parseYaml(readFileSync(join(contentDir(), path.replace(/^content\//, "")), "utf8")) as Record<string, unknown>;

/** A Decap entry as preSave receives it: an Immutable map, read with get(). */
const entry = (path: string, data: unknown) =>
  ({ get: (key: string) => (key === "data" ? { toJS: () => data } : key === "path" ? path : undefined) }) as never;

describe("the editor's check before saving", () => {
  it("uses the build's own schema for every file the editor edits", () => {
    expect(schemaForPath("content/pricing.yaml")).toBe(singles.pricing);
    expect(schemaForPath("content/not-found.yaml")).toBe(singles.notFound);
    expect(schemaForPath(`content/${plansFolder}/starter.yaml`)).toBe(plan);
    expect(files.filter((path) => schemaForPath(path) === undefined)).toEqual([]);
  });

  it("lets every file through as it is now", () => {
    expect(files.flatMap((path) => entryProblems(path, onDisk(path)).map((problem) => `${path}: ${problem}`))).toEqual(
      [],
    );
  });

  it("refuses a cross-field mistake with the schema's message and where it is", () => {
    const path = `content/${plansFolder}/${readPlans().find((each) => each.price)!.id}.yaml`;
    const data = onDisk(path);
    const price = data["price"] as { monthly: number; annual: number };
    const problems = entryProblems(path, { ...data, price: { ...price, annual: price.monthly + 1 } });
    expect(problems).toEqual(["price → annual: The annual price per month must be lower than the monthly price."]);
  });

  it("refuses an emptied text, an unknown placeholder and a list item by its position from 1", () => {
    const data = onDisk("content/pricing.yaml") as { meta: { description: string }; faq: { items: object[] } };
    const problems = entryProblems("content/pricing.yaml", {
      ...data,
      meta: { ...data.meta, description: "From {starter.price} a month" },
      faq: { ...data.faq, items: [...data.faq.items, { question: "Why?", answer: "  " }] },
    });
    expect(problems).toContainEqual(expect.stringMatching(/^meta → description: "\{starter\.price\}" is not a figure/));
    expect(problems).toContain(
      `faq → items → ${data.faq.items.length + 1} → answer: Write some text here; it cannot be empty.`,
    );
  });

  it("stops Decap's save by throwing from preSave, with the file and the reasons as the message", () => {
    let handler: ((event: { entry: never }) => unknown) | undefined;
    registerEditorChecks({ registerEventListener: (listener) => (handler = listener.handler as never) });
    const path = "content/not-found.yaml";
    const valid = onDisk(path);
    expect(handler?.({ entry: entry(path, valid) })).toBeUndefined();
    const thrown = (() => {
      try {
        handler?.({ entry: entry(path, { ...valid, extra: 1 }) });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(NotSaved);
    // Decap shows String(error) in its notice: the message alone, no "Error:" and no stack.
    expect(String(thrown)).toBe(
      `Not saved, content/not-found.yaml would stop the site's build. Unrecognized key: "extra"`,
    );
  });
});
