import type { z } from "astro/zod";

/**
 * A page's texts as an experiment names them (`hero.ctas[2].label`, positions from 1): for the
 * build's refusals and for the editor's list to pick a variant's field from. Nothing here reads a
 * file, so the editor's scripts can carry it.
 */

/** The editor's widget for a variant's field: a list of the page's texts with their words (config/integrations/page-field-widget.ts). */
export const pageFieldWidget = "page-field";

/** A path into a page's data as the editor and the build's messages write it: `hero.ctas[2].label`. */
export const fieldName = (path: readonly PropertyKey[]) =>
  path.map((key) => (typeof key === "number" ? `[${key + 1}]` : String(key))).join(".").replaceAll(".[", "[");

/** Every string of a page's data, by name, with its words. */
export function textFieldsWithWords(data: unknown, keys: (string | number)[] = []): [field: string, words: string][] {
  return stringsOf(data, keys).map(({ keys: at, words }) => [fieldName(at), words]);
}

function stringsOf(data: unknown, keys: (string | number)[]): { keys: (string | number)[]; words: string }[] {
  if (typeof data === "string") return [{ keys, words: data }];
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) =>
    stringsOf(value, [...keys, Array.isArray(data) ? Number(key) : key]),
  );
}

/** Other words of the same length: a choice (a destination, an icon) or a path refuses them, words do not. */
const otherWords = (words: string) => `${words.startsWith("X") ? "Y" : "X"}${words.slice(1)}`;

/**
 * The texts a variant may change, with their words: the page's strings that take other words
 * (not a choice such as a button's destination, not a link's path, as the page's schema says),
 * and not its head's (the search result's title and description).
 */
export function changeableFields(data: unknown, schema: z.ZodType): [field: string, words: string][] {
  return stringsOf(data, [])
    .filter(({ keys }) => keys[0] !== "meta")
    .filter(({ keys, words }) => {
      const tried = structuredClone(data) as Record<string | number, unknown>;
      const holder = keys.slice(0, -1).reduce<Record<string | number, unknown>>(
        (value, key) => value[key] as Record<string | number, unknown>,
        tried,
      );
      holder[keys.at(-1)!] = otherWords(words);
      return schema.safeParse(tried).success;
    })
    .map(({ keys, words }) => [fieldName(keys), words]);
}
