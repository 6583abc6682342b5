// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { linkTo } from "#src/components/islands/linked-directive.ts";
import { linkedDataGlobal } from "#src/components/islands/linked-directive.ts";
import { linkedPreloadScript } from "./linked-preload.tsx";

const island = {
  id: "roi-calculator",
  params: ["team", "deal"],
  urls: ["/assets/a.js", "/assets/b.js"],
  workers: ["/assets/warm.js"],
  modules: ["/assets/early.js"],
};

/** The workers the script started, by URL (happy-dom runs no worker: a stand-in records them). */
let started: string[] = [];
beforeEach(() => {
  started = [];
  // A constructor, as `new Worker(href)` calls it, that keeps the URL.
  vi.stubGlobal(
    "Worker",
    vi.fn(function (href: string) {
      started.push(href);
    }),
  );
});

/** The head as the page writes it (data block, then the script), run at `url`; what it preloads. */
function preloadedAt(url: string) {
  window.history.replaceState(null, "", url);
  document.head.innerHTML = "";
  const data = document.createElement("script");
  data.type = "application/json";
  data.textContent = JSON.stringify(island);
  document.head.append(data);
  const script = document.createElement("script");
  document.head.append(script);
  // The DOM here runs no inline script, so the text runs as the browser would run it, with itself
  // as document.currentScript.
  const page = new Proxy(document, {
    get: (target, key) => {
      if (key === "currentScript") return script;
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  new Function("document", "location", linkedPreloadScript)(page, window.location);
  return [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map(
    (link) => new URL(link.href).pathname,
  );
}

/** What the script fetched for the island's code (`linkedDataGlobal`), by URL. */
const data = () =>
  (window as unknown as Record<string, Record<string, Promise<unknown>> | undefined>)[linkedDataGlobal];

/** The modules the script added to run at once, by URL. */
const running = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>("script[type=module]")].map(
    (script) => new URL(script.src).pathname,
  );

afterEach(() => {
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the head's preload script", () => {
  const urls = [
    "/",
    "/#roi-calculator",
    "/#roi-calculatorx",
    "/#pricing",
    "/?team=40",
    "/?deal=",
    "/?team=40#roi-calculator",
    "/?other=1",
    "/?teams=1#top",
  ];

  it.each(urls)("preloads at %s exactly when client:linked loads the island at once", (url) => {
    const { linked } = linkTo(new URL(url, "http://127.0.0.1"), island.id, island.params);
    expect(preloadedAt(url)).toEqual(linked ? island.urls : []);
    expect(started).toEqual(linked ? island.workers : []);
    expect(running()).toEqual(linked ? island.modules : []);
  });

  it("preloads on a link and not otherwise (the rule is not vacuous)", () => {
    expect(preloadedAt("/#roi-calculator")).toEqual(island.urls);
    expect(started).toEqual(island.workers);
    expect(preloadedAt("/")).toEqual([]);
    expect(started).toEqual(island.workers);
  });

  it("fetches the island's data files and keeps their parsed JSON for its code, on a link only", async () => {
    const words = "/assets/roi-copy-en.json";
    const missing = "/assets/roi-copy-de.json";
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        fetched.push(url);
        return Promise.resolve(
          new Response(JSON.stringify({ said: "hello" }), { status: url === missing ? 404 : 200 }),
        );
      }),
    );
    island.urls.push(words, missing);
    try {
      expect(preloadedAt("/#roi-calculator")).toEqual(island.urls.filter((url) => !url.endsWith(".json")));
      expect(fetched).toEqual([words, missing]);
      await expect(data()?.[words]).resolves.toEqual({ said: "hello" });
      // A file that did not arrive is nothing to take: the code fetches it itself.
      await expect(data()?.[missing]).resolves.toBeFalsy();

      Reflect.deleteProperty(window, linkedDataGlobal);
      preloadedAt("/");
      expect(fetched).toEqual([words, missing]);
      expect(data()).toBeUndefined();
    } finally {
      island.urls.splice(-2);
      Reflect.deleteProperty(window, linkedDataGlobal);
    }
  });
});
