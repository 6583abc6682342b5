import type { z } from "astro/zod";
import { plan, plansFolder, singleFiles, singles } from "./schema.ts";

/**
 * The editor (Decap CMS at /admin) checks an entry with the build's own schema before it saves,
 * so what the build would refuse is never written, and the marketer reads the build's words.
 */

const singleByFile = new Map<string, z.ZodType>(
  Object.entries(singleFiles).map(([name, file]) => [`${file}.yaml`, singles[name as keyof typeof singles]]),
);

/** The schema for a file under content/, by its path as the editor names it ("content/plans/x.yaml"). */
export function schemaForPath(path: string): z.ZodType | undefined {
  const relative = path.replace(/^\/?(?:.*\/)?content\//, "");
  if (relative.startsWith(`${plansFolder}/`)) return plan;
  return singleByFile.get(relative);
}

/** Where in the entry a problem is, as the form labels read it: "price → annual", "categories → 2 → items → 1 → answer". */
const where = (path: readonly PropertyKey[]) =>
  path.map((key) => (typeof key === "number" ? String(key + 1) : String(key))).join(" → ");

/**
 * Every reason the build would refuse this entry, one line each, or [] when it would accept it.
 * The messages are the schema's own; list positions count from 1, as the editor shows them.
 */
export function entryProblems(path: string, data: unknown): string[] {
  const schema = schemaForPath(path);
  if (!schema) return [];
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${where(issue.path)}: ${issue.message}` : issue.message,
  );
}

/** What the editor says when it refuses to save, in place of "Error: …". */
export class NotSaved extends Error {
  constructor(path: string, problems: readonly string[]) {
    super(`Not saved, ${path.replace(/^.*?(content\/)/, "$1")} would stop the site's build. ${problems.join(" ")}`);
    this.name = "NotSaved";
  }
  override toString() {
    return this.message;
  }
}

interface DecapEntry {
  get(key: "path" | "collection" | "slug"): string | undefined;
  get(key: "data"): { toJS(): unknown };
}
interface DecapCms {
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: DecapEntry }) => undefined;
  }): void;
}

/** Registers the check on Decap's preSave event: a thrown error stops the save and shows its text. */
export function registerEditorChecks(cms: DecapCms) {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const path = entry.get("path") ?? `content/${plansFolder}/${entry.get("slug") ?? ""}.yaml`;
      const problems = entryProblems(path, entry.get("data").toJS());
      if (problems.length > 0) throw new NotSaved(path, problems);
      return undefined;
    },
  });
}
