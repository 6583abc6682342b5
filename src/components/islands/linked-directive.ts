import type { ClientDirective } from "astro";

/** What `client:linked` is given: how a URL links to the island. */
interface LinkedOptions {
  /** The island's fragment id: `#id` in the URL loads it at once. */
  id: string;
  /** Query keys that carry the island's state: any of them loads it at once, shown restored. */
  params: readonly string[];
  /** How far ahead of the viewport it loads otherwise, as `client:visible`. */
  rootMargin?: string;
  /**
   * Data files the island fetches as it renders (the calculator's words, a JSON file per language):
   * preloaded as its code is requested, so they arrive with the code rather than after it.
   */
  data?: readonly string[];
  /** Module workers started as its code is requested (the calculator's: islands/intl-warm-up.ts). */
  workers?: readonly string[];
  /** Modules run as its code is requested, before it (the calculator's early answer: islands/roi-early.ts). */
  modules?: readonly string[];
}

/**
 * What marks a `client:linked` island (Astro writes the directive's name on its element), and what
 * the island carries once its figures may show. Until then, with script on, CSS hides them
 * (`unsettled:` in app.css): the island's markup streams in and may be painted before the
 * directive has read the URL, and a shared link's figures must not be the example's.
 */
export const linkedIsland = '[client="linked"]';

/**
 * Where a linked island's data files wait for its code: on `window`, each file's URL to the promise
 * of its parsed JSON (or of nothing, if it failed). The head's preload script
 * (inline-scripts/linked-preload.tsx) fetches and parses them as the page arrives on a linked
 * visit, this directive as the island nears the viewport otherwise; the code that would fetch one
 * takes that instead, and fetches it itself if it got nothing (the calculator's words:
 * config/integrations/roi-copy.ts). After first paint each step of a fetch of its own (the
 * response, then its body parsed) waited behind the parser's and the layout's tasks: a keystroke
 * typed at first paint waited 100–500 ms more for words already downloaded.
 */
export const linkedDataGlobal = "linkedIslandData";
export const settledAttribute = "data-settled";

/**
 * `client:linked`, a client directive (script: Astro inlines it, about 400 bytes, into the pages
 * that use it, where it runs as the island's markup is parsed). It loads the island as it nears the
 * viewport, as `client:visible` does, unless the URL links to it: a fragment naming the island or a
 * query holding its state. Then its code is requested at once, while the page is still fetching
 * its stylesheet, so a copied link's island answers near first paint rather than after it. Without
 * state in the query the island is settled at once and its prerendered figures show; with state,
 * it settles only once it has rendered that state, so the example figures are never shown in its
 * place. If its code fails to load, it settles and the example figures show, as they do with
 * JavaScript off (where nothing is hidden at all).
 */
/**
 * How a URL links to an island: `restoring` when its query holds one of the island's keys (its state
 * to show), `linked` when that or its fragment names the island. The head's preload script
 * (inline-scripts/linked-preload.tsx) applies the same rule; a test holds the two together.
 */
export function linkTo(url: { search: string; hash: string }, id: string, params: readonly string[]) {
  const restoring = restores(url, params);
  return { restoring, linked: restoring || url.hash === `#${id}` };
}

/** Whether a URL's query holds one of an island's keys: its state, to show restored (`linkTo`). */
export function restores(url: { search: string }, params: readonly string[]) {
  const query = new URLSearchParams(url.search);
  return params.some((key) => query.has(key));
}

/**
 * On a visit whose fragment names the island, keeps a reader's focus in it until the page has
 * loaded. Chromium applies the fragment again once the page is parsed, and clears the focus then
 * (the island's section takes none): on a slow phone, a reader who had already tapped one of the
 * island's fields lost it, with the phone's keyboard and the keys typed next. A focus taken from the
 * island to no other element goes back (a tap beside the field too, for that moment: it costs a
 * script no larger than this). The fragment's focus is applied at a frame, which can follow the load
 * event: the frame after it ends this. The directive runs before the end of parsing, in time.
 */
export function keepFocusWhileLoading(island: Element) {
  const keep = (event: FocusEvent) => {
    const field = event.target as HTMLElement;
    if (!event.relatedTarget && island.contains(field)) field.focus();
  };
  addEventListener("focusout", keep, true);
  addEventListener("load", () => requestAnimationFrame(() => removeEventListener("focusout", keep, true)));
}

const linked: ClientDirective = (load, options, el) => {
  // Astro types the value as a string; it passes the object the page wrote, parsed.
  const {
    id,
    params,
    rootMargin,
    data = [],
    workers = [],
    modules = [],
  } = options.value as unknown as LinkedOptions;
  const hydrate = async () => {
    // A linked visit's head script ran them already; a second import is the same module.
    for (const href of modules) void import(/* @vite-ignore */ href);
    const run = await load();
    await run();
  };
  const { restoring, linked: linksHere } = linkTo(window.location, id, params);
  if (restoring) {
    el.addEventListener("astro:hydration-error", () => el.setAttribute(settledAttribute, ""), { once: true });
  } else {
    el.setAttribute(settledAttribute, "");
  }
  if (linksHere) {
    if (window.location.hash === `#${id}`) keepFocusWhileLoading(el);
    // A link that restores state shows it only once React has rendered it: at once. A link to the
    // island alone has its answers from the early modules until then, so React, most of a slow
    // phone's thread time after first paint, waits for a moment the reader is not typing (Safari
    // has no idle callback: there it waits for the next task).
    if (restoring) void hydrate();
    else (window.requestIdleCallback ?? setTimeout)(() => void hydrate());
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // The island's data with its code (a linked visit has them from the head's preload script).
      const fetched = ((window as unknown as Record<string, Record<string, Promise<unknown>>>)[
        linkedDataGlobal
      ] ??= {});
      for (const href of data)
        fetched[href] = fetch(href)
          .then((response) => response.ok && response.json())
          .catch(() => {});
      // A worker runs for what it warms and ends itself: nothing to keep a handle for.
      // oxlint-disable-next-line no-new
      for (const href of workers) new Worker(href, { type: "module" });
      void hydrate();
    },
    { rootMargin },
  );
  for (const child of el.children) observer.observe(child);
};

/** @public Astro loads this file by its path (the client directive's entrypoint in astro.config.ts). */
export default linked;

declare module "astro" {
  interface AstroClientDirectives {
    "client:linked"?: LinkedOptions;
  }
}
