import { z } from "astro/zod";
import { localePath, type Locale } from "#src/config/locales.ts";
import { pagePaths } from "#src/config/pages.ts";
import { member, type Node } from "./json-schema.ts";

/**
 * Content as one language's pages show it: every link to one of the site's pages, written in the
 * files as the English path (`to: /pricing`, the same in every language, parity.ts), turned into
 * that language's path (`/de/pricing`). Which fields are page links comes from the schema: the
 * fields whose choices are the site's pages.
 */
const isPageChoice = (node: Node) =>
  node.enum !== undefined &&
  node.enum.length === pagePaths.length &&
  pagePaths.every((path) => node.enum?.includes(path));

function localise(node: Node, value: unknown, locale: Locale): unknown {
  // A union (an internal or an external link): the member this value is.
  if (node.oneOf ?? node.anyOf) {
    const chosen = member(node, value);
    if (chosen !== node) return localise(chosen, value, locale);
  }
  if (typeof value === "string") return isPageChoice(node) ? localePath(locale, value) : value;
  if (Array.isArray(value)) return value.map((item) => localise(node.items || {}, item, locale));
  if (typeof value === "object" && value !== null) {
    const properties = node.properties ?? {};
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, properties[key] ? localise(properties[key], item, locale) : item]),
    );
  }
  return value;
}

const cache = new WeakMap<z.ZodType, Node>();

/** `data` with each link to a page of the site in `locale`'s path; English data comes back as it is. */
export function localisedPaths<T>(schema: z.ZodType, data: T, locale: Locale): T {
  let root = cache.get(schema);
  if (!root) {
    root = z.toJSONSchema(schema, { unrepresentable: "any" }) as Node;
    cache.set(schema, root);
  }
  return localise(root, data, locale) as T;
}
