import type { Plugin } from "vite";
import { defaultLocale, localeCodes, type Locale } from "#src/config/locales.ts";
import { readContent } from "#src/content/read-content.ts";
import { planFiles, planWordFiles, singleFile } from "#src/content/files.ts";
import { roiCopyModule } from "#src/lib/island-chunks.ts";
import { linkedDataGlobal } from "#src/components/islands/linked-directive.ts";

const virtual = `\0${roiCopyModule}`;

/**
 * `virtual:roi-copy`: the calculator's words, one language at a time, delivered beside its code
 * instead of as island props in the page's HTML. The props were about 1 KB of every home page's
 * compressed document, which took /de and /fr past the network's first round trip
 * (docs/decisions/020-island-words-as-data.md). The words are read and checked as the pages' are
 * (content/read-content.ts), so the build fails on the same errors.
 *
 * - On the server, `roiCopyFor(locale)` hands that language's words already resolved, so the
 *   prerender never waits.
 * - In the browser, it fetches the language's words once, as data: a content-hashed JSON file in
 *   /assets per language (`roi-copy-<code>.<hash>.json`), recorded with the islands' chunks under
 *   `virtual:roi-copy/<code>` (linked-islands.ts) so a linked visit preloads it. Under `astro dev`,
 *   which writes no files, it imports the language's module instead.
 */
export function roiCopy(): Plugin {
  let building = false;
  return {
    name: "roi-copy",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      if (id === roiCopyModule || id.startsWith(`${roiCopyModule}/`)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(virtual)) return;
      if (id !== virtual)
        return `export default ${JSON.stringify(wordsIn(this, id.slice(virtual.length + 1)))};`;
      if (this.environment.config.consumer !== "client") return serverIndex();
      const loaders = localeCodes.map((locale) => {
        if (!building)
          return `${JSON.stringify(locale)}: () => import("${roiCopyModule}/${locale}").then((module) => module.default)`;
        const ref = this.emitFile({
          type: "asset",
          name: `roi-copy-${locale}.json`,
          originalFileName: `${roiCopyModule}/${locale}`,
          source: JSON.stringify(wordsIn(this, locale)),
        });
        return `${JSON.stringify(locale)}: () => fetchWords(import.meta.ROLLUP_FILE_URL_${ref})`;
      });
      return [
        ...(building ? fetchWords : []),
        `const loaders = { ${loaders.join(", ")} };`,
        // One request per language, and the same promise on every render, as React's `use` needs;
        // marked settled when it is, so a render after that reads the words at once.
        "const loading = new Map();",
        "export function roiCopyFor(locale) {",
        "  if (!loading.has(locale)) {",
        "    const words = loaders[locale]();",
        '    words.then((value) => Object.assign(words, { status: "fulfilled", value }), (reason) => Object.assign(words, { status: "rejected", reason }));',
        "    loading.set(locale, words);",
        "  }",
        "  return loading.get(locale);",
        "}",
      ].join("\n");
    },
  };
}

/** One language's words, watched so an edit under `astro dev` (the editor's preview) reloads them. */
function wordsIn(plugin: { addWatchFile(file: string): void }, code: string) {
  const locale = code as Locale;
  if (!localeCodes.includes(locale)) throw new Error(`${roiCopyModule}: no language "${code}"`);
  for (const file of [singleFile("roi", locale), singleFile("pricing", locale), ...planFiles()])
    plugin.addWatchFile(file.path);
  if (locale !== defaultLocale) for (const file of planWordFiles(locale)) plugin.addWatchFile(file.path);
  return readContent("roi", locale);
}

const serverIndex = () =>
  [
    ...localeCodes.map((locale, i) => `import words${i} from "${roiCopyModule}/${locale}";`),
    `const words = { ${localeCodes.map((locale, i) => `${JSON.stringify(locale)}: words${i}`).join(", ")} };`,
    // A thenable React's `use` reads at once: it is already fulfilled.
    'export const roiCopyFor = (locale) => Object.assign(Promise.resolve(words[locale]), { status: "fulfilled", value: words[locale] });',
  ].join("\n");

// The head's script or client:linked has fetched them already (linkedDataGlobal).
const fetchWords = [
  `const fetchWords = (url) => Promise.resolve(window.${linkedDataGlobal}?.[url]).then((words) => words || fetch(url).then((response) => {`,
  "  if (!response.ok) throw new Error(`${url} answered ${response.status}`);",
  "  return response.json();",
  "}));",
];
