import { z } from "astro/zod";
import { load as parseYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { localeCodes, locales, prefixedLocales } from "#src/config/locales.ts";
import { pagePaths } from "#src/config/pages.ts";
import { site } from "#src/config/site.ts";
import { editorConfig, editorConfigYaml, editorFields, type DecapConfig, type DecapField, type JsonSchemaNode as JsonNode } from "./cms-config.ts";
import { pathIn } from "./editor-checks.ts";
import { experiment } from "./schema/experiments.ts";
import { otherSiteRefusals } from "./schema/fields.ts";
import { landingFolder, landingPage, landingTranslation } from "./schema/landing-pages.ts";
import { plan, plansFolder, planWords } from "./schema/plans.ts";
import { singleFiles, singles } from "./schema/singles.ts";
import { experimentsFolder } from "./experiments.ts";
import { pageFieldWidget } from "./page-fields.ts";
import { defaultGoal } from "#src/lib/experiments/goal.ts";

/**
 * The editor's config is written from the schema (cms-config.ts). This holds the generator to the
 * schema: both are reduced to one shape (field names, kinds, whether required, a number's and a
 * list's limits, a text's pattern, the choices of a select) and compared both ways, so a field the
 * generator drops, a field the editor would write but the build rejects, a lost limit or a choice
 * the build does not know fails here rather than the build after a marketer's edit. The schema side
 * is read through zod's own JSON Schema export, not its internals.
 */

type Shape =
  | { kind: "string"; pattern?: string | undefined }
  | { kind: "datetime" }
  | { kind: "number"; integer: boolean; min?: number | undefined; max?: number | undefined }
  | { kind: "boolean" }
  | { kind: "select"; options: string[] }
  | { kind: "literal"; value: string }
  | { kind: "list"; of: Shape; min?: number | undefined; max?: number | undefined }
  | { kind: "object"; fields: Fields };

type Fields = Record<string, { shape: Shape; required: boolean }>;

/** A discriminated union as one object: the key becomes a select, other fields optional unless in every member. */
function mergeUnion(key: string, members: Record<string, Fields>): Shape {
  const fields: Fields = { [key]: { shape: { kind: "select", options: Object.keys(members).toSorted() }, required: true } };
  for (const member of Object.values(members)) {
    for (const [name, field] of Object.entries(member)) {
      if (name === key) continue;
      const everywhere = Object.values(members).every((other) => other[name]?.required);
      fields[name] = { shape: field.shape, required: everywhere };
    }
  }
  return { kind: "object", fields };
}

// ---- the schema, through z.toJSONSchema ----


/** z.int()'s implicit bounds are no limit anyone chose. */
const chosen = (value: number | undefined) =>
  value !== undefined && Math.abs(value) !== Number.MAX_SAFE_INTEGER ? value : undefined;

function fromSchema(node: JsonNode): Shape {
  if (node.const !== undefined) return { kind: "literal", value: String(node.const) };
  if (node.enum) return { kind: "select", options: node.enum.map(String).toSorted() };
  const members = node.oneOf ?? node.anyOf;
  if (members) {
    const objects = members.map(objectFromSchema);
    const key = Object.keys(objects[0] ?? {}).find((name) =>
      objects.every((fields) => fields[name]?.shape.kind === "literal"),
    );
    if (!key) throw new Error("only discriminated unions are supported");
    const tagged = objects.map((fields) => [(fields[key]!.shape as { value: string }).value, fields] as const);
    return mergeUnion(key, Object.fromEntries(tagged));
  }
  switch (node.type) {
    case "string":
      // A picture's pattern is the schema's alone (cms-config.ts says why).
      if (node.widget === "datetime") return { kind: "datetime" };
      return { kind: "string", pattern: node.widget === "image" ? undefined : node.pattern };
    case "integer":
    case "number": {
      // Decap's bounds are inclusive: a whole number above 0 starts at 1; a price above 0 has no
      // inclusive bound, and the schema itself refuses 0 before the editor saves.
      const integer = node.type === "integer";
      const step = (bound: number | undefined, by: number) => (integer && bound !== undefined ? bound + by : undefined);
      return {
        kind: "number",
        integer,
        min: chosen(node.minimum) ?? step(node.exclusiveMinimum, 1),
        max: chosen(node.maximum) ?? step(node.exclusiveMaximum, -1),
      };
    }
    case "boolean":
      return { kind: "boolean" };
    case "array": {
      const item = node.items || node.prefixItems?.[0];
      if (!item) throw new Error("a list without items");
      return { kind: "list", of: fromSchema(item), min: node.minItems, max: node.maxItems };
    }
    case "object":
      return { kind: "object", fields: objectFromSchema(node) };
    default:
      throw new Error(`schema type ${node.type} is not mapped to an editor widget`);
  }
}

function objectFromSchema(node: JsonNode): Fields {
  return Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([name, child]) => [
      name,
      { shape: fromSchema(child), required: node.required?.includes(name) ?? false },
    ]),
  );
}

const schemaFields = (schema: z.ZodType) =>
  objectFromSchema(z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonNode);

// ---- the editor's config ----

function fromDecap(field: DecapField): { shape: Shape; required: boolean } {
  const shape = ((): Shape => {
    switch (field.widget) {
      case "string":
      case "text":
      case "image":
      case pageFieldWidget:
        return { kind: "string", pattern: field.pattern?.[0] };
      case "number":
        return { kind: "number", integer: field.value_type === "int", min: field.min, max: field.max };
      case "boolean":
        return { kind: "boolean" };
      case "datetime":
        return { kind: "datetime" };
      case "select":
        return { kind: "select", options: (field.options ?? []).map(String).toSorted() };
      case "hidden":
        return { kind: "literal", value: String(field.default) };
      case "object":
        return { kind: "object", fields: fieldsFromDecap(field.fields ?? []) };
      case "list": {
        const size = { min: field.min, max: field.max };
        if (field.types) {
          const key = field.typeKey ?? "type";
          const members = Object.fromEntries(
            field.types.map((type) => [
              type.name,
              {
                ...fieldsFromDecap(type.fields),
                [key]: { shape: { kind: "literal", value: type.name }, required: true },
              } as Fields,
            ]),
          );
          return { kind: "list", of: mergeUnion(key, members), ...size };
        }
        if (field.field) return { kind: "list", of: fromDecap(field.field).shape, ...size };
        return { kind: "list", of: { kind: "object", fields: fieldsFromDecap(field.fields ?? []) }, ...size };
      }
    }
  })();
  return { shape, required: field.required !== false };
}

function fieldsFromDecap(fields: DecapField[]): Fields {
  return Object.fromEntries(fields.map((field) => [field.name, fromDecap(field)]));
}

// ---- comparison ----

/** A shape's own facts (kind and limits), without what it contains. */
function facts(shape: Shape): string {
  const { of: _of, fields: _fields, ...own } = shape as Shape & { of?: unknown; fields?: unknown };
  return JSON.stringify(own, (_key, value: unknown) => (value === undefined ? undefined : value));
}

function differences(build: Shape, editor: Shape, path: string): string[] {
  if (facts(build) !== facts(editor)) return [`${path}: the build expects ${facts(build)}, the editor has ${facts(editor)}`];
  if (build.kind === "list" && editor.kind === "list") return differences(build.of, editor.of, `${path}[]`);
  if (build.kind === "object" && editor.kind === "object") return fieldDifferences(build.fields, editor.fields, path);
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
      if (inBuild.required !== inEditor.required)
        out.push(`${here}: ${inBuild.required ? "required" : "optional"} in the schema, not in the editor`);
      out.push(...differences(inBuild.shape, inEditor.shape, here));
    }
  }
  return out;
}

// ---- the files ----

/** Every content file the editor knows, by its path, with its fields. */
function editorFiles(config: DecapConfig) {
  const files = new Map<string, DecapField[]>();
  for (const collection of config.collections) {
    if (collection.folder) files.set(`${collection.folder}/*`, collection.fields ?? []);
    for (const file of collection.files ?? []) files.set(file.file, file.fields);
  }
  return files;
}

/** Every content file the build reads, in every language, by its path, with its schema. */
const buildFiles = new Map<string, z.ZodType>(
  localeCodes.flatMap((locale) => [
    ...Object.entries(singleFiles).map(
      ([name, file]) => [pathIn(locale, `${file}.yaml`), singles[name as keyof typeof singles]] as [string, z.ZodType],
    ),
    [pathIn(locale, `${plansFolder}/*`), locale === "en" ? plan : planWords] as [string, z.ZodType],
    [pathIn(locale, `${landingFolder}/*`), locale === "en" ? landingPage : landingTranslation] as [string, z.ZodType],
  ]).concat([[`content/${experimentsFolder}/*`, experiment]]),
);

function configDifferences(config: DecapConfig): string[] {
  const editor = editorFiles(config);
  const out: string[] = [];
  for (const path of new Set([...buildFiles.keys(), ...editor.keys()])) {
    const schema = buildFiles.get(path);
    const fields = editor.get(path);
    if (!schema) out.push(`${path}: edited, but the build reads no such file`);
    else if (!fields) out.push(`${path}: read by the build, but not in the editor`);
    else out.push(...fieldDifferences(schemaFields(schema), fieldsFromDecap(fields), path));
  }
  return out;
}

/** Every field of the config, nested ones and list types included. */
function* allFields(fields: DecapField[]): Generator<DecapField> {
  for (const field of fields) {
    yield field;
    yield* allFields(field.fields ?? []);
    if (field.field) yield* allFields([field.field]);
    for (const type of field.types ?? []) yield* allFields(type.fields);
  }
}

describe("the editor's config, written from the schema", () => {
  const config = editorConfig();

  it("covers every file the build reads, with the same fields, kinds, requirements, limits, patterns and choices", () => {
    expect(configDifferences(config)).toEqual([]);
  });

  it("labels every field the marketer sees", () => {
    const fields = config.collections.flatMap((collection) => [
      ...allFields(collection.fields ?? []),
      ...(collection.files ?? []).flatMap((file) => [...allFields(file.fields)]),
    ]);
    expect(fields.length).toBeGreaterThan(buildFiles.size);
    expect(fields.filter((field) => field.widget !== "hidden" && !field.label?.trim()).map((field) => field.name)).toEqual([]);
  });

  it("offers exactly the site's destinations and pages wherever a link is chosen", () => {
    const selects = config.collections
      .flatMap((collection) => [
        ...allFields(collection.fields ?? []),
        ...(collection.files ?? []).flatMap((file) => [...allFields(file.fields)]),
      ])
      .filter((field) => field.widget === "select");
    const offered = (names: string[]) =>
      selects.filter((field) => names.includes(field.name)).map((field) => field.options?.map(String));
    const destinations = offered(["destination"]);
    const pages = offered(["to", "contactPath", "homePath"]);
    expect(destinations.length).toBeGreaterThan(1);
    expect(pages.length).toBeGreaterThan(1);
    for (const options of destinations) expect(options).toEqual(Object.keys(site.destinations));
    for (const options of pages) expect(options).toEqual([...pagePaths]);
  });

  it("gives every object and every list type at least one field, as Decap's config check requires", () => {
    const empty = config.collections
      .flatMap((collection) => [
        ...allFields(collection.fields ?? []),
        ...(collection.files ?? []).flatMap((file) => [...allFields(file.fields)]),
      ])
      .flatMap((field) => [
        ...(field.widget === "object" && field.fields?.length === 0 ? [field.name] : []),
        ...(field.types ?? []).filter((type) => type.fields.length === 0).map((type) => `${field.name}: ${type.name}`),
      ]);
    expect(empty).toEqual([]);
  });

  it("lets the team start, edit and end experiments, each a file named for links", () => {
    expect(config.collections.find((collection) => collection.name === "experiments")).toMatchObject({
      folder: `content/${experimentsFolder}`,
      create: true,
      delete: true,
      identifier_field: "name",
    });
    expect(config.slug).toMatchObject({ encoding: "ascii", clean_accents: true });
  });

  it("lets the team pick an experiment's goal from the site's destinations, never typed, and leave it out", () => {
    const fields = config.collections.find((collection) => collection.name === "experiments")!.fields!;
    const goal = fields.find((field) => field.name === "goal")!;
    expect(goal).toMatchObject({ widget: "list", required: false, min: 1 });
    expect(goal.field).toMatchObject({ widget: "select", options: Object.keys(site.destinations) });
    expect(goal.hint).toContain(defaultGoal.join(", "));
  });

  it("lets the team pick a variant's field from the page's texts, with the widget the editor registers", () => {
    const fields = config.collections.find((collection) => collection.name === "experiments")!.fields!;
    const changes = fields.find((field) => field.name === "variants")!.fields!.find((field) => field.name === "changes")!;
    expect(changes.fields!.find((field) => field.name === "field")).toMatchObject({ widget: pageFieldWidget, label: "Field" });
  });

  it("lets the team build landing pages from a list of the site's section types, in every language", () => {
    const english = config.collections.find((collection) => collection.name === landingFolder)!;
    expect(english).toMatchObject({ folder: `content/${landingFolder}`, create: true, delete: true, identifier_field: "title" });
    const sections = english.fields!.find((field) => field.name === "sections")!;
    expect(sections).toMatchObject({ widget: "list", typeKey: "type" });
    expect(sections.types!.map((type) => type.name)).toEqual(landingPage.shape.sections.element.options.map((option) => option.shape.type.value));
    // The file's name is the page's address, from its Address field, never from its title.
    expect(english.slug).toBe("{{fields.address}}");
    expect(english.fields![0]).toMatchObject({ name: "address", widget: "string", label: "Address" });
    expect(english.fields![0]!.required).not.toBe(false);
    // Its dates in Decap's picker, shown and written in UTC, in the one form the build reads.
    for (const name of ["start", "end"])
      expect(english.fields!.find((field) => field.name === name)).toMatchObject({
        widget: "datetime",
        format: "YYYY-MM-DD[T]HH:mm:ss[Z]",
        picker_utc: true,
        required: false,
      });
    // A translation's file takes the English page's name, which it gives first.
    const german = config.collections.find((collection) => collection.name === `${landingFolder}-de`)!;
    expect(german).toMatchObject({
      folder: `content/de/${landingFolder}`,
      label: "Landing pages — Deutsch",
      slug: "{{fields.englishPage}}",
    });
    expect(german.fields![0]).toMatchObject({ name: "englishPage", widget: "string", label: "English page" });
    expect(german.fields![0]!.required).not.toBe(false);
  });

  it("offers a landing page's buttons a page on the product site or another site's address, either one, with the build's words for a wrong one", () => {
    for (const name of [landingFolder, `${landingFolder}-de`]) {
      const sections = config.collections.find((collection) => collection.name === name)!.fields!.find((field) => field.name === "sections")!;
      const hero = sections.types!.find((type) => type.name === "hero")!;
      const button = hero.fields.find((field) => field.name === "ctas")!.fields!;
      expect(button.find((field) => field.name === "destination")).toMatchObject({ widget: "select", required: false, label: "Leads to" });
      const url = button.find((field) => field.name === "url")!;
      expect(url).toMatchObject({ widget: "string", required: false, label: "Or another site's address" });
      expect(url.hint).toMatch(/another site.*new tab/);
      expect(url.pattern?.[1]).toBe(otherSiteRefusals.shape);
      // As the editor checks it while the address is typed.
      const typed = new RegExp(url.pattern![0]);
      expect(["https://www.youtube.com/watch?v=x", "javascript:alert(1)", "http://x.test", "https://x.test/a b"].map((each) => typed.test(each))).toEqual([
        true,
        false,
        false,
        false,
      ]);
    }
  });

  it("catches a missing field, an unknown field, an optional mismatch and a lost limit", () => {
    const changed = structuredClone(config);
    const plans = changed.collections.find((collection) => collection.folder === `content/${plansFolder}`)!;
    plans.fields = plans.fields!.filter((field) => field.name !== "credits");
    plans.fields.push({ label: "Discount", name: "discount", widget: "number" });
    plans.fields.find((field) => field.name === "name")!.required = false;
    delete plans.fields.find((field) => field.name === "features")!.min;
    expect(configDifferences(changed)).toEqual([
      "content/plans/*.name: required in the schema, not in the editor",
      "content/plans/*.credits: in the schema, missing from the editor",
      `content/plans/*.features: the build expects {"kind":"list","min":1}, the editor has {"kind":"list"}`,
      "content/plans/*.discount: in the editor, unknown to the schema",
    ]);
  });

  it("lists each page's translations after its English file, and each language's plan words, by the language's name", () => {
    const pages = config.collections.find((collection) => collection.name === "pages")!;
    const labels = pages.files!.map((file) => file.label);
    const home = labels.indexOf("Home");
    expect(labels.slice(home, home + localeCodes.length)).toEqual([
      "Home",
      ...prefixedLocales.map((locale) => `Home — ${locales[locale].name}`),
    ]);
    expect(pages.files!.find((file) => file.label === "Home — Deutsch")).toMatchObject({
      name: "home-de",
      file: "content/de/home.yaml",
    });
    expect(config.collections.map((collection) => collection.label)).toEqual([
      "Pages",
      "Plans",
      ...prefixedLocales.map((locale) => `Plans — ${locales[locale].name}`),
      "Navigation",
      "Experiments",
      "Landing pages",
      ...prefixedLocales.map((locale) => `Landing pages — ${locales[locale].name}`),
    ]);
    expect(config.collections.find((collection) => collection.label === "Plans — Deutsch")).toMatchObject({
      name: "plans-de",
      folder: "content/de/plans",
      create: false,
      delete: false,
    });
  });

  it("says under a translation's choices, numbers and lists that they stay as in English", () => {
    const german = config.collections.find((collection) => collection.name === "pages")!.files!.find(
      (file) => file.name === "home-de",
    )!;
    const fields = [...allFields(german.fields)];
    const shared = fields.filter((field) => ["select", "number", "boolean"].includes(field.widget) || field.pattern);
    expect(shared.length).toBeGreaterThan(0);
    for (const field of shared) expect(field.hint).toMatch(/keep the English value\.$/);
    for (const field of fields.filter((each) => each.widget === "list"))
      expect(field.hint).toMatch(/As many items as in English, in the same order\.$/);
    for (const field of fields.filter((each) => each.widget === "string" && !each.pattern))
      expect(field.hint ?? "").not.toMatch(/English/);
  });

  it("refuses to write a field the schema gives no label", () => {
    expect(() => editorFields(z.strictObject({ price: z.number() }))).toThrow(/price: give the field an editor label/);
  });

  it("is served as that config in YAML, naming decap-server only for npm run cms", () => {
    expect(parseYaml(editorConfigYaml())).toEqual(config);
    expect(config).not.toHaveProperty("local_backend");
    const local = "http://127.0.0.1:8081/api/v1";
    expect(parseYaml(editorConfigYaml({ localBackend: local }))).toEqual({ ...config, local_backend: { url: local } });
  });
});
