import { describe, expect, it } from "vitest";
import { readContentAsWritten } from "./read-content.ts";
import { changeableFields, textFieldsWithWords } from "./page-fields.ts";
import { singles } from "./schema/singles.ts";

/** The texts a variant may change, on the site's own pages as written. */
describe("a page's changeable texts", () => {
  for (const name of ["features", "home", "pricing"] as const)
    it(`lists the ${name} page's words, and no choice, path or head`, () => {
      const data = readContentAsWritten(name);
      const listed = changeableFields(data, singles[name]);
      const every = textFieldsWithWords(data);
      expect(listed.length).toBeGreaterThan(0);
      // Each with its words as written, in the page's order.
      expect(every.filter((entry) => listed.some(([field]) => field === entry[0]))).toEqual(listed);
      expect(listed.find(([field]) => field === "hero.title")).toEqual(["hero.title", data.hero.title]);
      // Left out: the head, and fields the schema holds to a choice (a call to action's destination).
      expect(listed.filter(([field]) => field.startsWith("meta"))).toEqual([]);
      const destinations = every.filter(([field]) => field.endsWith(".destination"));
      expect(destinations.length).toBeGreaterThan(0);
      expect(listed.filter(([field]) => field.endsWith(".destination"))).toEqual([]);
    });
});
