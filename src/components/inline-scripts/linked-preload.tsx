import { linkedDataGlobal } from "#src/components/islands/linked-directive.ts";

/**
 * What lets a linked island's code start before the page's stylesheet has arrived (script: a few
 * hundred bytes, inline in <head>, before the stylesheet, so nothing holds it). `client:linked`
 * requests the island's code as its markup is parsed, but the parser reaches the island only once
 * the stylesheet is in: the island's runtime is a classic script, which waits for it. On the slow
 * phone that put the calculator's code a whole stylesheet's round trip behind a copied link. This
 * script reads the island's id, query keys and chunk URLs from the data block before it and, only
 * when the URL links to the island (the rule of linked-directive.ts: the fragment names it, or the
 * query holds one of its keys), runs the island's early modules at once (the calculator's answer
 * before React: islands/roi-early.ts), adds a `modulepreload` for each chunk, fetches and parses
 * its data files (the calculator's words, a JSON file: roi-copy.ts) for its code to take
 * (`linkedDataGlobal`), and starts the island's warm-up workers (the calculator's:
 * islands/intl-warm-up.ts). Any other visit fetches nothing more. Its exact text is allowed by its
 * hash in the CSP (astro.config.ts).
 *
 * The words are fetched here rather than by the code that reads them: after first paint each step
 * of a fetch (the response, then its body parsed) waited behind the parser's and the layout's
 * tasks, so a keystroke typed at first paint waited 100–500 ms more for words already downloaded.
 *
 * The price, measured on the slow phone: the chunks share the connection with the stylesheet, so a
 * linked visit paints later (about 130 ms), and its island answers sooner (about 290 ms); a visit
 * that does not link to the island is unchanged (docs/performance-log.md, "Pages before the click").
 */
export const linkedPreloadScript = `(() => {
  const island = JSON.parse(document.currentScript.previousElementSibling.textContent);
  const query = new URLSearchParams(location.search);
  if (location.hash !== "#" + island.id && !island.params.some((key) => query.has(key))) return;
  for (const href of island.workers) new Worker(href, { type: "module" });
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  for (const src of island.modules) add("script", { type: "module", src });
  const data = (window.${linkedDataGlobal} = {});
  for (const href of island.urls)
    if (!href.endsWith(".json")) add("link", { rel: "modulepreload", href });
    else data[href] = fetch(href).then((r) => r.ok && r.json()).catch(() => {});
})();`;

/** The island's link and its chunks as data, then the script that preloads them when linked. */
export function LinkedPreload({
  id,
  params,
  urls,
  workers = [],
  modules = [],
}: {
  id: string;
  params: readonly string[];
  urls: readonly string[];
  /** Module workers started with the island's code (they warm what its first render uses). */
  workers?: readonly string[];
  /** Modules run at once, before the island's code (they answer for it until it is live). */
  modules?: readonly string[];
}) {
  if (urls.length === 0) return null;
  return (
    <>
      <script
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify({ id, params, urls, workers, modules }) }}
      />
      <script dangerouslySetInnerHTML={{ __html: linkedPreloadScript }} />
    </>
  );
}
