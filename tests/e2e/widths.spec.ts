import type { Page } from "@playwright/test";
import { localeCodes, localePath } from "#src/config/locales.ts";
import { pagePaths } from "#src/config/pages.ts";
import { keepDashWithWord } from "#src/lib/typography.ts";
import { expect, islandsReady, site, test } from "./fixtures.ts";
import { dashProblems, headerProblems, offenders } from "./fit-checks.ts";

// Every page holds at every width, in every language, for any valid content: nothing
// scrolls sideways, no text runs out of its box, no card or control is cut off, no line starts
// with a dash, and the header keeps the brand's name beside its mark with every item clear of the
// next. Nothing here names a word: the checks look at whatever the pages say, so a marketer's
// longer German, or a page with no dash at all, is held the same way. Each page is loaded once per
// language and the viewport walked through the widths; the checks are in fit-checks.ts.

/** The design brief's widths: phones, tablets, laptops (1263: a 1280 px screen with a classic scrollbar). */
const widths = [320, 375, 414, 768, 1024, 1180, 1263, 1280, 1440];

/** A path no page has: the not-found page, as a visitor reaches it in each language. */
const missing = "/no-such-page";

const everyPage = [...pagePaths, missing].flatMap((path) =>
  localeCodes.map((locale) => ({ path, locale, url: localePath(locale, path) })),
);

/** Two frames: the resize laid out and painted before anything is measured. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test.use({ colorScheme: "light", viewport: { width: widths[0]!, height: 900 } });

for (const { path, locale, url } of everyPage) {
  test(`${path === missing ? "the not-found page" : path} in ${locale} fits at ${widths.join(", ")} px`, async ({
    page,
  }) => {
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready);
    // The calculator draws its chart once hydrated: every island awake, then back to the top.
    await islandsReady(page);
    await page.evaluate(() => window.scrollTo(0, 0));

    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      const where = `${url} at ${width} px:`;
      for (const problem of await page.evaluate(offenders)) problems.push(`${where} ${problem}`);
      for (const problem of await page.evaluate(dashProblems)) problems.push(`${where} ${problem}`);
      for (const problem of await page.evaluate(headerProblems, site.name))
        problems.push(`${where} header: ${problem}`);
    }
    expect(problems, `${url} in ${locale}`).toEqual([]);
  });
}

// The dash check on a page of its own, in the site's stylesheet: a heading whose spaced dash the
// line would break before, found; the same words as the content reader gives them, held.
test("the dash check finds a line that starts with a dash, and a held dash never does", async ({ page }) => {
  await page.goto(localePath("de", "/"));
  const styles = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.outerHTML).join(""));
  await page.setContent(
    `<!doctype html><html lang="de"><head>${styles}</head><body><main class="container-page"><h1 class="text-heading"></h1></main></body></html>`,
  );
  const linesStartingWithDash = async (text: string) => {
    await page.locator("h1").evaluate((heading, words) => (heading.textContent = words), text);
    return page.evaluate(dashProblems);
  };
  // Words of one length before a spaced dash, one more each time, until a line breaks before it.
  let broken: string | undefined;
  for (let count = 1; count < 40 && !broken; count++) {
    const text = `${"Wort ".repeat(count)}– Ende`;
    if ((await linesStartingWithDash(text)).length > 0) broken = text;
  }
  expect(broken, "some number of words puts the dash at a line's start").toBeDefined();
  expect(await linesStartingWithDash(keepDashWithWord(broken!))).toEqual([]);
});
