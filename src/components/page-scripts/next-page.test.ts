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

/** Presses the link to /features from a page whose address has `search`. */
function pressFrom(search: string) {
  const link = document.getElementById("lead") as HTMLAnchorElement;
  link.setAttribute("href", "/features?utm_source=ad");
  history.replaceState(null, "", `/pricing${search}`);
  try {
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
  } finally {
    history.replaceState(null, "", "/");
  }
}

/** An experiment on a page, with the dates the module is given, if any. */
const dated = (from: number | undefined, until: number | undefined) => ({
  param: "xp-lead",
  variants: ["a", "b"],
  shares: [50, 50],
  ...(from === undefined ? {} : { from }),
  ...(until === undefined ? {} : { until }),
});

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
        <a id="trial" href="/contact" target="_blank">Contact</a>
        <a id="lead" href="/features?utm_source=ad#demo">Features</a>
        <a id="carried" href="/features?xp-lead=a">Features</a>
        <a id="elsewhere" href="https://elsewhere.example/features">Theirs</a></main>`;
    stop = new AbortController();
    // A running experiment on /features (its shares 50/50; Math.random is stood in for below).
    startNextPage(
      nextPageTiming,
      { "/features": { param: "xp-lead", variants: ["a", "b"], shares: [50, 50] } },
      stop.signal,
    );
  });
  afterEach(() => {
    stop.abort();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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
    vi.spyOn(Math, "random").mockReturnValue(0.7);
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(fetched).toEqual(["/features?xp-lead=b", "/about"]);
  });

  it("draws a running experiment's variant by its shares and names it in the link before fetching that URL", () => {
    const link = document.getElementById("lead") as HTMLAnchorElement;
    vi.spyOn(Math, "random").mockReturnValue(0.2);
    over("lead");
    vi.advanceTimersByTime(otherRestMs);
    expect(fetched).toEqual(["/features?utm_source=ad&xp-lead=a"]);
    expect(link.href, "the click follows the URL fetched, its fragment kept").toBe(
      `${location.origin}/features?utm_source=ad&xp-lead=a#demo`,
    );
    // Named once: the link keeps its variant from then on.
    vi.spyOn(Math, "random").mockReturnValue(0.7);
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(link.href).toContain("xp-lead=a");
  });

  it("names the variant this page's address carries, the visit's, rather than drawing one", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.7);
    pressFrom("?utm_source=ad&xp-lead=a");
    // A value that is no variant's id is not carried (the servers draw over it): drawn instead.
    pressFrom("?xp-lead=z&xp-lead=a");
    expect(fetched).toEqual(["/features?utm_source=ad&xp-lead=a", "/features?utm_source=ad&xp-lead=b"]);
  });

  it("keeps a variant the link already carries, and names none in another site's link", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.7);
    document.getElementById("carried")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.getElementById("elsewhere")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(fetched).toEqual(["/features?xp-lead=a"]);
    expect(document.getElementById("elsewhere")!.getAttribute("href")).toBe(
      "https://elsewhere.example/features",
    );
  });

  it("draws and names nothing outside the experiment's dates, as the servers draw nothing then", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.7);
    stop.abort();
    stop = new AbortController();
    const now = Date.now();
    startNextPage(
      nextPageTiming,
      {
        "/features": dated(undefined, now),
        "/about": dated(now + 60_000, undefined),
        "/faq": dated(now - 60_000, now + 60_000),
      },
      stop.signal,
    );
    for (const id of ["lead", "faq"])
      document.getElementById(id)!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document
      .querySelector<HTMLAnchorElement>('a[href="/about#team"]')!
      .dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(fetched).toEqual(["/features?utm_source=ad", "/faq?xp-lead=b", "/about"]);
  });

  it("draws and names nothing with Global Privacy Control or Do Not Track on: the link stays as it is", () => {
    for (const [signal, value] of [
      ["globalPrivacyControl", true],
      ["doNotTrack", "1"],
    ] as const) {
      Object.defineProperty(navigator, signal, { value, configurable: true });
      try {
        document.getElementById("lead")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      } finally {
        delete (navigator as unknown as Record<string, unknown>)[signal];
      }
      vi.advanceTimersByTime(freshForMs);
    }
    expect(fetched).toEqual(["/features?utm_source=ad", "/features?utm_source=ad"]);
    expect(document.getElementById("lead")!.getAttribute("href")).toBe("/features?utm_source=ad#demo");
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
