import type { ClientDirective } from "astro";

/** What `client:linked` is given: how a URL links to the island. */
export interface LinkedOptions {
  /** The island's fragment id: `#id` in the URL loads it at once. */
  id: string;
  /** Query keys that carry the island's state: any of them loads it at once, shown restored. */
  params: readonly string[];
  /** How far ahead of the viewport it loads otherwise, as `client:visible`. */
  rootMargin?: string;
}

/** Set on the island while a shared state is being restored; CSS hides the figures it would replace. */
export const restoringAttribute = "data-restoring";

/**
 * `client:linked`, a client directive (script: Astro inlines it, about 400 bytes, into the pages
 * that use it, where it runs as the island's markup is parsed). It loads the island as it nears the
 * viewport, as `client:visible` does, unless the URL links to it: a fragment naming the island or a
 * query holding its state. Then its code is requested at once, while the page is still fetching
 * its stylesheet, so a copied link's island answers near first paint rather than after it. With
 * state in the query, the island is marked as restoring until it has rendered that state, so the
 * prerendered example figures are never shown in its place; if its code fails to load, the mark
 * goes and the example figures show, as they do with JavaScript off.
 */
const linked: ClientDirective = (load, options, el) => {
  // Astro types the value as a string; it passes the object the page wrote, parsed.
  const { id, params, rootMargin } = options.value as unknown as LinkedOptions;
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const query = new URLSearchParams(window.location.search);
  const restoring = params.some((key) => query.has(key));
  if (restoring) {
    el.setAttribute(restoringAttribute, "");
    el.addEventListener("astro:hydration-error", () => el.removeAttribute(restoringAttribute), { once: true });
  }
  if (restoring || window.location.hash === `#${id}`) {
    void hydrate();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    },
    { rootMargin },
  );
  for (const child of el.children) observer.observe(child);
};

export default linked;

declare module "astro" {
  interface AstroClientDirectives {
    "client:linked"?: LinkedOptions;
  }
}
