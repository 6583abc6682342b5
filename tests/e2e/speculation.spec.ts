import type { CDPSession, Page } from "@playwright/test";
import { readContent } from "#src/content/read-content.ts";
import { speculationRulesText } from "#src/lib/speculation-rules.ts";
import { chrome, expect, headerLinkAway, test } from "./fixtures.ts";
import { recordScripts } from "./script-requests.ts";

// The next page is fetched before the click (src/lib/speculation-rules.ts, decision 016), as far as
// a test can see it: through DevTools' Preload domain, which reports the rule sets a page has, the
// candidate links, and each prefetch and prerender attempt, and the Network domain, which sees the
// browser's speculative requests (`Sec-Purpose: prefetch`). Chromium never prerenders while
// DevTools is attached, so a prerender shows up as attempted and failed for that reason alone.
// What is fetched, and after what the reader does: not how fast. That is `npm run bench`'s
// business (its navigation phase).

interface Seen {
  ruleSets: { sourceText: string; errorType?: string; errorMessage?: string }[];
  sources: { action: string; url: string }[];
  prefetch: Map<string, string[]>;
  prerender: Map<string, { status: string; reason?: string }[]>;
  /** The browser's speculative requests, in order, with the test's clock when each was sent. */
  speculative: { url: string; type: string; at: number; requestId: string }[];
  /** Bytes each request took on the wire, by request id. */
  wireBytes: Map<string, number>;
  /** The switches that turn speculation off, as Chromium reports them. */
  enabledState?: { disabledByDataSaver: boolean };
}

async function watchPreload(page: Page): Promise<{ cdp: CDPSession; seen: Seen }> {
  const cdp = await page.context().newCDPSession(page);
  const seen: Seen = {
    ruleSets: [],
    sources: [],
    prefetch: new Map(),
    prerender: new Map(),
    speculative: [],
    wireBytes: new Map(),
  };
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => seen.ruleSets.push(ruleSet));
  cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    seen.sources = preloadingAttemptSources.map(({ key }) => ({ action: key.action, url: key.url }));
  });
  cdp.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => {
    seen.prefetch.set(prefetchUrl, [...(seen.prefetch.get(prefetchUrl) ?? []), status]);
  });
  cdp.on("Preload.prerenderStatusUpdated", ({ key, status, prerenderStatus }) => {
    seen.prerender.set(key.url, [
      ...(seen.prerender.get(key.url) ?? []),
      { status, reason: prerenderStatus },
    ]);
  });
  cdp.on("Preload.preloadEnabledStateUpdated", (state) => (seen.enabledState = state));
  cdp.on("Network.requestWillBeSent", ({ request, requestId, type }) => {
    const purpose = Object.entries(request.headers).find(([name]) => name.toLowerCase() === "sec-purpose");
    if (purpose?.[1].includes("prefetch"))
      seen.speculative.push({ url: request.url, type: type ?? "", at: Date.now(), requestId });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) =>
    seen.wireBytes.set(requestId, encodedDataLength),
  );
  await cdp.send("Network.enable");
  await cdp.send("Preload.enable");
  return { cdp, seen };
}

/**
 * Every same-site link's page, the current one included (the logo, the skip link); not the
 * language switcher's (`hreflang`), which the rules leave alone by design.
 */
const sameSiteLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter(
        (link) =>
          link.origin === location.origin &&
          !link.target &&
          !link.hasAttribute("download") &&
          !link.hasAttribute("hreflang"),
      )
      .map((link) => {
        const url = new URL(link.href);
        url.hash = "";
        return url.href;
      }),
  );

const headerLinks = readContent("navigation").header.links;
/** The header's own pages, read from the content, each once (the header may list one twice). */
const headerPages = [...new Set(headerLinks.flatMap((link) => (link.kind === "internal" ? [link.to] : [])))];
/** The pages with no island (the pages' code places islands, not their content). */
const staticPages = ["/features", "/pricing", "/about"];
/** A header link from the home page to a page with no script, whichever the header lists first. */
const staticTarget = headerLinks.find((link) => staticPages.includes(link.to));

test.describe("speculation rules", () => {
  test("every page carries the one rule set, allowed by the CSP, with no parse error", async ({ page }) => {
    const { seen } = await watchPreload(page);
    await page.goto("/pricing");
    await expect.poll(() => seen.ruleSets.length).toBeGreaterThan(0);
    expect(seen.ruleSets.map((ruleSet) => ruleSet.sourceText)).toEqual([speculationRulesText]);
    expect(seen.ruleSets.map((ruleSet) => ruleSet.errorType ?? "none")).toEqual(["none"]);
    // The CSP allows it by hash, not by 'unsafe-inline' or 'inline-speculation-rules'.
    const policy = (await page.request.get("/pricing")).headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toMatch(/unsafe-inline|inline-speculation-rules/);
  });

  test("every same-site link on / is a candidate, and nothing is fetched while the page loads nor after it until the reader moves", async ({
    page,
  }) => {
    const { seen } = await watchPreload(page);
    await page.goto("/");
    const links = [...new Set(await sameSiteLinks(page))];
    await expect
      .poll(
        () =>
          new Set(seen.sources.filter((source) => source.action === "Prerender").map((source) => source.url)),
      )
      .toEqual(new Set(links));
    // The other languages' pages, linked only from the language switcher, are no candidates.
    const otherLanguages = (
      await page
        .locator("a[hreflang]")
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
    ).filter((url) => !links.includes(url));
    expect(otherLanguages.length).toBeGreaterThan(0);
    expect(seen.sources.map((source) => source.url).filter((url) => otherLanguages.includes(url))).toEqual(
      [],
    );
    // While the page loads, its own files have the network to themselves; and a page left alone
    // after it has loaded fetches nothing either (a prefetch waits for a pointer or an open menu).
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);
    expect([...seen.prefetch.keys()]).toEqual([]);
    expect(seen.speculative).toEqual([]);
  });

  test("a pointer that comes to rest on a header link fetches that page alone, and a longer hover starts a prerender, which only DevTools stops; the click uses the prefetch", async ({
    page,
  }) => {
    test.skip(!staticTarget, "content/navigation.yaml's header links to no page without script");
    const { seen } = await watchPreload(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const target = new URL(staticTarget!.to, page.url()).href;
    const link = page.getByRole("banner").getByRole("link", { name: staticTarget!.label, exact: true });
    await link.hover();
    await expect.poll(() => seen.prefetch.get(target) ?? []).toContain("Ready");
    // The header's other pages wait for their own pointer.
    expect([...seen.prefetch.keys()]).toEqual([target]);
    // The prefetch is the page's document alone: its images come only with a prerender.
    expect(seen.speculative.map((request) => request.url)).toEqual([target]);
    await expect
      .poll(() => (seen.prerender.get(target) ?? []).map((update) => update.status))
      .toContain("Failure");
    const failures = (seen.prerender.get(target) ?? []).filter((update) => update.status === "Failure");
    expect(failures.map((update) => update.reason)).toEqual(["PrerenderingDisabledByDevTools"]);

    // The click is served from the prefetch: DevTools reports it used ("Success").
    const scripts = recordScripts(page);
    await link.click();
    await expect(page).toHaveURL(target);
    await expect(page.locator("h1")).toBeVisible();
    await expect.poll(() => seen.prefetch.get(target) ?? []).toContain("Success");
    // A static page stays static: no script comes with it.
    expect(scripts.paths).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    for (const path of ["/", "/pricing"]) {
      test(`${path}: nothing is fetched until the menu opens; then the menu's pages, documents only, and no prerender`, async ({
        page,
      }) => {
        const { seen } = await watchPreload(page);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(1_000);
        expect(seen.speculative, "fetched before the menu opened").toEqual([]);

        const openedAt = Date.now();
        await page.getByRole("banner").getByRole("button", { name: chrome.menuButton }).tap();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        // The header's own pages, but the one being read.
        const expected = headerPages.filter((to) => to !== path).map((to) => new URL(to, page.url()).href);
        await expect
          .poll(() => expected.filter((url) => (seen.prefetch.get(url) ?? []).includes("Ready")))
          .toEqual(expected);
        expect(new Set(seen.prefetch.keys())).toEqual(new Set(expected));
        // Documents, each once, all sent after the tap: no images, no scripts, no stylesheets.
        expect(seen.speculative.map((request) => request.url).toSorted()).toEqual(expected.toSorted());
        for (const request of seen.speculative) expect(request.at).toBeGreaterThanOrEqual(openedAt);
        // Opening the menu is not a tap on a link: no prerender yet.
        expect([...seen.prerender.keys()]).toEqual([]);
        const bytes = seen.speculative.reduce(
          (sum, request) => sum + (seen.wireBytes.get(request.requestId) ?? 0),
          0,
        );
        console.log(
          `speculation: opening the menu on ${path} fetched ${expected.length} documents, ${bytes} bytes on the wire`,
        );
      });
    }
  });

  test("with Save-Data, the page fetches nothing speculative itself: every speculative fetch is the rule set's, which Chromium skips under its Data Saver", async ({
    page,
  }) => {
    // Chromium sends `Save-Data: on` only when its Data Saver is on (Android's setting; desktop
    // builds have none), and with it on, it starts no prefetch or prerender from speculation rules
    // (PreloadingEligibility kDataSaverEnabled). That setting cannot be switched on from a test on
    // Linux: DevTools' override gives the page Save-Data (its requests carry the header,
    // navigator.connection.saveData is true) but not the browser's gate. So this test holds what
    // the site controls: no speculative fetch of its own (no <link rel=prefetch>, no script), so
    // Chromium's gate covers every one.
    const { cdp, seen } = await watchPreload(page);
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    const saveData: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["save-data"] === "on") saveData.push(request.url());
    });
    await page.goto("/");
    // The override reaches what the page requests (its stylesheet), not the navigation itself.
    expect(
      saveData.filter((url) => url.endsWith(".css")),
      "the page's requests carry Save-Data",
    ).not.toEqual([]);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => seen.enabledState).toBeDefined();
    expect(seen.enabledState, "Chromium reports its Data Saver gate").toHaveProperty("disabledByDataSaver");
    // The brand face's preload is this page's own first paint, not a guess at the next page.
    expect(
      await page
        .locator('link[rel~="prefetch"], link[rel~="prerender"], link[rel~="preload"]:not([as="font"])')
        .count(),
    ).toBe(0);
    expect(seen.speculative).toEqual([]);
    await page
      .getByRole("banner")
      .getByRole("link", { name: headerLinkAway("/").label, exact: true })
      .hover();
    const target = new URL(headerLinkAway("/").to, page.url()).href;
    await expect.poll(() => seen.prefetch.get(target) ?? []).toContain("Ready");
    // What was fetched is exactly what the Preload domain reports for the rule set: nothing else.
    expect(seen.speculative.map((request) => request.url)).toEqual([...seen.prefetch.keys()]);
  });
});

test("pages switch without a view transition: it held the next page's paint back", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  const viewTransitionRules = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule.cssText.startsWith("@view-transition")) found.push(rule.cssText);
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return found;
  });
  expect(viewTransitionRules).toEqual([]);
});
