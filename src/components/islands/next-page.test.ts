// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextPageLine } from "#src/components/inline-scripts/next-page-line.ts";
import { nextPageTiming } from "#src/lib/next-page-rules.ts";
import { startNextPage } from "./next-page.ts";

const { headerRestMs, otherRestMs, freshForMs } = nextPageTiming;

const over = (id: string) =>
  document.getElementById(id)!.dispatchEvent(new Event("pointerover", { bubbles: true }));
const out = (id: string) =>
  document.getElementById(id)!.dispatchEvent(new Event("pointerout", { bubbles: true }));

describe("the next page on intent (engines without speculation rules)", () => {
  let stop: AbortController;
  let fetched: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    fetched = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: URL) => {
        fetched.push(url.pathname + url.search);
        return Promise.resolve(new Response(""));
      }),
    );
    document.body.innerHTML = `
      <header><nav>
        <a id="pricing" href="/pricing">Pricing</a>
        <a id="here" href="/" aria-current="page">Home</a>
        <a id="german" href="/de/pricing" hreflang="de">Deutsch</a>
      </nav>
      <div id="menu" popover><a href="/features">Features</a><a href="/about#team">About</a>
        <a href="https://elsewhere.example/" target="_blank">Trial</a></div></header>
      <main><a id="faq" href="/faq">FAQ</a><a id="pdf" href="/deck.pdf" download>Deck</a>
        <a id="trial" href="/contact" target="_blank">Contact</a></main>`;
    stop = new AbortController();
    startNextPage(nextPageTiming, stop.signal);
  });
  afterEach(() => {
    stop.abort();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("fetches a header link's document once the pointer has rested on it, and only once while fresh", () => {
    over("pricing");
    vi.advanceTimersByTime(headerRestMs - 1);
    expect(fetched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fetched).toEqual(["/pricing"]);
    out("pricing");
    over("pricing");
    vi.advanceTimersByTime(headerRestMs);
    expect(fetched, "fresh in the cache: not again").toEqual(["/pricing"]);
    vi.advanceTimersByTime(freshForMs);
    out("pricing");
    over("pricing");
    vi.advanceTimersByTime(headerRestMs);
    expect(fetched, "stale: fetched again").toEqual(["/pricing", "/pricing"]);
  });

  it("waits the longer rest on other links, and a pointer that leaves first fetches nothing", () => {
    over("faq");
    vi.advanceTimersByTime(otherRestMs - 1);
    out("faq");
    vi.advanceTimersByTime(otherRestMs);
    expect(fetched).toEqual([]);
    over("faq");
    vi.advanceTimersByTime(otherRestMs);
    expect(fetched).toEqual(["/faq"]);
  });

  it("fetches at once on a press, and on keyboard focus after the rest", () => {
    document.getElementById("faq")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(fetched).toEqual(["/faq"]);
    document.getElementById("pricing")!.focus();
    vi.advanceTimersByTime(headerRestMs);
    expect(fetched).toEqual(["/faq", "/pricing"]);
  });

  it("fetches the links of a popover as it opens, without their fragment, and nothing else", () => {
    const menu = document.getElementById("menu")!;
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
    expect(fetched).toEqual([]);
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(fetched).toEqual(["/features", "/about"]);
  });

  it("leaves alone the page itself, another language, a new tab, a download and other sites", () => {
    for (const id of ["here", "german", "trial", "pdf"]) {
      over(id);
      vi.advanceTimersByTime(otherRestMs);
      out(id);
      document.getElementById(id)!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    }
    expect(fetched).toEqual([]);
  });

  it("fetches nothing while the browser asks to save data", () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    try {
      over("pricing");
      vi.advanceTimersByTime(headerRestMs);
      document.getElementById("faq")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(fetched).toEqual([]);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});

/** Runs the line with its globals stood in for; returns what it asked to import, after load. */
function run(speculationRules: boolean | undefined) {
  const requested: string[] = [];
  const window = new EventTarget();
  const text = nextPageLine("/assets/next-page.X.js").replace("import(", "requested.push(");
  const scriptElement = speculationRules === undefined ? {} : { supports: () => speculationRules };
  new Function("addEventListener", "HTMLScriptElement", "requested", text)(
    window.addEventListener.bind(window),
    scriptElement,
    requested,
  );
  const beforeLoad = [...requested];
  window.dispatchEvent(new Event("load"));
  return { beforeLoad, afterLoad: requested };
}

describe("the layout's line", () => {
  it("imports the module after load where speculation rules are not supported", () => {
    expect(run(false)).toEqual({ beforeLoad: [], afterLoad: ["/assets/next-page.X.js"] });
    expect(run(undefined), "an engine without HTMLScriptElement.supports").toEqual({
      beforeLoad: [],
      afterLoad: ["/assets/next-page.X.js"],
    });
  });

  it("imports nothing where they are (Chromium)", () => {
    expect(run(true)).toEqual({ beforeLoad: [], afterLoad: [] });
  });
});
