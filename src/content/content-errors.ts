import { relative } from "node:path";
import { load as parseYaml, YAMLException } from "js-yaml";
import type { z } from "astro/zod";
import { fieldName } from "./page-fields.ts";

/**
 * Messages for someone who edited a content file by hand: the file, the line and the field, what
 * to do in plain words, and no stack trace or link to developer docs. Every file is read through
 * astro-loader.ts `readContentFile`, so the build, a test and a script report a mistake the same way.
 */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
    // Astro prints an error's stack under it; this message is all a marketer needs.
    this.stack = "";
  }
}

export const shown = (file: string) => relative(process.cwd(), file) || file;

/** What to do about a YAML syntax error, in words, from js-yaml's reason. */
function syntaxAdvice(reason: string, lineText: string): string {
  if (/bad indentation of a mapping entry|incomplete explicit mapping pair|end of the stream or a document separator/.test(reason))
    return lineText.split(":").length > 2
      ? 'This text contains a colon (":"). Put the whole text in double quotes, e.g. description: "Fast: verified in seconds".'
      : "The line is indented differently from the lines around it, or the text needs quotes. Line it up with the field above, and put text with a colon or # in double quotes.";
  if (/duplicated mapping key/.test(reason)) return "This field appears twice in the same place. Keep one of them.";
  if (/unexpected end of the stream|missed comma|unexpected end/.test(reason))
    return "A quote or bracket is opened and never closed. Check that every \" has its partner.";
  if (/tab/.test(reason)) return "Use spaces, not tabs, to indent.";
  return "Check the line for a missing quote, a stray character or uneven indentation; text with a colon or # needs double quotes.";
}

/** The file's data, or a ContentError naming the file, the line and what to change. */
export function parseContentYaml(text: string, file: string): unknown {
  try {
    return parseYaml(text, { filename: file });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const line = error.mark.line + 1;
    const lineText = text.split("\n")[error.mark.line] ?? "";
    throw new ContentError(
      `${shown(file)}, line ${line}: this is not valid YAML, so the site cannot read the file.\n` +
        `  ${lineText.trim()}\n` +
        `  ${syntaxAdvice(error.reason ?? "", lineText)}`,
    );
  }
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The line a field is on, found by its keys and list positions in block-style YAML (as these files
 * and the editor write them); the nearest enclosing field's line when the field itself is missing.
 */
export function lineOf(text: string, path: readonly PropertyKey[]): number | undefined {
  const lines = text.split("\n");
  let start = 0;
  let parentIndent = -1;
  let inclusive = true;
  let found: number | undefined;
  for (const key of path) {
    let hit: number | undefined;
    let itemIndent: number | undefined;
    let seen = -1;
    for (let index = inclusive ? start : start + 1; index < lines.length; index++) {
      const line = lines[index] ?? "";
      if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
      const indent = indentOf(line);
      // Past the end of the enclosing block.
      if (index > start && indent <= parentIndent) break;
      if (typeof key === "number") {
        if (!line.trimStart().startsWith("- ") && line.trim() !== "-") continue;
        itemIndent ??= indent;
        if (indent !== itemIndent) continue;
        if (++seen === key) {
          hit = index;
          parentIndent = indent;
          inclusive = true;
          break;
        }
      } else {
        const match = /^(\s*(?:- )?)([^\s:#][^:]*):(?:\s|$)/.exec(line);
        if (!match || match[2]?.trim() !== String(key)) continue;
        const column = (match[1] ?? "").length;
        if (column <= parentIndent) continue;
        hit = index;
        parentIndent = column;
        inclusive = false;
        break;
      }
    }
    if (hit === undefined) break;
    found = hit;
    start = hit;
  }
  return found === undefined ? undefined : found + 1;
}

// Defined where the editor's scripts can carry it; the build's messages name fields the same way.
export { fieldName };

/** The entry's data checked against its schema, or a ContentError listing each problem by line and field. */
export function checkContent<S extends z.ZodType>(schema: S, data: unknown, text: string, file: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw mistakesIn(
    file,
    text,
    result.error.issues.map((issue) => ({
      // An unknown key is reported on the object that holds it; point at the key itself.
      path: issue.code === "unrecognized_keys" && issue.keys.length === 1 ? [...issue.path, issue.keys[0]!] : issue.path,
      message: editorMessage(issue),
    })),
  );
}

/** A ContentError listing each problem in a file by its line and field. */
export function mistakesIn(
  file: string,
  text: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ContentError {
  const problems = issues.map(({ path, message }) => {
    const line = lineOf(text, path);
    const field = path.length > 0 ? fieldName(path) : "the file";
    return `  ${line ? `line ${line}, ` : ""}${field}: ${message}`;
  });
  return new ContentError(
    `${shown(file)} has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}; the site is not built until ${problems.length === 1 ? "it is" : "they are"} fixed.\n${problems.join("\n")}`,
  );
}

/** zod's own words where the schema gives none ("Invalid input: expected number, received string"). */
function editorMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys")
    return `${issue.keys.map((key) => `"${key}"`).join(", ")} is not a field here. Check the spelling, or remove it.`;
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return "This field is missing. Add it.";
  if (issue.code === "invalid_type" && issue.message.startsWith("Invalid input: "))
    return `This should be ${issue.message.replace(/^Invalid input: expected (\w+).*$/, "a $1")}.`;
  return issue.message;
}
