// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { billingField, calculatorId, notFoundId } from "#src/config/pages.ts";
import { site } from "#src/config/site.ts";
import { analyticsSettings } from "#src/lib/analytics-chunk.ts";
import { externalUrl, placementAttribute } from "#src/lib/links.ts";
import { analyticsBootScript } from "#src/components/inline-scripts/analytics-boot-line.ts";
import {
  campaignFrom,
  ctaProps,
  earlyEventTypes,
  opensLink,
  optedOut,
  startAnalytics,
  withCampaign,
  type AnalyticsEvent,
} from "./analytics.ts";

const { placementParam, campaignParams, eventsPath } = site.analytics;
const host = site.externalHost;
/** A button's address on another site, as content may write one (with a query of its own). */
const otherSite = "https://video.elsewhere.test/watch?v=revops";
const settings = analyticsSettings("counted.example");
const campaign = [
  ["utm_source", "linkedin"],
  ["utm_campaign", "q1"],
];
const trial = externalUrl("freeTrial", {
  plan: "starter",
  billing: "annual",
  [placementParam]: "pricing.plans.starter",
});

describe("campaignFrom", () => {
  it("keeps only the allowed campaign keys, in their order, and drops empty ones and click ids", () => {
    const search = "?gclid=abc&utm_campaign=q1&fbclid=x&utm_source=linkedin&utm_medium=&other=1";
    expect(campaignFrom(search, campaignParams)).toEqual([
      ["utm_source", "linkedin"],
      ["utm_campaign", "q1"],
    ]);
  });

  it("takes each key once, its first value", () => {
    expect(campaignFrom("?utm_source=a&utm_source=b", campaignParams)).toEqual([["utm_source", "a"]]);
  });
});

describe("campaignFrom with experiments", () => {
  it("adds the page's own variant, then each variant the address carries, a variant's id only", () => {
    const search = "?xp-home=b&utm_source=ad&xp-lead=z&xp-lead=c&xp-hostile=%3Cb%3E&xp-pricing=a&xp-home=c";
    expect(campaignFrom(search, campaignParams, "xp-features=b")).toEqual([
      ["utm_source", "ad"],
      ["xp-features", "b"],
      ["xp-home", "b"],
      ["xp-pricing", "a"],
    ]);
  });

  it("keeps the page's own variant over the one its address names", () => {
    expect(campaignFrom("?xp-features=a", campaignParams, "xp-features=b")).toEqual([["xp-features", "b"]]);
  });
});

describe("withCampaign", () => {
  const page = new URL("http://site.test/?utm_source=linkedin&utm_campaign=q1");

  it("adds the campaign to a link to another page of this site", () => {
    expect(withCampaign("http://site.test/pricing", page, campaign, placementParam, host)).toBe(
      "http://site.test/pricing?utm_source=linkedin&utm_campaign=q1",
    );
  });

  it("adds it to a call to action without touching plan, billing or the placement", () => {
    const url = new URL(withCampaign(trial, page, campaign, placementParam, host)!);
    expect(url.searchParams.get("plan")).toBe("starter");
    expect(url.searchParams.get("billing")).toBe("annual");
    expect(url.searchParams.get(placementParam)).toBe("pricing.plans.starter");
    expect(url.searchParams.get("utm_source")).toBe("linkedin");
    expect(url.searchParams.get("utm_campaign")).toBe("q1");
  });

  it("never overwrites a campaign key the link has", () => {
    const own = `${trial}&utm_source=newsletter`;
    expect(
      new URL(withCampaign(own, page, campaign, placementParam, host)!).searchParams.getAll("utm_source"),
    ).toEqual(["newsletter"]);
  });

  it("leaves other links alone: a place on this page, another site, mail and phone", () => {
    for (const href of ["http://site.test/#main", "https://elsewhere.test/x", "mailto:a@b.test", "tel:+1"]) {
      expect(withCampaign(href, page, campaign, placementParam, host)).toBeUndefined();
    }
  });

  it("never gives another site's link the campaign, even one whose own address has a placement parameter", () => {
    expect(
      withCampaign(`${otherSite}&${placementParam}=theirs`, page, campaign, placementParam, host),
    ).toBeUndefined();
  });
});

describe("ctaProps", () => {
  it("reads the placement, the destination's path, plan and billing from the link", () => {
    expect(ctaProps(trial, placementParam, host)).toEqual({
      cta: "pricing.plans.starter",
      destination: new URL(trial).pathname,
      plan: "starter",
      billing: "annual",
    });
  });

  it("has no plan or billing where the link has none, and nothing for a link without a placement", () => {
    expect(
      ctaProps(`${externalUrl("bookDemo")}?${placementParam}=home.hero.bookDemo`, placementParam, host),
    ).toEqual({
      cta: "home.hero.bookDemo",
      destination: new URL(externalUrl("bookDemo")).pathname,
    });
    expect(ctaProps("http://site.test/pricing", placementParam, host)).toBeNull();
  });

  it("reads another site's link's placement from its data-cta, its destination the whole address", () => {
    expect(ctaProps(otherSite, placementParam, host, "lp-revops.closing.otherSite")).toEqual({
      cta: "lp-revops.closing.otherSite",
      destination: otherSite,
    });
    // Untagged, another site's link is no call to action, whatever its own address says.
    expect(ctaProps(`${otherSite}&${placementParam}=theirs`, placementParam, host)).toBeNull();
  });
});

describe("opensLink", () => {
  it("counts a left click, with or without modifiers, and a middle click; not a right click", () => {
    expect(opensLink(new MouseEvent("click", { button: 0 }))).toBe(true);
    expect(opensLink(new MouseEvent("click", { button: 0, ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(opensLink(new MouseEvent("auxclick", { button: 1 }))).toBe(true);
    expect(opensLink(new MouseEvent("auxclick", { button: 2 }))).toBe(false);
  });
});

describe("optedOut", () => {
  it("honours Global Privacy Control and Do Not Track", () => {
    expect(optedOut({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(optedOut({ doNotTrack: "1" } as unknown as Navigator)).toBe(true);
    expect(optedOut({ doNotTrack: "0" } as unknown as Navigator)).toBe(false);
    expect(optedOut({} as Navigator)).toBe(false);
  });
});

/** Puts happy-dom's window at a URL of the site with the given body. */
function showPage(path: string, body: string) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://site.test${path}`,
  );
  document.body.innerHTML = body;
}
/**
 * Records every listener added to the document and the window from now on, and returns what takes
 * them all off again, so a test's module or boot line never counts in the next test, or in the
 * next file (Vitest runs files in one window here).
 */
function trackListeners(): () => void {
  const added: (() => void)[] = [];
  for (const target of [document, window] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      add(type, listener, options);
      added.push(() => target.removeEventListener(type, listener, options));
    });
  }
  return () => {
    for (const remove of added) remove();
  };
}

describe("startAnalytics", () => {
  let beacons: { url: string; event: AnalyticsEvent }[];
  const names = () => beacons.map(({ event }) => event.n);
  let removeListeners: () => void;

  beforeEach(() => {
    beacons = [];
    removeListeners = trackListeners();
    vi.spyOn(navigator, "sendBeacon").mockImplementation((url, body) => {
      beacons.push({ url: String(url), event: JSON.parse(String(body)) as AnalyticsEvent });
      return true;
    });
  });
  afterEach(() => {
    removeListeners();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, "prerendering");
    Reflect.deleteProperty(navigator, "globalPrivacyControl");
  });

  it("sends a pageview in Plausible's shape to the same-origin path", () => {
    showPage("/pricing?utm_source=linkedin", "<main></main>");
    Object.defineProperty(document, "referrer", { value: "https://search.test/", configurable: true });
    startAnalytics(...settings);
    expect(beacons).toEqual([
      {
        url: eventsPath,
        event: {
          n: "pageview",
          u: "http://site.test/pricing?utm_source=linkedin",
          d: "counted.example",
          r: "https://search.test/",
        },
      },
    ]);
  });

  it("counts a prerendered page only when it is shown", () => {
    showPage("/features", "<main></main>");
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    startAnalytics(...settings);
    expect(beacons).toEqual([]);
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(names()).toEqual(["pageview"]);
  });

  it("sends nothing and changes nothing with Global Privacy Control on", () => {
    showPage(`/?utm_source=linkedin`, `<a href="/pricing">Pricing</a><a href="${trial}">Start</a>`);
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    startAnalytics(...settings);
    for (const link of document.querySelectorAll("a"))
      link.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(beacons).toEqual([]);
    expect(document.querySelector("a")!.getAttribute("href")).toBe("/pricing");
  });

  it("carries the landing's campaign into internal links and calls to action, and counts the click", () => {
    showPage(
      "/?utm_source=linkedin&utm_campaign=q1&gclid=abc",
      `<a href="/pricing">Pricing</a><a href="#main">Skip</a><a href="${trial}" target="_blank">Start</a>`,
    );
    startAnalytics(...settings);
    const [pricing, skip, start] = [...document.querySelectorAll("a")];
    expect(pricing!.href).toBe("http://site.test/pricing?utm_source=linkedin&utm_campaign=q1");
    expect(skip!.getAttribute("href")).toBe("#main");
    expect(new URL(start!.href).searchParams.get("utm_campaign")).toBe("q1");
    expect(start!.href).not.toContain("gclid");

    start!.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, metaKey: true }),
    );
    start!.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 1 }));
    start!.dispatchEvent(new MouseEvent("auxclick", { bubbles: true, button: 2 }));
    pricing!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    const clicks = beacons.filter(({ event }) => event.n === "CTA click");
    expect(clicks.map(({ event }) => event.p)).toEqual([
      { cta: "pricing.plans.starter", destination: "/free-trial", plan: "starter", billing: "annual" },
      { cta: "pricing.plans.starter", destination: "/free-trial", plan: "starter", billing: "annual" },
    ]);
  });

  it("leaves a button's address on another site as written, and counts its click where it stood", () => {
    const tagged = `${otherSite}&${placementParam}=theirs`;
    showPage(
      "/lp/revops?utm_source=linkedin&utm_campaign=q1&xp-home=b",
      `<a href="${tagged}" ${placementAttribute}="lp-revops.closing.otherSite" target="_blank">Watch</a>`,
    );
    startAnalytics(...settings);
    const watch = document.querySelector("a")!;
    expect(watch.href).toBe(tagged);
    watch.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    expect(beacons.filter(({ event }) => event.n === "CTA click").map(({ event }) => event.p)).toEqual([
      { cta: "lp-revops.closing.otherSite", destination: tagged },
    ]);
  });

  it("counts the billing switch, the calculator once per view, the hand-off without its words, and a 404", () => {
    showPage(
      "/missing",
      `<section id="${notFoundId}"></section>
       <input type="radio" name="${billingField}" value="annual">
       <section id="${calculatorId}"><input name="deal"></section>
       <form action="${externalUrl("contact")}"><input name="message" value="Secret words"></form>`,
    );
    startAnalytics(...settings);
    const radio = document.querySelector<HTMLInputElement>(`[name=${billingField}]`)!;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    const deal = document.querySelector<HTMLInputElement>("[name=deal]")!;
    deal.dispatchEvent(new Event("input", { bubbles: true }));
    deal.dispatchEvent(new Event("input", { bubbles: true }));
    document.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

    expect(beacons.map(({ event }) => [event.n, event.p])).toEqual([
      ["pageview", undefined],
      ["404", { path: "/missing" }],
      ["Billing switched", { billing: "annual" }],
      ["Calculator used", undefined],
      ["Contact handed off", undefined],
    ]);
    expect(JSON.stringify(beacons)).not.toContain("Secret words");
  });

  it("stores nothing on the device", () => {
    showPage("/?utm_source=linkedin", `<a href="/pricing">Pricing</a>`);
    startAnalytics(...settings);
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(document.cookie).toBe("");
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

/** What the boot line leaves for the module: its events and its listener. */
const early = () => (self as { earlyEvents?: [Event[], EventListener] }).earlyEvents;

/** A click that stays on the page (happy-dom follows a link), seen by every listener first. */
function click(link: Element, init: MouseEventInit = { button: 0 }) {
  link.addEventListener("click", (event) => event.preventDefault(), { once: true });
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
}

describe("the boot line, before the module has arrived", () => {
  let beacons: AnalyticsEvent[];
  let requested: string[];
  /** Runs the boot line as the page would, its module request recorded instead of made. */
  const boot = () => {
    const text = analyticsBootScript("/assets/analytics.js").replace("import(", "requested.push(");
    new Function("requested", text)(requested);
  };

  let removeListeners: () => void;

  beforeEach(() => {
    beacons = [];
    requested = [];
    removeListeners = trackListeners();
    vi.spyOn(navigator, "sendBeacon").mockImplementation((_url, body) => {
      beacons.push(JSON.parse(String(body)) as AnalyticsEvent);
      return true;
    });
  });
  afterEach(() => {
    removeListeners();
    // The boot line listens on the global object, which may not be happy-dom's `window`.
    const listener = early()?.[1];
    if (listener) for (const type of earlyEventTypes) removeEventListener(type, listener, true);
    Reflect.deleteProperty(self, "earlyEvents");
    Reflect.deleteProperty(navigator, "globalPrivacyControl");
    vi.restoreAllMocks();
  });

  it("gives the link clicked the landing's campaign by the module's own rule, and asks for the module", () => {
    const landing = "/features?utm_source=linkedin&utm_campaign=q1&gclid=abc";
    const hrefs = [
      "/pricing",
      "/features#faq",
      "#main",
      trial,
      `${trial}&utm_source=newsletter`,
      "https://elsewhere.test/x",
      `${otherSite}&${placementParam}=theirs`,
      "mailto:a@b.test",
    ];
    showPage(landing, hrefs.map((href) => `<a href="${href}">link</a>`).join(""));
    const built = [...document.querySelectorAll("a")].map((link) => link.href);
    boot();
    for (const link of document.querySelectorAll("a")) click(link);
    const page = new URL(`http://site.test${landing}`);
    expect([...document.querySelectorAll("a")].map((link) => link.href)).toEqual(
      built.map((href) => withCampaign(href, page, campaign, placementParam, host) ?? href),
    );
    // Another site's link, whatever its own address holds, is as the build wrote it.
    expect(document.querySelector(`a[href^="${otherSite}"]`)!.getAttribute("href")).toBe(
      `${otherSite}&${placementParam}=theirs`,
    );
    expect(requested).toContain("/assets/analytics.js");
    expect(early()?.[0]).toHaveLength(hrefs.length);
  });

  it("hands its clicks and submissions to the module, which counts each once, after the pageview", () => {
    showPage(
      "/pricing?utm_source=linkedin",
      `<a href="${trial}" target="_blank">Start</a><form action="${externalUrl("contact")}"></form>
       <a href="${otherSite}" ${placementAttribute}="pricing.closing.otherSite" target="_blank">Watch</a>`,
    );
    boot();
    const start = document.querySelector("a")!;
    click(start);
    document.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    click(document.querySelector(`[${placementAttribute}]`)!);
    startAnalytics(...settings);
    expect(beacons.map((event) => [event.n, event.p?.cta])).toEqual([
      ["pageview", undefined],
      ["CTA click", "pricing.plans.starter"],
      ["Contact handed off", undefined],
      ["CTA click", "pricing.closing.otherSite"],
    ]);
    expect(document.querySelector(`[${placementAttribute}]`)!.getAttribute("href")).toBe(otherSite);
    expect(new URL(start.href).searchParams.get("utm_source")).toBe("linkedin");
    // The module listens from now on; the boot line's listener is gone.
    click(start);
    expect(beacons.filter((event) => event.p?.cta === "pricing.plans.starter")).toHaveLength(2);
    expect(early()?.[0]).toEqual([]);
  });

  it("carries an experiment's variant as the module does, and the module counts every event with it", () => {
    const landing = "/features?utm_source=linkedin&xp-home=c&xp-bad=%3Cx%3E&xp-faq=z&xp-faq=b";
    showPage(landing, `<a href="/pricing">Pricing</a><a href="${trial}">Start</a>`);
    document.documentElement.dataset.xp = "xp-features=b";
    try {
      const built = [...document.querySelectorAll("a")].map((link) => link.href);
      boot();
      for (const link of document.querySelectorAll("a")) click(link);
      const page = new URL(`http://site.test${landing}`);
      const carried = campaignFrom(page.search, campaignParams, "xp-features=b");
      expect([...document.querySelectorAll("a")].map((link) => link.href)).toEqual(
        built.map((href) => withCampaign(href, page, carried, placementParam, host)),
      );
      expect(new URL(document.querySelector("a")!.href).search).toBe(
        "?utm_source=linkedin&xp-features=b&xp-home=c",
      );
      startAnalytics(...settings);
      expect(beacons.map((event) => [event.n, event.p?.experiment, event.p?.variant])).toEqual([
        ["pageview", "features", "b"],
        ["CTA click", "features", "b"],
      ]);
    } finally {
      delete document.documentElement.dataset.xp;
    }
  });

  it("does nothing with Global Privacy Control on", () => {
    showPage("/?utm_source=linkedin", `<a href="/pricing">Pricing</a>`);
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    boot();
    click(document.querySelector("a")!);
    expect(document.querySelector("a")!.getAttribute("href")).toBe("/pricing");
    expect(early()).toBeUndefined();
    expect(requested).toEqual([]);
  });
});
