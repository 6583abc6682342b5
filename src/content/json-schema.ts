/**
 * Walking content alongside its schema, as zod's JSON Schema export gives it (the editor's config
 * reads the same export: cms-config.ts): for the translation checks (parity.ts) and the page links
 * in each language (localised.ts). Browser-safe: the editor's previews use it too.
 */

/** A node of zod's JSON Schema export, as far as these checks read it. */
export interface Node {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, Node>;
  items?: Node | false;
  oneOf?: Node[];
  anyOf?: Node[];
  /** A field only a translation has (the English page a landing page's translation names). */
  translationOnly?: boolean;
  /**
   * A field each language's file has of its own or not at all, whatever English has: a landing
   * page's share picture, whose words are drawn on it, and its description.
   */
  ownPerLanguage?: boolean;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Of a union's members, the one whose fixed values (a link's `kind`) the English data has. */
export function member(node: Node, english: unknown): Node {
  const members = node.oneOf ?? node.anyOf;
  if (!members) return node;
  const fits = (candidate: Node) =>
    Object.entries(candidate.properties ?? {}).every(
      ([key, property]) => property.const === undefined || (isRecord(english) && english[key] === property.const),
    );
  return members.find((candidate) => candidate.type !== "null" && fits(candidate)) ?? node;
}

