import type { CDPSession, Page } from "@playwright/test";
import { speculationRulesText } from "../../src/lib/speculation-rules.ts";
import { expect, navLabel, test } from "./fixtures";
import { recordScripts } from "./script-requests";

// The next page is fetched before the click (src/lib/speculation-rules.ts), as far as a test can
// see it: through DevTools' Preload domain, which reports the rule sets a page has, the candidate
// links, and each prefetch and prerender attempt. Chromium never prerenders while DevTools is
// attached, so a prerender shows up as attempted and failed for that reason alone. How much faster
// the click lands is `npm run bench`'s business (its navigation phase).

interface Seen {
  ruleSets: { sourceText: string; errorType?: string; errorMessage?: string }[];
  sources: { action: string; url: string }[];
  prefetch: Map<string, string[]>;
  prerender: Map<string, { status: string; reason?: string }[]>;
}

async function watchPreload(page: Page): Promise<{ cdp: CDPSession; seen: Seen }> {
  const cdp = await page.context().newCDPSession(page);
  const seen: Seen = { ruleSets: [], sources: [], prefetch: new Map(), prerender: new Map() };
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
  await cdp.send("Preload.enable");
  return { cdp, seen };
}

/** Every same-site link's page, the current one included (the logo, the skip link). */
const sameSiteLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((link) => link.origin === location.origin && !link.target && !link.hasAttribute("download"))
      .map((link) => {
        const url = new URL(link.href);
        url.hash = "";
        return url.href;
      }),
  );

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

  test("every same-site link on / is a candidate, and nothing is fetched before the visitor shows intent", async ({
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
    // While the page loads, its own files have the network to themselves.
    await page.waitForLoadState("networkidle");
    expect([...seen.prefetch.keys()]).toEqual([]);
  });

  test("hovering a link starts a prerender, which only DevTools stops, and the click uses the prefetch", async ({
    page,
  }) => {
    const { seen } = await watchPreload(page);
    await page.goto("/");
    const pricing = new URL("/pricing", page.url()).href;
    const link = page
      .getByRole("banner")
      .getByRole("link", { name: navLabel("header", { to: "/pricing" }), exact: true });
    await link.hover();
    await expect.poll(() => seen.prefetch.get(pricing) ?? []).toContain("Ready");
    await expect
      .poll(() => (seen.prerender.get(pricing) ?? []).map((update) => update.status))
      .toContain("Failure");
    const failures = (seen.prerender.get(pricing) ?? []).filter((update) => update.status === "Failure");
    expect(failures.map((update) => update.reason)).toEqual(["PrerenderingDisabledByDevTools"]);

    // The click is served from the prefetch: DevTools reports it used ("Success").
    const scripts = recordScripts(page);
    await link.click();
    await expect(page).toHaveURL(pricing);
    await expect(page.locator("h1")).toBeVisible();
    await expect.poll(() => seen.prefetch.get(pricing) ?? []).toContain("Success");
    // A static page stays static: no script comes with it.
    expect(scripts.paths).toEqual([]);
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
