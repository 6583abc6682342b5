// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { linkTo } from "#src/components/islands/linked-directive.ts";
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

  describe("a reader's focus in the island, on a visit its fragment links to", () => {
    /** The island's section with a field the reader has focused, as the parser has left it. */
    const focusedField = () => {
      const section = document.createElement("section");
      section.id = island.id;
      section.innerHTML = '<input name="team">';
      document.body.append(section);
      const field = section.querySelector("input")!;
      field.focus();
      return field;
    };
    afterEach(async () => {
      // The page loads and a frame passes: the script stops keeping the focus.
      window.dispatchEvent(new Event("load"));
      await new Promise(requestAnimationFrame);
      document.body.innerHTML = "";
    });

    it("comes back when the browser clears it as it applies the fragment", () => {
      preloadedAt("/#roi-calculator");
      const field = focusedField();
      field.blur();
      expect(document.activeElement).toBe(field);
    });

    it("is the reader's to move: a press elsewhere, another element, or a visit the fragment does not link to", () => {
      preloadedAt("/#roi-calculator");
      const field = focusedField();
      document.body.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
      field.blur();
      document.body.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
      expect(document.activeElement).toBe(document.body);

      const other = document.createElement("button");
      document.body.append(other);
      field.focus();
      other.focus();
      expect(document.activeElement).toBe(other);
    });

    it("is not kept on a visit only the query links to, nor once the page has loaded", async () => {
      preloadedAt("/?team=40");
      const field = focusedField();
      field.blur();
      expect(document.activeElement).toBe(document.body);

      document.body.innerHTML = "";
      preloadedAt("/#roi-calculator");
      window.dispatchEvent(new Event("load"));
      await new Promise(requestAnimationFrame);
      const later = focusedField();
      later.blur();
      expect(document.activeElement).toBe(document.body);
    });
  });
});
