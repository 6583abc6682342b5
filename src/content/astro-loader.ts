import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Loader } from "astro/loaders";
import type { z } from "astro/zod";
import { checkContent, ContentError, fieldName, lineOf, parseContentYaml, shown } from "./content-errors.ts";
import { parityIssues } from "./parity.ts";

/** One file a collection loads: its entry's id, and the English file it translates, if it does. */
export interface ContentFile {
  id: string;
  path: string;
  english?: string;
}

/** The .yaml files of a folder, without the extension, sorted; none when it does not exist. */
export const yamlNames = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".yaml"))
        .map((name) => name.slice(0, -".yaml".length))
        .toSorted()
    : [];

/**
 * A content file's data, checked against its schema and, for a translation, against the English
 * file it translates (parity.ts). Any mistake is a ContentError naming the file, the line and the
 * field. The one reader (read-content.ts) reads every file through here.
 */
export function readContentFile(schema: z.ZodType, file: ContentFile): unknown {
  if (!existsSync(file.path))
    throw new ContentError(
      `${shown(file.path)} is missing. Every language has every file: copy ${file.english ? shown(file.english) : "the English file"} there and translate its words.`,
    );
  const text = readFileSync(file.path, "utf8");
  const data = parseContentYaml(text, file.path);
  checkContent(schema, data, text, file.path);
  if (file.english) {
    const english = parseContentYaml(readFileSync(file.english, "utf8"), file.english);
    checkParity(schema, { data: english, file: file.english }, { data, text, file: file.path });
  }
  return data;
}

/**
 * Astro's collection loader for the content (src/content.config.ts): every file under `folder`,
 * read and checked by `read` (read-content.ts `readSite`), kept as the collection's one entry,
 * `id`. Unlike Astro's glob loader, a mistake stops the build with the file, the line, the field
 * and what to do, and no stack trace (content-errors.ts), and a translation is held to its English
 * file (parity.ts). In `astro dev` (and so `npm run cms`) an edit is read again and the pages
 * reload; a mistake is logged and the last good content stays.
 */
export function contentLoader(id: string, read: () => Promise<Record<string, unknown>>, folder: string): Loader {
  return {
    name: "content-files",
    load: async ({ store, parseData, watcher, logger }) => {
      async function sync() {
        // The collection's schema (src/content.config.ts) turns each picture's file into the
        // image Astro's pipeline takes (its `image()`), and keeps the rest as the reader read it.
        const data = await parseData({ id, data: await read() });
        // No digest: with one, an unchanged entry is not set again, and Astro then keeps the
        // list of picture imports (.astro/content-assets.mjs, one for every content folder) that
        // the last build wrote, which a build from another CONTENT_DIR (the visual suite's) left
        // naming its own pictures.
        store.set({ id, data });
      }
      await sync();
      if (!watcher) return;
      watcher.add(folder);
      watcher.on("all", (_event, changed) => {
        if (!changed.startsWith(folder) || !/\.(?:yaml|jpe?g|png|webp|avif)$/i.test(changed)) return;
        sync().catch((error: unknown) => {
          if (error instanceof ContentError) logger.error(error.message);
          else throw error;
        });
      });
    },
  };
}

/** Stops with a ContentError naming the file, each line and field, when a translation is not true to English. */
function checkParity(
  schema: z.ZodType,
  english: { data: unknown; file: string },
  translated: { data: unknown; text: string; file: string },
): void {
  const issues = parityIssues(schema, english.data, translated.data);
  if (issues.length === 0) return;
  const problems = issues.map(({ path, message }) => {
    const line = lineOf(translated.text, path);
    return `  ${line ? `line ${line}, ` : ""}${path.length > 0 ? fieldName(path) : "the file"}: ${message}`;
  });
  throw new ContentError(
    `${shown(translated.file)} does not match ${shown(english.file)} in ${problems.length === 1 ? "one place" : `${problems.length} places`}; the site is not built until ${problems.length === 1 ? "it is" : "they are"} fixed.\n${problems.join("\n")}`,
  );
}
