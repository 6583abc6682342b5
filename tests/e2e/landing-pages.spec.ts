import { htmlLang, localePath } from "#src/config/locales.ts";
import { landingPath, landingPrefix } from "#src/config/pages.ts";
import { readContent, readLandingSections, siteLandingPages } from "#src/content/read-content.ts";
import { placementAttribute, siteUrl } from "#src/lib/links.ts";
import { experimentParam } from "#src/lib/experiments/choose.ts";
import { expect, site, test } from "./fixtures.ts";

// Landing pages: every page the content ships, in each language it has, served like the
// site's own pages; what each holds is read from content/.
const landings = siteLandingPages();

/** A parameter the site adds to its own links and the host's: the placement, the language, a campaign's, a variant's. */
const siteParam = (key: string) =>
  key === site.analytics.placementParam ||
  key === site.languageParam ||
  // Any campaign's, not only those the site carries on (site.analytics.campaignParams).
  key.startsWith("utm_") ||
  key.startsWith(experimentParam(""));
const example = landings.find((landing) => landing.slug === "revops")!;

test("the example page is shipped in all four languages, not indexed", () => {
  expect(example.languages.toSorted()).toEqual(["de", "en", "es", "fr"]);
  expect(example.data.en!.index ?? false).toBe(false);
});

for (const landing of landings)
  for (const locale of landing.languages) {
    const path = localePath(locale, landingPath(landing.slug));
    const sections = readLandingSections(landing, locale);
    const indexed = landing.data.en!.index ?? false;

    test(`${path}: served in its language, canonical, hreflang among its languages, ${indexed ? "indexed" : "noindex"}`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(locale));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl(path));
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
      expect(hreflangs).toEqual([
        ...landing.languages.map((code) => [
          htmlLang(code),
          siteUrl(localePath(code, landingPath(landing.slug))),
        ]),
        ["x-default", siteUrl(landingPath(landing.slug))],
      ]);
      const robots = page.locator('meta[name="robots"]');
      if (indexed) await expect(robots).toHaveCount(0);
      else await expect(robots).toHaveAttribute("content", "noindex");
      // The language switcher offers only the languages the page has.
      const switcher = await page
        .locator("footer a[hreflang]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(switcher.toSorted()).toEqual(
        landing.languages.map((code) => localePath(code, landingPath(landing.slug))).toSorted(),
      );
    });

    test(`${path}: every call to action is placed on the page`, async ({ page }) => {
      await page.goto(path);
      const placements = await page
        .locator("main a[href*='cta=']")
        .evaluateAll((links) =>
          links.map((link) => new URL(link.getAttribute("href")!).searchParams.get("cta")),
        );
      expect(placements.length).toBeGreaterThan(0);
      for (const placement of placements)
        expect(placement).toMatch(new RegExp(`^${landingPrefix}-${landing.slug}\\.`));
      if (sections.some((section) => section.type === "hero"))
        expect(placements).toContain(`${landingPrefix}-${landing.slug}.hero.freeTrial`);
    });

    // The buttons content points at another site, by their address as content writes it.
    const otherSites = landing.data[locale]!.sections.flatMap((section) =>
      "ctas" in section ? section.ctas.flatMap((cta) => (cta.url === undefined ? [] : [cta])) : [],
    );
    if (otherSites.length > 0)
      test(`${path}: a button to another site opens it in a new tab, with none of the site's parameters`, async ({
        page,
      }) => {
        // Landed on from a campaign, which the site's own links carry on (where counting is on).
        await page.goto(`${path}?utm_source=e2e&utm_campaign=links`, { waitUntil: "load" });
        // Its words, then the page's language's note that a new tab opens (ExternalLink).
        const note = readContent("navigation", locale).newTabNote;
        for (const cta of otherSites) {
          const link = page
            .getByRole("main")
            .getByRole("link", { name: `${cta.label} ${note}`, exact: true });
          await expect(link).toHaveAttribute("href", cta.url!);
          const href = new URL((await link.getAttribute("href"))!);
          expect([...href.searchParams.keys()].filter(siteParam)).toEqual([]);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
          await expect(link).toHaveAttribute(
            placementAttribute,
            new RegExp(`^${landingPrefix}-${landing.slug}\\.`),
          );
        }
      });

    const faq = sections.find((section) => section.type === "faq");
    if (faq)
      test(`${path}: the FAQ's questions open alone and answer the arrow keys`, async ({ page }) => {
        await page.goto(path, { waitUntil: "load" });
        const questions = faq.categories.flatMap((category) => category.items);
        const summary = (index: number) =>
          page.locator("summary", { has: page.getByText(questions[index]!.question, { exact: true }) });
        await summary(0).click();
        await expect(page.locator(`[id="${questions[0]!.id}"]`)).toBeVisible();
        await page.keyboard.press("ArrowDown");
        await expect(summary(1)).toBeFocused();
        await page.keyboard.press("End");
        await expect(summary(questions.length - 1)).toBeFocused();
      });

    const plans = sections.find((section) => section.type === "plans");
    if (plans)
      test(`${path}: the billing switch shows the annual saving`, async ({ page }) => {
        await page.goto(path);
        const badge = page.getByText(readContent("pricing", locale).billingSwitch.saveBadge, { exact: true });
        await expect(badge).toBeHidden();
        await page.getByText(plans.labels.annual, { exact: true }).click();
        await expect(badge).toBeVisible();
      });

    if (!sections.some((section) => section.type === "calculator"))
      test(`${path}: ships no island, and script only for its FAQ keys`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("astro-island")).toHaveCount(0);
        const modules = await page.locator("script[src]").count();
        expect(modules).toBeLessThanOrEqual(faq ? 1 : 0);
      });
  }

test("the sitemap lists only the indexed landing pages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const landing of landings)
    expect(sitemap.includes(`<loc>${siteUrl(landingPath(landing.slug))}</loc>`)).toBe(
      landing.data.en!.index ?? false,
    );
});

test("an unknown page under the prefix is the 404", async ({ request }) => {
  expect((await request.get(landingPath("no-such-campaign"))).status()).toBe(404);
  expect((await request.get(localePath("de", landingPath("no-such-campaign")))).status()).toBe(404);
});
