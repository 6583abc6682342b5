import { z } from "astro/zod";
import { figurePattern } from "./figures.ts";
import { isRecord, member, type Node } from "./json-schema.ts";

/**
 * The check that keeps a translation (content/<code>/) true to English (content/): the same fields,
 * lists of the same length, and every value that is not words the same, field by field. The build
 * runs it on every translated file as the reader reads it (astro-loader.ts `checkParity`), and
 * the editor before each save (editor-checks.ts); a mistake names the file,
 * the line and the field. Browser-safe: the editor's scripts bundle it. What is "words" comes from the schema itself,
 * through zod's JSON Schema export as the editor's config does (cms-config.ts): a string field with
 * no fixed choices or pattern is words; a choice (a destination, a page, an icon), a pattern (an
 * FAQ link id), a number or a yes/no is shared, and must be the English value. Words must quote the
 * same figures as the English text ({starter.monthly}), so no translation quotes another plan. A
 * field marked `ownPerLanguage` is each language's own, and passed by.
 */

export interface ParityIssue {
  path: (string | number)[];
  message: string;
}

export const isWords = (node: Node) =>
  (node.type === "string" || node.type === undefined) &&
  node.enum === undefined &&
  node.const === undefined &&
  node.pattern === undefined;

const figures = (text: string) => [...text.matchAll(figurePattern)].map(([whole]) => whole).toSorted();

const shownValue = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));

function walk(node: Node, english: unknown, translated: unknown, path: (string | number)[], issues: ParityIssue[]) {
  const here = member(node, english);
  if (english === undefined && translated === undefined) return;
  if (translated === undefined) {
    issues.push({ path, message: "This field is missing; the English file has it. Add it, translated." });
    return;
  }
  if (english === undefined) {
    issues.push({ path, message: "The English file does not have this field. Remove it here too." });
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) {
      const count = Array.isArray(translated) ? translated.length : 0;
      issues.push({
        path,
        message: `This list has ${count} item${count === 1 ? "" : "s"}; the English one has ${english.length}. Translate each English item, in the same order.`,
      });
      return;
    }
    const items = here.items === false ? {} : (here.items ?? {});
    english.forEach((item, index) => walk(items, item, translated[index], [...path, index], issues));
    return;
  }
  if (isRecord(english)) {
    if (!isRecord(translated)) {
      issues.push({ path, message: "This should be a group of fields, as in the English file." });
      return;
    }
    const properties = here.properties ?? {};
    for (const key of Object.keys(properties))
      if (!properties[key]!.translationOnly && !properties[key]!.ownPerLanguage)
        walk(properties[key]!, english[key], translated[key], [...path, key], issues);
    return;
  }
  if (typeof english === "string" && isWords(here)) {
    if (typeof translated !== "string") return;
    const expected = figures(english);
    const written = figures(translated);
    if (expected.join() !== written.join())
      issues.push({
        path,
        message: `This text quotes ${written.join(", ") || "no figures"}; the English text quotes ${expected.join(", ") || "none"}. Quote the same ones.`,
      });
    return;
  }
  if (translated !== english)
    issues.push({
      path,
      message: `This is ${shownValue(translated)}; it must be ${shownValue(english)}, as in the English file. It is not words, so it is never translated.`,
    });
}

/** Every way `translated` differs from `english` beyond its words, by field. */
export function parityIssues(schema: z.ZodType, english: unknown, translated: unknown): ParityIssue[] {
  const root = z.toJSONSchema(schema, { unrepresentable: "any" }) as Node;
  const issues: ParityIssue[] = [];
  walk(root, english, translated, [], issues);
  return issues;
}
