/**
 * What lets a linked island's code start before the page's stylesheet has arrived (script: a few
 * hundred bytes, inline in <head>, before the stylesheet, so nothing holds it). `client:linked`
 * requests the island's code as its markup is parsed, but the parser reaches the island only once
 * the stylesheet is in: the island's runtime is a classic script, which waits for it. On the slow
 * phone that put the calculator's code a whole stylesheet's round trip behind a copied link. This
 * script reads the island's id, query keys and chunk URLs from the data block before it and, only
 * when the URL links to the island (the rule of linked-directive.ts: the fragment names it, or the
 * query holds one of its keys), adds a `modulepreload` for each chunk (a `preload` as fetch for its
 * words, a JSON file: roi-copy.ts), and starts the island's warm-up workers (the calculator's:
 * islands/intl-warm-up.ts). Any other visit fetches nothing more. Its exact text is allowed by its
 * hash in the CSP (astro.config.ts).
 *
 * The price, measured on the slow phone: the chunks share the connection with the stylesheet, so a
 * linked visit paints later (about 130 ms), and its island answers sooner (about 290 ms); a visit
 * that does not link to the island is unchanged (docs/performance-log.md, "Pages before the click").
 */
export const linkedPreloadScript = `(() => {
  const script = document.currentScript;
  const island = JSON.parse(script.previousElementSibling.textContent);
  const query = new URLSearchParams(location.search);
  if (location.hash !== "#" + island.id && !island.params.some((key) => query.has(key))) return;
  for (const href of island.workers) new Worker(href, { type: "module" });
  let last = script;
  for (const href of island.urls) {
    const link = document.createElement("link");
    if (href.endsWith(".json")) {
      link.rel = "preload";
      link.as = "fetch";
      link.crossOrigin = "anonymous";
    } else link.rel = "modulepreload";
    link.href = href;
    last.after(link);
    last = link;
  }
})();`;

/** The island's link and its chunks as data, then the script that preloads them when linked. */
export function LinkedPreload({
  id,
  params,
  urls,
  workers = [],
}: {
  id: string;
  params: readonly string[];
  urls: readonly string[];
  /** Module workers started with the island's code (they warm what its first render uses). */
  workers?: readonly string[];
}) {
  if (urls.length === 0) return null;
  return (
    <>
      <script
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify({ id, params, urls, workers }) }}
      />
      <script dangerouslySetInnerHTML={{ __html: linkedPreloadScript }} />
    </>
  );
}
