import { htmlLang, localePath } from "#src/config/locales.ts";
import { landingPath, landingPrefix } from "#src/config/pages.ts";
import type { Page } from "@playwright/test";
import type { AnsweredQuestion } from "#src/content/questions.ts";
import { readContent, readLandingSections, servedLandingPages } from "#src/content/read-content.ts";
import { placementAttribute, siteUrl } from "#src/lib/links.ts";
import { experimentParam } from "#src/lib/experiments/choose.ts";
import { expect, site, test } from "./fixtures.ts";

// Landing pages: every page the content ships, in each language it has, served like the
// site's own pages; what each holds is read from content/.
const landings = servedLandingPages();

/** A parameter the site adds to its own links and the host's: the placement, the language, a campaign's, a variant's. */
const siteParam = (key: string) =>
  key === site.analytics.placementParam ||
  key === site.languageParam ||
  // Any campaign's, not only those the site carries on (site.analytics.campaignParams).
  key.startsWith("utm_") ||
  key.startsWith(experimentParam(""));
const example = landings.find((landing) => landing.slug === "revops")!;

/** A question on the page, by its words: a page's own question has no link id to find it by. */
const summary = (page: Page, item: AnsweredQuestion) =>
  page.locator("summary", { has: page.getByText(item.question, { exact: true }) });
const details = (page: Page, item: AnsweredQuestion) => page.locator("details", { has: summary(page, item) });

test("the example page is shipped in all four languages, not indexed, with a question of its own in each", () => {
  expect(example.languages.toSorted()).toEqual(["de", "en", "es", "fr"]);
  expect(example.data.en!.index ?? false).toBe(false);
  for (const locale of example.languages)
    expect(
      readLandingSections(example, locale).flatMap((section) =>
        section.type === "faq"
          ? section.topics.flatMap((topic) => topic.items).filter((item) => !item.id)
          : [],
      ).length,
      locale,
    ).toBeGreaterThan(0);
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
    // The FAQ's questions it picks and its own, in the order the page shows them.
    const questions = faq?.topics.flatMap((topic) => topic.items) ?? [];
    /** A page's own question has no link id: it is not the FAQ's. */
    const own = questions.filter((item) => item.id === undefined);
    if (faq)
      test(`${path}: the FAQ's questions and its own open alone and answer the arrow keys`, async ({
        page,
      }) => {
        await page.goto(path, { waitUntil: "load" });
        const [first] = questions;
        const last = questions.at(-1)!;
        await summary(page, first!).click();
        await expect(details(page, first!)).toHaveAttribute("open", "");
        await expect(details(page, first!).locator("p")).toHaveText(first!.answer);
        if (questions.length > 1) {
          await page.keyboard.press("ArrowDown");
          await expect(summary(page, questions[1]!)).toBeFocused();
        }
        await page.keyboard.press("End");
        await expect(summary(page, last)).toBeFocused();
        await page.keyboard.press("Home");
        await expect(summary(page, first!)).toBeFocused();
        // The last (its own, when it has any) opens in its place: one answer at a time.
        await summary(page, last).click();
        await expect(details(page, last)).toHaveAttribute("open", "");
        await expect(details(page, last).locator("p")).toHaveText(last.answer);
        if (last !== first) await expect(details(page, first!)).not.toHaveAttribute("open");
      });

    if (own.length > 0)
      test(`${path}: its own questions are on it, one open at a time without JavaScript, and never on the FAQ page`, async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${baseURL}${path}`);
        for (const item of own) await expect(summary(page, item)).toHaveCount(1);
        // Without script the browser keeps the group to one open answer, the FAQ's and its own alike.
        const [first] = questions;
        const last = own.at(-1)!;
        await summary(page, first!).click();
        await summary(page, last).click();
        await expect(details(page, last)).toHaveAttribute("open", "");
        await expect(details(page, last).locator("p")).toBeVisible();
        if (last !== first) await expect(details(page, first!)).not.toHaveAttribute("open");
        // The page's own words stay on the page: the FAQ in its language does not have them.
        await page.goto(`${baseURL}${localePath(locale, "/faq")}`);
        await expect(page.locator("details[name='faq']").first()).toBeAttached();
        for (const item of own) await expect(page.getByText(item.question, { exact: true })).toHaveCount(0);
        await context.close();
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
