import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load as parseYaml } from "js-yaml";
import type { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { pagePaths } from "~/config/pages";
import { site } from "~/config/site";
import { plan, plansFolder, singleFiles, singles } from "./schema";

/**
 * The editor's config (public/admin/config.yml) and the build's schemas (schema.ts) describe the
 * same files. Both are reduced to one shape here (field names, kinds, whether required, the
 * choices of a select) and compared both ways, so a field added to one and not the other, a
 * field the editor would write but the build rejects, or a choice the build does not know fails
 * this test rather than the build after a marketer's edit.
 */

type Shape =
  | { kind: "string" | "number" | "boolean" }
  | { kind: "select"; options: string[] }
  | { kind: "literal"; value: string }
  | { kind: "list"; of: Shape }
  | { kind: "object"; fields: Record<string, { shape: Shape; required: boolean }> };

type Fields = Extract<Shape, { kind: "object" }>["fields"];

/** A discriminated union as one object: the key becomes a select, other fields optional unless in every member. */
function mergeUnion(key: string, members: Record<string, Fields>): Shape {
  const names = Object.keys(members);
  const fields: Fields = { [key]: { shape: { kind: "select", options: names.toSorted() }, required: true } };
  for (const member of Object.values(members)) {
    for (const [name, field] of Object.entries(member)) {
      if (name === key) continue;
      const everywhere = Object.values(members).every((other) => other[name]?.required);
      fields[name] = { shape: field.shape, required: everywhere };
    }
  }
  return { kind: "object", fields };
}

// ---- zod (the build) ----

interface ZodDef {
  type: string;
  [key: string]: unknown;
}
const def = (schema: unknown) => (schema as { def: ZodDef }).def;

function fromZod(schema: z.ZodType): { shape: Shape; required: boolean } {
  const d = def(schema);
  switch (d.type) {
    case "optional": {
      const inner = fromZod(d["innerType"] as z.ZodType);
      return { shape: inner.shape, required: false };
    }
    case "pipe": {
      // z.preprocess(): what matters is the schema the value ends up checked against.
      return fromZod(d["out"] as z.ZodType);
    }
    case "string":
      return { shape: { kind: "string" }, required: true };
    case "number":
      return { shape: { kind: "number" }, required: true };
    case "boolean":
      return { shape: { kind: "boolean" }, required: true };
    case "enum":
      return {
        shape: { kind: "select", options: Object.values(d["entries"] as Record<string, string>).toSorted() },
        required: true,
      };
    case "literal":
      return { shape: { kind: "literal", value: String((d["values"] as unknown[])[0]) }, required: true };
    case "array":
      return { shape: { kind: "list", of: fromZod(d["element"] as z.ZodType).shape }, required: true };
    case "tuple": {
      const [first] = d["items"] as z.ZodType[];
      return { shape: { kind: "list", of: fromZod(first!).shape }, required: true };
    }
    case "object":
      return { shape: { kind: "object", fields: objectFromZod(schema) }, required: true };
    case "union": {
      const key = d["discriminator"] as string | undefined;
      if (!key) throw new Error("only discriminated unions are supported");
      const members: Record<string, Fields> = {};
      for (const option of d["options"] as z.ZodType[]) {
        const fields = objectFromZod(option);
        const tag = fields[key]?.shape;
        if (tag?.kind !== "literal") throw new Error(`union member without a literal ${key}`);
        members[tag.value] = fields;
      }
      return { shape: mergeUnion(key, members), required: true };
    }
    default:
      throw new Error(`schema kind ${d.type} is not mapped to an editor widget`);
  }
}

function objectFromZod(schema: z.ZodType): Fields {
  const shape = def(schema)["shape"] as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, fromZod(field)]));
}

// ---- Decap (the editor) ----

interface DecapField {
  name: string;
  widget?: string;
  required?: boolean;
  default?: unknown;
  options?: (string | { value: string })[];
  field?: DecapField;
  fields?: DecapField[];
  types?: (DecapField & { fields: DecapField[] })[];
  typeKey?: string;
}

function fromDecap(field: DecapField): { shape: Shape; required: boolean } {
  const required = field.required !== false;
  const shape = ((): Shape => {
    switch (field.widget ?? "string") {
      case "string":
      case "text":
        return { kind: "string" };
      case "number":
        return { kind: "number" };
      case "boolean":
        return { kind: "boolean" };
      case "select":
        return {
          kind: "select",
          options: (field.options ?? [])
            .map((option) => (typeof option === "string" ? option : option.value))
            .toSorted(),
        };
      case "hidden":
        return { kind: "literal", value: String(field.default) };
      case "object":
        return { kind: "object", fields: fieldsFromDecap(field.fields ?? []) };
      case "list": {
        if (field.types) {
          const key = field.typeKey ?? "type";
          const members = Object.fromEntries(
            field.types.map((type) => [
              type.name,
              {
                ...fieldsFromDecap(type.fields),
                [key]: { shape: { kind: "literal", value: type.name }, required: true },
              },
            ]),
          ) as Record<string, Fields>;
          return { kind: "list", of: mergeUnion(key, members) };
        }
        if (field.field) return { kind: "list", of: fromDecap(field.field).shape };
        return { kind: "list", of: { kind: "object", fields: fieldsFromDecap(field.fields ?? []) } };
      }
      default:
        throw new Error(`widget ${field.widget} is not mapped to a schema kind`);
    }
  })();
  return { shape, required };
}

function fieldsFromDecap(fields: DecapField[]): Fields {
  return Object.fromEntries(fields.map((field) => [field.name, fromDecap(field)]));
}

// ---- comparison ----

function differences(build: Shape, editor: Shape, path: string): string[] {
  if (build.kind !== editor.kind)
    return [`${path}: the build expects ${build.kind}, the editor writes ${editor.kind}`];
  if (build.kind === "select" && editor.kind === "select") {
    return build.options.join() === editor.options.join()
      ? []
      : [
          `${path}: choices differ (build: ${build.options.join(", ")}; editor: ${editor.options.join(", ")})`,
        ];
  }
  if (build.kind === "literal" && editor.kind === "literal") {
    return build.value === editor.value ? [] : [`${path}: fixed value ${build.value} vs ${editor.value}`];
  }
  if (build.kind === "list" && editor.kind === "list") return differences(build.of, editor.of, `${path}[]`);
  if (build.kind === "object" && editor.kind === "object")
    return fieldDifferences(build.fields, editor.fields, path);
  return [];
}

function fieldDifferences(build: Fields, editor: Fields, path: string): string[] {
  const out: string[] = [];
  for (const name of new Set([...Object.keys(build), ...Object.keys(editor)])) {
    const here = path ? `${path}.${name}` : name;
    const inBuild = build[name];
    const inEditor = editor[name];
    if (!inEditor) out.push(`${here}: in the schema, missing from the editor`);
    else if (!inBuild) out.push(`${here}: in the editor, unknown to the schema`);
    else {
      if (inBuild.required !== inEditor.required) {
        out.push(`${here}: ${inBuild.required ? "required" : "optional"} in the schema, not in the editor`);
      }
      out.push(...differences(inBuild.shape, inEditor.shape, here));
    }
  }
  return out;
}

// ---- the files ----

interface DecapCollection {
  name: string;
  folder?: string;
  fields?: DecapField[];
  files?: { name: string; file: string; fields: DecapField[] }[];
}

const configText = readFileSync(join(import.meta.dirname, "../../public/admin/config.yml"), "utf8");
const readConfig = (text: string) => parseYaml(text) as { collections: DecapCollection[] };

/** Every content file the editor knows, by its path, with its fields. */
function editorFiles(config: { collections: DecapCollection[] }) {
  const files = new Map<string, DecapField[]>();
  for (const collection of config.collections) {
    if (collection.folder) files.set(`${collection.folder}/*`, collection.fields ?? []);
    for (const file of collection.files ?? []) files.set(file.file, file.fields);
  }
  return files;
}

/** Every content file the build reads, by its path, with its schema. */
const buildFiles = new Map<string, z.ZodType>([
  ...Object.entries(singleFiles).map(
    ([name, file]) => [`content/${file}.yaml`, singles[name as keyof typeof singles]] as [string, z.ZodType],
  ),
  [`content/${plansFolder}/*`, plan],
]);

function configDifferences(config: { collections: DecapCollection[] }): string[] {
  const editor = editorFiles(config);
  const out: string[] = [];
  for (const path of new Set([...buildFiles.keys(), ...editor.keys()])) {
    const schema = buildFiles.get(path);
    const fields = editor.get(path);
    if (!schema) out.push(`${path}: edited, but the build reads no such file`);
    else if (!fields) out.push(`${path}: read by the build, but not in the editor`);
    else out.push(...fieldDifferences(objectFromZod(schema), fieldsFromDecap(fields), path));
  }
  return out;
}

describe("the editor's config and the build's schemas", () => {
  it("cover the same files, with the same fields, kinds, requirements and choices", () => {
    expect(configDifferences(readConfig(configText))).toEqual([]);
  });

  it("offer exactly the config's destinations and pages wherever a link is chosen", () => {
    // The shared field groups the anchors &destinations and &pages belong to.
    const shared = (parseYaml(configText) as { "x-shared": Record<string, { options?: string[] }> })["x-shared"];
    const options = (anchor: "destinations" | "pages") =>
      (anchor === "destinations" ? shared["destination"] : shared["pagePath"])?.options;
    expect(options("destinations")?.toSorted()).toEqual(Object.keys(site.destinations).toSorted());
    expect(options("pages")?.toSorted()).toEqual([...pagePaths].toSorted());
  });

  it("catches a field missing from the editor, a field the schema does not know, and an optional mismatch", () => {
    const config = readConfig(configText);
    const plans = config.collections.find((collection) => collection.name === "plans")!;
    plans.fields = plans.fields!.filter((field) => field.name !== "credits");
    plans.fields.push({ name: "discount", widget: "number" });
    const name = plans.fields.find((field) => field.name === "name")!;
    name.required = false;
    expect(configDifferences(config)).toEqual([
      "content/plans/*.name: required in the schema, not in the editor",
      "content/plans/*.credits: in the schema, missing from the editor",
      "content/plans/*.discount: in the editor, unknown to the schema",
    ]);
  });
});
