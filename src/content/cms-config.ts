import { z } from "astro/zod";
import { dump } from "js-yaml";
import { defaultLocale, localeCodes, locales, type Locale } from "#src/config/locales.ts";
import {
  experimentsCollectionName,
  fileEntryName,
  landingCollectionName,
  pathIn,
  plansCollectionName,
  translationStartName,
  type ContentAsWritten,
} from "./editor-checks.ts";
import { experiment } from "./schema/experiments.ts";
import { landingFolder, landingPage, landingTranslation } from "./schema/landing-pages.ts";
import { plan, plansFolder, planWords } from "./schema/plans.ts";
import { singleFiles, singles } from "./schema/singles.ts";
import { experimentsFolder } from "./experiments.ts";
import { pageFieldWidget } from "./page-fields.ts";
import { pictureFolder } from "./pictures.ts";
import { translationStarts } from "./translation-start.ts";

/**
 * The content editor's configuration (Decap CMS, /admin/config.yml), written from the schema: every
 * collection, file and field, with its label, hint, widget, whether it is required, its limits, its
 * pattern and its choices, comes from src/content/schema/ (the fields' `.meta()` and their
 * constraints, read through zod's own JSON Schema export). Nothing here lists a file's fields (the
 * plans' sort and summary name two of theirs). The build writes it into /admin/ and `npm run cms`
 * serves it (config/integrations/decap-admin.ts).
 *
 * Every language is edited beside English (decision 019): each page's file is followed by its
 * translations ("Home — Deutsch", content/de/home.yaml), with the same fields, and each language's
 * words for the plans are a collection of their own ("Plans — Deutsch", content/de/plans/). The
 * languages come from src/config/locales.ts, so a new language needs no change here. Decap's own
 * i18n cannot serve these files: it keeps a file collection's languages in one file, and it puts
 * every language of a folder collection, English too, in a folder of its own.
 */

/**
 * Where the deployed editor reads and commits. To connect your own repository, set `repo` to
 * "owner/name" on GitHub; sign-in then goes through GitHub (docs/deploying.md, "Connecting the
 * deployed editor"). `npm run cms` needs none of this: it edits the working copy through
 * decap-server on this machine.
 */
const backend = {
  name: "github",
  repo: "your-org/leadscope-site",
  branch: "main",
  // Sign-in: the site's own route (functions/oauth/, a Cloudflare Pages Function), on whatever
  // origin serves the editor (config/integrations/admin-init.ts fills in base_url). To use another
  // provider, set base_url here, e.g. https://api.netlify.com with auth_endpoint: auth on Netlify.
  auth_endpoint: "oauth/auth",
  commit_messages: { update: "Content: update {{collection}} “{{slug}}”" },
};

/**
 * The editor's left-hand list: the page files grouped as Pages, the plans (one file each), the
 * header and footer as Navigation. Each file's label and fields are its schema's.
 */
const fileGroups = [
  {
    name: "pages",
    label: "Pages",
    description: "The words on each page of the site. Prices live in Plans.",
    files: ["home", "roi", "features", "pricing", "about", "contact", "faq", "notFound"],
  },
  { name: "site", label: "Navigation", description: "The header and footer on every page.", files: ["navigation"] },
] as const satisfies readonly { name: string; label: string; description: string; files: (keyof typeof singles)[] }[];

/** The plans' collection: one file per plan, sorted and summarised by these fields. */
const plansCollection = {
  name: "plans",
  label: "Plans",
  label_singular: "Plan",
  description:
    "The plans on the pricing page. The annual totals, savings and the Save badge are worked out from these prices.",
  sortable_fields: ["order", "name"],
  identifier_field: "name",
  summary: "{{order}}. {{name}}",
};

/**
 * Experiments : one file per experiment under content/experiments/, created and ended
 * here. The file's name, from the experiment's name, goes into visitors' links (`xp-<name>`).
 */
const experimentsCollection = (): DecapCollection => ({
  name: experimentsCollectionName,
  label: "Experiments",
  label_singular: "Experiment",
  description:
    "Try other words on a page with part of its visitors: each variant gets its share of visits, and the preview shows its readout, read every morning while it runs, and says when one has won. docs/experiments.md is the guide.",
  folder: `content/${experimentsFolder}`,
  extension: "yaml",
  format: "yaml",
  create: true,
  delete: true,
  slug: "{{slug}}",
  identifier_field: "name",
  summary: "{{name}} · {{page}} · {{status}}",
  fields: editorFields(experiment, experimentsCollectionName),
});

/**
 * Landing pages: one file per page, in English and beside it in each language it is
 * translated into, created, reordered and removed here. The file's name, from the English page's
 * Address field, is its address (/lp/<address>); a translation's is the English page it names first (its
 * "English page" field), so it keeps the English file's name. Its sections are a list of the
 * section types, the schema's discriminated union (Decap's `types`).
 */
function landingPagesEntry(locale: Locale): DecapCollection {
  const english = locale === defaultLocale;
  const name = landingCollectionName(locale);
  const [named, ...words] = editorFields(english ? landingPage : landingTranslation, name);
  return {
    name,
    label: inLanguage("Landing pages", locale),
    label_singular: inLanguage("Landing page", locale),
    description: english
      ? "Campaign pages built from the site's sections, at /lp/<file name>, linked from nowhere on the site. docs/editing.md, “Landing pages”, is the guide."
      : `${translationNote(locale, `the landing pages in content/${landingFolder}/ (a translation names its English page first, keeps its file name and its sections)`)} To start a translation as a copy of its English page, open the English page in Landing pages: its preview links to each language.`,
    folder: pathIn(locale, landingFolder),
    extension: "yaml",
    format: "yaml",
    create: true,
    delete: true,
    // The file's name is the page's address, from its Address field, never from its title: a
    // title can change while ads link to the address. A translation's is its English page's.
    slug: english ? "{{fields.address}}" : "{{fields.englishPage}}",
    identifier_field: "title",
    summary: "{{title}}",
    // A translation's English page is its own (not a value to keep as in English).
    fields: english ? [named!, ...words] : [named!, ...translationFields(words)],
  };
}

/**
 * A new translation of an English landing page, started as a copy of it (translation-start.ts): the
 * language's collection, hidden from the list, its fields' defaults the English page's values and
 * its English page fixed, so the file takes the English file's name. The English page's preview
 * links to it; once saved, the translation is an entry of the language's collection like any other.
 */
function translationStartEntry(locale: Locale, slug: string, english: Record<string, unknown>): DecapCollection {
  const own = landingPagesEntry(locale);
  const [named, ...words] = own.fields!;
  const title = typeof english["title"] === "string" ? english["title"] : slug;
  return {
    ...own,
    name: translationStartName(locale, slug),
    label: `${own.label}: new from “${title}”`,
    hide: true,
    delete: false,
    description: `${locales[locale].name}: the translation of “${title}” (content/${landingFolder}/${slug}.yaml), starting as a copy of the English page: its sections in their order, with the same picks and buttons, and the English words, to replace with ${locales[locale].name}. The preview lists the texts still in English. Translate only the words; the editor checks this before saving.`,
    fields: [
      { name: named!.name, widget: "hidden", default: slug },
      ...words.map((field) => (field.name in english ? { ...field, default: english[field.name] } : field)),
    ],
  };
}

/** A translation's collections and files: "Plans — Deutsch", "Home — Deutsch". */
const inLanguage = (label: string, locale: Locale) =>
  locale === defaultLocale ? label : `${label} — ${locales[locale].name}`;

/** What a translated file's description says, before the English file's own. */
const translationNote = (locale: Locale, english: string) =>
  `${locales[locale].name}: the words of ${english}, translated. Translate only the words: every link, number and choice, and the number and order of items, stay as in English; the editor checks this before saving.`;

/** A node of zod's JSON Schema (draft 2020-12) as it comes out for these schemas, with our `.meta()` keys. */
export interface JsonSchemaNode {
  type?: "string" | "number" | "integer" | "boolean" | "object" | "array";
  title?: string;
  description?: string;
  widget?: string;
  collapsed?: boolean;
  summary?: string;
  default?: unknown;
  patternError?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode | false;
  prefixItems?: JsonSchemaNode[];
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  enum?: (string | number)[];
  const?: string | number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
}

/** A field of Decap's config, as this generator writes it. */
export interface DecapField {
  label?: string;
  name: string;
  widget: "string" | "text" | "datetime" | "image" | typeof pageFieldWidget | "number" | "boolean" | "select" | "hidden" | "object" | "list";
  hint?: string;
  /** An image field takes uploads only, never an address typed in. */
  choose_url?: false;
  required?: false;
  default?: unknown;
  options?: (string | number)[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  pattern?: [string, string];
  /** The datetime widget's stored form and whether its picker shows UTC. */
  format?: string;
  picker_utc?: boolean;
  collapsed?: boolean;
  summary?: string;
  fields?: DecapField[];
  field?: DecapField;
  types?: (DecapField & { fields: DecapField[] })[];
  typeKey?: string;
}

interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  /** Not in the editor's list; opened by its address. */
  hide?: boolean;
  folder?: string;
  extension?: string;
  format?: string;
  create: boolean;
  delete: boolean;
  slug?: string;
  identifier_field?: string;
  sortable_fields?: string[];
  summary?: string;
  fields?: DecapField[];
  files?: { name: string; label: string; file: string; description?: string; fields: DecapField[] }[];
}

export interface DecapConfig {
  backend: typeof backend;
  local_backend?: { url: string };
  publish_mode: "editorial_workflow";
  locale: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  collections: DecapCollection[];
}

const jsonSchema = (schema: z.ZodType) =>
  // Refinements (cross-field rules) have no JSON Schema form: the editor runs the schema itself
  // before saving (editor-checks.ts), so they are left to it.
  z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonSchemaNode;

/** z.int()'s implicit bounds: no limit a marketer chose, so not shown. */
const unbounded = (value: number | undefined) =>
  value === undefined || Math.abs(value) === Number.MAX_SAFE_INTEGER ? undefined : value;

const union = (node: JsonSchemaNode) => node.oneOf ?? node.anyOf;

/** The property every member of a discriminated union fixes to its own value. */
function discriminator(members: JsonSchemaNode[], path: string): string {
  const key = Object.keys(members[0]?.properties ?? {}).find((name) =>
    members.every((member) => member.properties?.[name]?.const !== undefined),
  );
  if (!key) throw new Error(`${path}: a union the editor can show needs a discriminating key`);
  return key;
}

const tag = (member: JsonSchemaNode, key: string) => String(member.properties![key]!.const);

/** The parts every field shares: name, label, hint, required. */
function base(name: string, node: JsonSchemaNode, required: boolean, path: string) {
  if (!node.title) throw new Error(`${path}: give the field an editor label (.meta({ title }) in src/content/schema/)`);
  return {
    label: node.title,
    name,
    ...(node.description ? { hint: node.description } : {}),
    ...(required ? {} : { required: false as const }),
  };
}

function objectFields(node: JsonSchemaNode, path: string, skip?: string): DecapField[] {
  if (!node.properties) throw new Error(`${path}: an object without fields`);
  return Object.entries(node.properties)
    .filter(([name]) => name !== skip)
    .map(([name, child]) => toField(name, child, node.required?.includes(name) ?? false, `${path}.${name}`));
}

/**
 * A discriminated union outside a list, as one object: its key a select, each other field
 * required only if every member requires it (Decap's `types` exist only on lists).
 */
function mergedUnion(members: JsonSchemaNode[], path: string): DecapField[] {
  const key = discriminator(members, path);
  const keyNode = members.map((member) => member.properties![key]!).find((each) => each.title);
  const fields: DecapField[] = [
    { ...base(key, { ...keyNode, title: keyNode?.title }, true, `${path}.${key}`), widget: "select", options: members.map((member) => tag(member, key)) },
  ];
  for (const member of members)
    for (const [name, child] of Object.entries(member.properties ?? {})) {
      if (name === key || fields.some((field) => field.name === name)) continue;
      const everywhere = members.every((other) => other.required?.includes(name));
      fields.push(toField(name, child, everywhere, `${path}.${name}`));
    }
  return fields;
}

function listField(name: string, node: JsonSchemaNode, required: boolean, path: string): DecapField {
  const item = node.items || node.prefixItems?.[0];
  if (!item) throw new Error(`${path}: a list without items`);
  const field: DecapField = {
    ...base(name, node, required, path),
    widget: "list",
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    ...(node.summary ? { summary: node.summary } : {}),
  };
  const members = union(item);
  if (members) {
    const key = discriminator(members, path);
    return {
      ...field,
      typeKey: key,
      types: members.map((member) => {
        const fields = objectFields(member, `${path}[]`, key);
        return {
          ...base(tag(member, key), member, true, `${path}[${tag(member, key)}]`),
          widget: "object" as const,
          // Decap refuses a type without fields (the calculator's section has none): such a type
          // gets its own tag as a hidden field, which writes the same `type` the list writes.
          fields: fields.length > 0 ? fields : [toField(key, member.properties![key]!, true, `${path}[]`)],
        };
      }),
    };
  }
  if (item.type === "object") return { ...field, fields: objectFields(item, `${path}[]`) };
  // A list of single values: Decap asks for a field, whose name is never written to the file.
  return { ...field, field: toField("item", item, true, `${path}[]`) };
}

function toField(name: string, node: JsonSchemaNode, required: boolean, path: string): DecapField {
  if (node.const !== undefined) return { name, widget: "hidden", default: node.const };
  const members = union(node);
  if (members)
    return { ...base(name, node, required, path), widget: "object", ...(node.collapsed ? { collapsed: true } : {}), fields: mergedUnion(members, path) };
  if (node.enum) return { ...base(name, node, required, path), widget: "select", options: node.enum };
  switch (node.type) {
    case "string":
      // A date-time in UTC (schema/landing-pages.ts, `instant`): Decap's picker, showing and writing
      // UTC, in the one form the build reads (2026-11-15T17:00:00Z); empty until one is picked.
      if (node.widget === "datetime")
        return {
          ...base(name, node, required, path),
          widget: "datetime",
          format: "YYYY-MM-DD[T]HH:mm:ss[Z]",
          picker_utc: true,
          default: "",
        };
      if (node.pattern && !node.patternError)
        throw new Error(`${path}: a pattern needs the words the editor shows (.meta({ patternError }))`);
      return {
        ...base(name, node, required, path),
        widget: node.widget === "text" || node.widget === "image" || node.widget === pageFieldWidget ? node.widget : "string",
        ...(node.widget === "image" ? { choose_url: false as const } : {}),
        // Not on an image: Decap tests a picture's pattern against the value it holds, which for a
        // new entry's default is not the path it writes; the schema, run before every save
        // (editor-checks.ts), refuses another kind of file by name as the build does.
        ...(node.pattern && node.widget !== "image"
          ? { pattern: [node.pattern, node.patternError!] as [string, string] }
          : {}),
      };
    case "number":
    case "integer": {
      const integer = node.type === "integer";
      // Decap's bounds are inclusive: an exclusive one is a bound only for whole numbers.
      const min = unbounded(node.minimum) ?? (integer && node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
      const max = unbounded(node.maximum) ?? (integer && node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : undefined);
      return {
        ...base(name, node, required, path),
        widget: "number",
        value_type: integer ? "int" : "float",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "boolean":
      return { ...base(name, node, required, path), widget: "boolean", ...(node.default !== undefined ? { default: node.default } : {}) };
    case "object":
      return {
        ...base(name, node, required, path),
        widget: "object",
        ...(node.collapsed ? { collapsed: true } : {}),
        fields: objectFields(node, path),
      };
    case "array":
      return listField(name, node, required, path);
    default:
      throw new Error(`${path}: no editor widget for this kind of field`);
  }
}

/** The editor's fields for one file's schema; a field without a label stops the build, naming it. */
export function editorFields(schema: z.ZodType, path = "entry"): DecapField[] {
  return objectFields(jsonSchema(schema), path);
}

/** What a translation's shared fields say under them: the build holds them to English (parity.ts). */
const sameAsEnglish = "The same in every language: keep the English value.";
const sameItems = "As many items as in English, in the same order.";
const withHint = (field: DecapField, note: string): DecapField => ({
  ...field,
  hint: field.hint ? `${field.hint} ${note}` : note,
});

/**
 * A translation's fields: the English file's, each value that is not words (a choice, a number, a
 * yes/no, a patterned id: what parity.ts holds to English) and each list saying so under it.
 */
function translationFields(fields: DecapField[]): DecapField[] {
  return fields.map((field): DecapField => {
    if (field.widget === "hidden") return field;
    const nested = {
      ...field,
      ...(field.fields ? { fields: translationFields(field.fields) } : {}),
      ...(field.field ? { field: translationFields([field.field])[0]! } : {}),
      ...(field.types ? { types: field.types.map((type) => ({ ...type, fields: translationFields(type.fields) })) } : {}),
    };
    if (field.widget === "list") return withHint(nested, sameItems);
    const shared = ["select", "number", "boolean"].includes(field.widget) || field.pattern !== undefined;
    return shared ? withHint(nested, sameAsEnglish) : nested;
  });
}

/** A page's (or the navigation's) file in one language. */
function fileEntry(name: keyof typeof singles, locale: Locale) {
  const node = jsonSchema(singles[name]);
  if (!node.title) throw new Error(`${name}: give the file an editor label (.meta({ title }) in src/content/schema/)`);
  const file = pathIn(locale, `${singleFiles[name]}.yaml`);
  const fields = objectFields(node, name);
  const description =
    locale === defaultLocale ? node.description : translationNote(locale, pathIn(defaultLocale, `${singleFiles[name]}.yaml`));
  return {
    name: fileEntryName(name, locale),
    label: inLanguage(node.title, locale),
    file,
    ...(description ? { description } : {}),
    fields: locale === defaultLocale ? fields : translationFields(fields),
  };
}

/** The plans (English: every field) or one language's words for them (content/<code>/plans/). */
function plansEntry(locale: Locale): DecapCollection {
  const english = locale === defaultLocale;
  return {
    name: plansCollectionName(locale),
    label: inLanguage(plansCollection.label, locale),
    label_singular: inLanguage(plansCollection.label_singular, locale),
    description: english ? plansCollection.description : translationNote(locale, `the plans in content/${plansFolder}/ (their prices, position and badge are English's)`),
    folder: pathIn(locale, plansFolder),
    extension: "yaml",
    format: "yaml",
    create: false,
    delete: false,
    identifier_field: plansCollection.identifier_field,
    // A translation has no position of its own: its plans are listed by name.
    sortable_fields: english ? plansCollection.sortable_fields : [plansCollection.identifier_field],
    summary: english ? plansCollection.summary : `{{${plansCollection.identifier_field}}}`,
    fields: english
      ? editorFields(plan, plansCollection.name)
      : translationFields(editorFields(planWords, plansCollectionName(locale))),
  };
}

/**
 * The whole configuration. `localBackend` is decap-server's API on this machine, named only in the
 * copy `npm run cms` serves; the deployed editor never looks for it. `content`, every file as
 * written (editor-content.ts), gives each English landing page's untranslated languages a
 * collection that starts the translation as a copy of it.
 */
export function editorConfig({
  localBackend,
  content,
}: { localBackend?: string; content?: ContentAsWritten } = {}): DecapConfig {
  const [pages, site] = fileGroups.map(
    (group): DecapCollection => ({
      name: group.name,
      label: group.label,
      description: group.description,
      create: false,
      delete: false,
      // Each file in English, then in every other language.
      files: group.files.flatMap((name) => localeCodes.map((locale) => fileEntry(name, locale))),
    }),
  );
  return {
    backend,
    ...(localBackend ? { local_backend: { url: localBackend } } : {}),
    // Every change is reviewed before it goes live: Save puts it on a branch of its own (cms/…)
    // with a pull request, which the host builds as a preview and CI tests; only Publish (a merge
    // into main) puts it on the site. decap-server under `npm run cms` has no branches, and the
    // editor falls back to Publish-only there (it says so in the browser console).
    publish_mode: "editorial_workflow",
    locale: "en",
    // Pictures are uploaded into the repository beside the content (content/images/), and an
    // entry names one as images/<file>, the path the reader resolves under content/ (pictures.ts).
    media_folder: `content/${pictureFolder}`,
    public_folder: pictureFolder,
    // File names as links can carry them: ASCII, accents dropped (experiments' names go into visitors' links).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      pages!,
      ...localeCodes.map(plansEntry),
      site!,
      experimentsCollection(),
      ...localeCodes.map(landingPagesEntry),
      ...(content ? translationStarts(content) : []).map(({ locale, slug, english }) =>
        translationStartEntry(locale, slug, english),
      ),
    ],
  };
}

/** The configuration as the file /admin/config.yml. */
export function editorConfigYaml(options: { localBackend?: string; content?: ContentAsWritten } = {}): string {
  return `# The content editor's configuration, written by the build from src/content/schema/
# (src/content/cms-config.ts). Change a label, hint or field there, not here.
${dump(editorConfig(options), { noRefs: true, lineWidth: -1 })}`;
}
