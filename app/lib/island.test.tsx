// @vitest-environment happy-dom
import { act, startTransition, useState, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type IslandModule = typeof import("./island");

/** A section with state, so a test can tell a hydrated island from markup left as it was. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    </section>
  );
}

// Tells React that `act` is in charge of flushing work, as Testing Library does.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The browser's observer, reduced to what islands use; tests decide when something is in view.
const observed: Element[] = [];
let inView: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    inView = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
}

/** Renders on "the server": a separate copy of the module, in a world without `document`. */
async function html(makeNode: (islands: IslandModule) => React.ReactNode) {
  vi.resetModules();
  vi.stubGlobal("document", undefined);
  try {
    const node = makeNode(await import("./island"));
    const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  }
}

/** Prerenders the page as the build does, then hydrates that HTML in a fresh browser module. */
async function landOn(makePage: (islands: IslandModule) => ComponentType) {
  const markup = await html((islands) => {
    const Page = makePage(islands);
    return <Page />;
  });
  vi.resetModules();
  const islands = await import("./island");
  const Page = makePage(islands);
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = markup;
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  islands.markPageHydrated();
  return { container, islands };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const click = (container: HTMLElement) =>
  act(async () =>
    container.querySelector("button")!.dispatchEvent(new MouseEvent("click", { bubbles: true })),
  );

describe("island", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    observed.length = 0;
    inView = undefined;
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    errors = vi.spyOn(console, "error");
  });
  afterEach(() => {
    // A hydration mismatch or a boundary switched to client rendering would be logged here.
    const logged = errors.mock.calls;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
    if (logged.length > 0) throw new Error(`console.error was called: ${JSON.stringify(logged)}`);
  });

  it("prerenders the section in place, with nothing left to stream in", async () => {
    const markup = await html(({ island }) => {
      const Lazy = island(async () => Counter);
      return <Lazy label="Clicks" />;
    });
    expect(markup).toContain("<button");
    expect(markup).toContain("Clicks");
    expect(markup).not.toContain("<template");
    expect(markup).not.toContain("<script");
  });

  it("leaves a static island's markup in place without loading its code", async () => {
    const load = vi.fn<() => Promise<typeof Counter>>(async () => Counter);
    const { container } = await landOn(({ island }) => {
      const Lazy = island(load);
      return () => <Lazy label="Clicks" />;
    });
    await settle();
    expect(container.textContent).toBe("Clicks 0");
    // The server render loaded it; the browser did not.
    expect(load).toHaveBeenCalledTimes(1);
    // A click inside is intent: React asks for the boundary again, so the code loads now. That
    // click itself finds no handler yet; a plain link inside still follows its href.
    await click(container);
    expect(container.textContent).toBe("Clicks 0");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("hydrates a visible island once it comes into view, keeping the same DOM", async () => {
    const load = vi.fn<() => Promise<typeof Counter>>(async () => Counter);
    const { container } = await landOn(({ island }) => {
      const Lazy = island(load, "visible");
      return () => <Lazy label="Clicks" />;
    });
    const button = container.querySelector("button");
    expect(observed).toEqual([container.querySelector("section")]);
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => inView?.([{ isIntersecting: true }]));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelector("button")).toBe(button);
    await click(container);
    expect(container.textContent).toBe("Clicks 1");
  });

  it("hydrates a visible island on arrival when it is needed at once", async () => {
    const { container } = await landOn(({ island }) => {
      const Lazy = island(
        async () => Counter,
        "visible",
        () => true,
      );
      return () => <Lazy label="Clicks" />;
    });
    await settle();
    expect(observed).toEqual([]);
    await click(container);
    expect(container.textContent).toBe("Clicks 1");
  });

  it("hydrates a visible island when the visitor focuses something inside it", async () => {
    const { container } = await landOn(({ island }) => {
      const Lazy = island(async () => Counter, "visible");
      return () => <Lazy label="Clicks" />;
    });
    await act(async () =>
      container.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true })),
    );
    await settle();
    await click(container);
    expect(container.textContent).toBe("Clicks 1");
  });

  it("loads a static island when a transition re-renders it, and never shows an empty fallback", async () => {
    let setTone!: (tone: string) => void;
    const load = vi.fn<() => Promise<typeof Counter>>(async () => Counter);
    const { container } = await landOn(({ island }) => {
      const Lazy = island(load);
      return function Page() {
        const [tone, set] = useState("plain");
        setTone = set;
        return (
          <div className={tone}>
            <Lazy label={tone} />
          </div>
        );
      };
    });
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ""));
    observer.observe(container, { subtree: true, childList: true, characterData: true });

    await act(async () => startTransition(() => setTone("muted")));
    await settle();
    observer.disconnect();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.textContent).toBe("muted 0");
    expect(seen).not.toContain("");
    await click(container);
    expect(container.textContent).toBe("muted 1");
  });

  it("renders a page reached by client-side navigation with its islands already loaded", async () => {
    const load = vi.fn<() => Promise<typeof Counter>>(async () => Counter);
    let show!: () => void;
    let next: React.ReactNode = null;
    const { container, islands } = await landOn(
      () =>
        function Page() {
          const [shown, setShown] = useState(false);
          show = () => setShown(true);
          return shown ? next : <p>Landing</p>;
        },
    );
    const Lazy = islands.island(load);
    next = <Lazy label="Next" />;
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ""));
    observer.observe(container, { subtree: true, childList: true, characterData: true });

    await act(async () => startTransition(show));
    await settle();
    observer.disconnect();
    expect(container.textContent).toBe("Next 0");
    // The landing page stays until the new one can render whole.
    expect(seen).toEqual(["Next 0"]);
    await click(container);
    expect(container.textContent).toBe("Next 1");
  });
});
