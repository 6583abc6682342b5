/**
 * What lets a linked island's code start before the page's stylesheet has arrived (script: a few
 * hundred bytes, inline in <head>, before the stylesheet, so nothing holds it). `client:linked`
 * requests the island's code as its markup is parsed, but the parser reaches the island only once
 * the stylesheet is in: the island's runtime is a classic script, which waits for it. On the slow
 * phone that put the calculator's code a whole stylesheet's round trip behind a copied link. This
 * script reads the island's id, query keys and chunk URLs from the data block before it and, only
 * when the URL links to the island (the rule of linked-directive.ts: the fragment names it, or the
 * query holds one of its keys), runs the island's early modules at once (the calculator's answer
 * before React: islands/roi-early.ts), adds a `modulepreload` for each chunk (a `preload` as fetch
 * for its words, a JSON file: roi-copy.ts), and starts the island's warm-up workers (the
 * calculator's: islands/intl-warm-up.ts). Any other visit fetches nothing more. Its exact text is allowed by its
 * hash in the CSP (astro.config.ts).
 *
 * The price, measured on the slow phone: the chunks share the connection with the stylesheet, so a
 * linked visit paints later (about 130 ms), and its island answers sooner (about 290 ms); a visit
 * that does not link to the island is unchanged (docs/performance-log.md, "Pages before the click").
 */
export const linkedPreloadScript = `(() => {
  const island = JSON.parse(document.currentScript.previousElementSibling.textContent);
  const query = new URLSearchParams(location.search);
  const fragment = location.hash === "#" + island.id;
  if (!fragment && !island.params.some((key) => query.has(key))) return;
  // Chromium applies the fragment again once the page is parsed, and then clears the focus (the
  // island's section takes none): on a slow phone, a reader who has already tapped one of the
  // island's fields loses the keyboard and the keys they type next. Until the page has loaded, a
  // focus taken from the island by nothing the reader did (no press, no other element) goes back.
  if (fragment) {
    let pressing = false;
    const press = (event) => (pressing = event.type === "mousedown");
    const keep = (event) => {
      if (!event.relatedTarget && !pressing && event.target.closest?.("#" + island.id)) event.target.focus();
    };
    addEventListener("mousedown", press, true);
    addEventListener("mouseup", press, true);
    addEventListener("focusout", keep, true);
    // The fragment's focus is applied at a frame, which can follow the load event.
    addEventListener("load", () => requestAnimationFrame(() => removeEventListener("focusout", keep, true)));
  }
  for (const href of island.workers) new Worker(href, { type: "module" });
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  for (const src of island.modules) add("script", { type: "module", src });
  for (const href of island.urls)
    add("link", href.endsWith(".json")
      ? { rel: "preload", as: "fetch", crossOrigin: "anonymous", href }
      : { rel: "modulepreload", href });
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
