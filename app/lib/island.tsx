import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * When a prerendered section needs its JavaScript on the page where the visitor landed:
 * - "never": the HTML is all it needs (text, images, plain links). Its code loads only if
 *   React must render it again, which happens when the visitor navigates within the site.
 * - "visible": it is interactive. Its code loads when it comes within a screen of the
 *   viewport, or when the visitor points at or focuses something inside it.
 */
type HydrateOn = "never" | "visible";

/**
 * Marks the promise fulfilled the way React's `use` records it. React then reads a loaded
 * island without suspending, and a render that suspended on it replays with the same calls.
 */
function settled(promise: Promise<void>): Promise<void> {
  const tracked: Promise<void> = promise.then(() => {
    Object.assign(tracked, { status: "fulfilled", value: undefined });
  });
  return tracked;
}

// True in the browser until React has hydrated the prerendered page. A module flag rather
// than `useHydrated`: that hook re-renders its component after hydration, and a re-render
// above a dehydrated boundary would make React load and hydrate it at once.
let pageHydrating = typeof document !== "undefined";

/** Called by the root once the landing page is hydrated; islands mounted later load at once. */
export function markPageHydrated() {
  pageHydrating = false;
}

/** How far ahead of the viewport a "visible" island starts loading: one screen height. */
const islandRootMargin = "100% 0px";

/**
 * Wraps a lazily loaded section so that the landing page hydrates without it: React keeps its
 * prerendered markup as a dehydrated Suspense boundary, visible and readable, until the code
 * arrives (see docs/decisions/006-islands.md). On a page reached by client-side navigation the
 * code loads before the page renders, so nothing flashes.
 *
 * Each island is meant to appear once per page; its props must be stable (module constants),
 * since a re-render with new props would force it to load early.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  hydrateOn: HydrateOn = "never",
  /** For a "visible" island: when this holds on arrival, load at once (say, a shared link). */
  neededOnArrival: () => boolean = () => false,
) {
  let Component: ComponentType<P> | undefined;
  // Loading starts when the trigger fires ("visible") or when React needs the section now.
  let start!: () => void;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  // One promise for every `use` call, so a render replayed after the code arrives reads the
  // same thenable it suspended on. Created on first use: nothing loads before that.
  let ready: Promise<void> | undefined;
  const whenReady = () =>
    (ready ??= settled(
      started.then(load).then((loaded) => {
        Component = loaded;
      }),
    ));

  let hydrationAttempts = 0;

  function Deferred(props: P) {
    const hydrated = useHydrated();
    // React hydrates this boundary once after the page, and it stays dehydrated until the
    // trigger. Any later attempt means React must render it now (something above changed, or
    // the visitor acted inside), as does a render from scratch or on the server.
    if (hydrated || typeof document === "undefined" || hydrationAttempts++ > 0) start();
    use(whenReady());
    return Component ? <Component {...props} /> : null;
  }

  function Island(props: P) {
    const [mountedWhileHydrating] = useState(pageHydrating);
    const ref = useRef<HTMLDivElement>(null);
    // A page rendered by client-side navigation suspends here, outside the boundary below, so
    // the router keeps the previous page on screen until the code is in.
    if (!mountedWhileHydrating) {
      start();
      use(whenReady());
    }

    useEffect(() => {
      const element = ref.current;
      if (hydrateOn !== "visible" || element === null || Component) return;
      if (neededOnArrival()) {
        start();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: islandRootMargin },
      );
      for (const child of element.children) observer.observe(child);
      const events = ["pointerdown", "focusin"] as const;
      for (const type of events) element.addEventListener(type, start, { once: true });
      return () => {
        observer.disconnect();
        for (const type of events) element.removeEventListener(type, start);
      };
    }, []);

    const boundary = (
      <Suspense>
        <Deferred {...props} />
      </Suspense>
    );
    // `contents` keeps the wrapper out of the layout; it is only there to be observed.
    return hydrateOn === "visible" ? (
      <div ref={ref} className="contents">
        {boundary}
      </div>
    ) : (
      boundary
    );
  }

  return memo(Island);
}
