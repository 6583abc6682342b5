import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { defaultLocale, localeCodes, localePath, locales, type Locale } from "#src/config/locales.ts";
import { pageIdFor, pagePaths } from "#src/config/pages.ts";
import { readContent, readPlans } from "#src/content/read-content.ts";
import { formatEditable, formatPercent, formatUsd } from "#src/lib/locale-format.ts";
import { calculateRoi, type RoiInputs } from "#src/lib/roi/formula.ts";
import { roiAssumptionsFor, roiFieldLimits } from "#src/lib/roi/model.ts";
import {
  axeViolations,
  contentOf,
  expect,
  externalOrigin,
  islandReady,
  openPopover,
  site,
  test,
} from "./fixtures.ts";

// The site in every language (docs/decisions/018): each page in each language served
// with its own head (language, canonical, alternates, words), the sitemap, the language switcher
// in its three places, calls to action and the contact hand-off telling the external host the
// language, a German 404, and the calculator reading and writing the page's numbers. Every word
// comes from content/<code>/ through the reader (src/content/read-content.ts), every URL from the locale config.

type Path = (typeof pagePaths)[number];

const absolute = (path: string) => new URL(path, site.origin).href;
/** Open Graph's locale: the code and its region, as the locale config pairs them. */
const ogLocaleOf = (code: Locale) => `${code}_${locales[code].region}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A path as the browser's URL ends with it. */
const endsWith = (path: string) => new RegExp(`${escapeRegExp(path)}$`);

/** Every page in every language: its English path (which names it), its language and its own path. */
const everyPage = pagePaths.flatMap((path) =>
  localeCodes.map((locale) => ({ path, locale, url: localePath(locale, path) })),
);

/** The alternates every version of `path` must name: each language's URL, and x-default (English). */
const expectedAlternates = (path: string) => ({
  ...Object.fromEntries(localeCodes.map((code) => [code, absolute(localePath(code, path))])),
  "x-default": absolute(localePath(defaultLocale, path)),
});

const navOf = (locale: Locale) => readContent("navigation", locale);

// ——— reading prerendered HTML ———

/** HTML text as read: the entities Astro writes decoded. */
const decoded = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

/** The attributes of every tag named `tag` (`<link …>`, `<meta …>`), decoded. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [
        attribute[1]!,
        decoded(attribute[2]!),
      ]),
    ),
  );
}

interface Head {
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string[];
  /** hreflang → href, and how many alternate links there were (a duplicate would hide in the map). */
  alternates: Record<string, string>;
  alternateCount: number;
  ogLocale: string[];
  ogLocaleAlternates: string[];
}

function headOf(html: string): Head {
  const links = tags(html, "link");
  const metas = tags(html, "meta");
  const alternateLinks = links.filter((link) => link.rel === "alternate" && link.hreflang);
  const metaContent = (key: string) =>
    metas.filter((meta) => meta.property === key || meta.name === key).map((meta) => meta.content!);
  return {
    lang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1],
    title: decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: metaContent("description")[0],
    canonical: links.filter((link) => link.rel === "canonical").map((link) => link.href!),
    alternates: Object.fromEntries(alternateLinks.map((link) => [link.hreflang!, link.href!])),
    alternateCount: alternateLinks.length,
    ogLocale: metaContent("og:locale"),
    ogLocaleAlternates: metaContent("og:locale:alternate"),
  };
}

async function fetchHead(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), head: headOf(await response.text()) };
}

// ——— every page in every language: status, language, canonical, alternates, words ———

for (const { path, locale, url } of everyPage) {
  test(`${url} is served in ${locales[locale].name} with its own canonical, every alternate and its words`, async ({
    request,
  }) => {
    const { status, head } = await fetchHead(request, url);
    expect(status).toBe(200);
    expect(head.lang).toBe(locale);
    expect(head.canonical).toEqual([absolute(url)]);
    expect(head.alternates).toEqual(expectedAlternates(path));
    expect(head.alternateCount, "one alternate link per language, and x-default").toBe(
      localeCodes.length + 1,
    );
    const { meta } = readContent(contentOf[path], locale);
    expect(head.title).toBe(`${meta.title} | ${site.name}`);
    expect(head.description).toBe(meta.description);
    expect(head.ogLocale).toEqual([ogLocaleOf(locale)]);
    expect(head.ogLocaleAlternates).toEqual(
      localeCodes.filter((code) => code !== locale).map((code) => ogLocaleOf(code)),
    );
  });
}

test("the alternates are reciprocal: each page an alternate names names the same set, itself included", async ({
  request,
}) => {
  const heads = new Map<string, Head>();
  for (const { url } of everyPage) heads.set(absolute(url), (await fetchHead(request, url)).head);
  for (const [url, head] of heads) {
    expect(Object.values(head.alternates), `${url} names itself`).toContain(url);
    for (const [hreflang, alternate] of Object.entries(head.alternates)) {
      const other = heads.get(alternate);
      expect(other, `${url} names ${alternate} (${hreflang}), which is one of the site's pages`).toBeTruthy();
      expect(other!.alternates, `${alternate}, named by ${url}, names the same set`).toEqual(head.alternates);
      if (hreflang !== "x-default") expect(other!.lang, `${alternate} is in ${hreflang}`).toBe(hreflang);
    }
  }
});

test("the sitemap lists every page in every language, each with every alternate", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1]!)?.[1],
    alternates: Object.fromEntries(
      tags(match[1]!, "xhtml:link")
        .filter((link) => link.rel === "alternate")
        .map((link) => [link.hreflang!, link.href!]),
    ),
    alternateCount: tags(match[1]!, "xhtml:link").length,
  }));
  expect(entries.map((entry) => entry.loc).toSorted()).toEqual(
    everyPage.map(({ url }) => absolute(url)).toSorted(),
  );
  for (const { path, url } of everyPage) {
    const entry = entries.find((candidate) => candidate.loc === absolute(url))!;
    expect(entry.alternates, url).toEqual(expectedAlternates(path));
    expect(entry.alternateCount, url).toBe(localeCodes.length + 1);
  }
});

// ——— the language switcher ———

/**
 * A list of the page in every language: each language's link, named in that language, marked with
 * its `hreflang` and `lang`, in the config's order; the page's own language `aria-current="page"`.
 */
async function expectLanguageLinks(list: Locator, path: string, current: Locale) {
  const links = list.locator("a");
  await expect(links).toHaveText(localeCodes.map((code) => locales[code].name));
  for (const code of localeCodes) {
    const link = list.getByRole("link", { name: locales[code].name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", localePath(code, path));
    await expect(link).toHaveAttribute("hreflang", code);
    await expect(link).toHaveAttribute("lang", code);
    if (code === current) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link).not.toHaveAttribute("aria-current", /.*/);
  }
}

/** The header's language button: named "Sprache: Deutsch, …" in the page's language. */
const languageButton = (page: Page, locale: Locale) =>
  page.getByRole("banner").getByRole("button", {
    name: new RegExp(`^${escapeRegExp(`${navOf(locale).languages}: ${locales[locale].name}`)}`),
  });

/** Opens the header's language menu and returns its list. */
async function openHeaderLanguages(page: Page, locale: Locale) {
  const button = languageButton(page, locale);
  const panel = page.locator(`[id="${await button.getAttribute("popovertarget")}"]`);
  await button.click();
  await expect(openPopover(panel)).toHaveCount(1);
  return panel.getByRole("list", { name: navOf(locale).languages });
}

/** Opens the phone's menu and returns its language list. */
async function openPhoneLanguages(page: Page, locale: Locale) {
  const { header, languages } = navOf(locale);
  await page.getByRole("button", { name: header.menuButton, exact: true }).click();
  const menu = page.getByRole("navigation", { name: header.mobileNavLabel });
  await expect(openPopover(menu)).toHaveCount(1);
  return menu.getByRole("list", { name: languages });
}

const footerLanguages = (page: Page, locale: Locale) =>
  page.getByRole("contentinfo").getByRole("navigation", { name: navOf(locale).languages });

// One test per page: six pages in one test ran past its 30 s on a busy machine, and apart they
// spread over the workers. Each page is loaded once and then narrowed to a phone's width: the
// header folds by CSS alone (its menus are popovers), and the footer is the same at both.
for (const locale of localeCodes) {
  test.describe(`the switcher on every ${locales[locale].name} page`, () => {
    for (const path of pagePaths) {
      test(`${localePath(locale, path)}: at 1280 px the header's menu, at 375 px the phone's menu, and the footer link to the same page in each language`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(localePath(locale, path));
        const button = languageButton(page, locale);
        await expect(button).toBeVisible();
        // The current language's code beside the globe.
        await expect(button).toContainText(locale);
        await expectLanguageLinks(await openHeaderLanguages(page, locale), path, locale);
        await page.keyboard.press("Escape");
        await expectLanguageLinks(footerLanguages(page, locale), path, locale);

        await page.setViewportSize({ width: 375, height: 800 });
        await expect(button).toBeHidden();
        await expectLanguageLinks(await openPhoneLanguages(page, locale), path, locale);
      });
    }
  });
}

// The bar keeps what fits in every language (widths.spec.ts holds it at every width): the switcher
// from 1024 px, the navigation from 1152 px (`nav` in app.css); the phone's menu holds the rest.
test("the switcher folds into the phone's menu below 1024 px, the navigation below 1152 px", async ({
  page,
}) => {
  for (const [width, switcher, navigation] of [
    [1023, false, false],
    [1024, true, false],
    [1151, true, false],
    [1152, true, true],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/de/features");
    const menuButton = page.getByRole("button", { name: navOf("de").header.menuButton, exact: true });
    const mainNav = page.getByRole("navigation", { name: navOf("de").header.navLabel });
    if (switcher) await expect(languageButton(page, "de"), `${width} px`).toBeVisible();
    else await expect(languageButton(page, "de"), `${width} px`).toBeHidden();
    if (navigation) {
      await expect(mainNav, `${width} px`).toBeVisible();
      await expect(menuButton, `${width} px`).toBeHidden();
    } else {
      await expect(mainNav, `${width} px`).toBeHidden();
      await expect(menuButton, `${width} px`).toBeVisible();
    }
  }
});

/** The header's popover panels a pointer could hit now: shown and topmost at their first link. */
const shownPanels = (page: Page) =>
  page.getByRole("banner").evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>("[popover][id^='nav-menu-']")]
      .filter((panel) => {
        const link = panel.querySelector("a");
        const box = link?.getBoundingClientRect();
        if (!box || box.width === 0 || getComputedStyle(panel).visibility !== "visible") return false;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !!hit && panel.contains(hit);
      })
      .map((panel) => panel.id),
  );

// The header shows one menu at a time (app.css, `.nav-menus`), the language menu among them: a
// menu opened by a click and another shown by a resting pointer are never both painted and hit.
test("the language menu and the header's other menus are never shown together", async ({ page }) => {
  await page.goto("/de/features");
  const solutions = page
    .getByRole("banner")
    .getByRole("button", { name: navOf("de").header.menus[0]!.label });
  const languages = languageButton(page, "de");
  await solutions.click();
  await languages.hover();
  await page.waitForTimeout(400);
  expect(await shownPanels(page), "a menu open by click, the pointer on the language button").toHaveLength(1);
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 600);
  await languages.click();
  await solutions.hover();
  await page.waitForTimeout(400);
  expect(await shownPanels(page), "the language menu open by click, the pointer on a menu").toHaveLength(1);
});

/** The page has loaded in `locale`: its URL, its language and its title. */
async function expectPageIn(page: Page, path: Path, locale: Locale) {
  await expect(page).toHaveURL(endsWith(localePath(locale, path)));
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page).toHaveTitle(`${readContent(contentOf[path], locale).meta.title} | ${site.name}`);
  await expect(page.locator("h1")).toBeVisible();
}

test("following the header's, the phone menu's and the footer's links lands on the same page in that language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/de/features");
  await (await openHeaderLanguages(page, "de")).getByRole("link", { name: locales.fr.name }).click();
  await expectPageIn(page, "/features", "fr");

  await footerLanguages(page, "fr").getByRole("link", { name: locales.en.name }).click();
  await expectPageIn(page, "/features", "en");

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/pricing");
  await (await openPhoneLanguages(page, "en")).getByRole("link", { name: locales.es.name }).click();
  await expectPageIn(page, "/pricing", "es");
  await expect(page.getByRole("navigation", { name: navOf("es").header.mobileNavLabel })).toBeHidden();
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the switcher needs no script: the header's menu, the phone's and the footer's", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/es/faq");
    await (await openHeaderLanguages(page, "es")).getByRole("link", { name: locales.de.name }).click();
    await expectPageIn(page, "/faq", "de");

    await footerLanguages(page, "de").getByRole("link", { name: locales.es.name }).click();
    await expectPageIn(page, "/faq", "es");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/fr/about");
    await (await openPhoneLanguages(page, "fr")).getByRole("link", { name: locales.en.name }).click();
    await expectPageIn(page, "/about", "en");
  });
});

// ——— the external host is told the language ———

/** Every link to the external host in a page's HTML as served. */
async function hostLinks(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  return tags(html, "a")
    .map((anchor) => anchor.href ?? "")
    .filter((href) => href.startsWith(externalOrigin));
}

for (const locale of localeCodes) {
  const expected = locale === defaultLocale ? null : locale;
  test(`calls to action on every ${locales[locale].name} page carry ${expected ? `${site.languageParam}=${expected}` : `no ${site.languageParam}`} and their placement`, async ({
    request,
  }) => {
    for (const path of pagePaths) {
      const url = localePath(locale, path);
      const hrefs = await hostLinks(request, url);
      expect(hrefs.length, url).toBeGreaterThan(0);
      for (const href of hrefs) {
        const params = new URL(href).searchParams;
        expect(params.get(site.languageParam), href).toBe(expected);
        expect(params.getAll(site.languageParam).length, href).toBe(expected ? 1 : 0);
        expect(params.get(site.analytics.placementParam), href).toMatch(
          new RegExp(`^${pageIdFor(path)}\\.[a-z]+\\.[A-Za-z]+$`),
        );
      }
    }
  });
}

test("the German contact form hands off lang=de with the fields", async ({ page, context }) => {
  await context.route(`${externalOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>ok</title>" }),
  );
  const { form } = readContent("contact", "de");
  const typed = {
    firstName: "Jürgen",
    lastName: "Groß-Müller",
    email: "juergen@example.de",
    company: "Müller & Söhne GmbH",
    message: "Grüße aus Köln – 100 % Interesse",
  };
  await page.goto("/de/contact");
  await islandReady(page.locator("form[method='get']"));
  for (const [name, label] of Object.entries(form.labels)) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(typed[name as keyof typeof typed]);
  }
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: form.submit }).click();
  const opened = await popup;
  await opened.waitForURL(`${externalOrigin}/**`);
  const sent = new URL(opened.url());
  expect(sent.origin + sent.pathname).toBe(new URL(site.destinations.contact, site.externalHost).href);
  expect(Object.fromEntries(sent.searchParams)).toEqual({ [site.languageParam]: "de", ...typed });
  expect(sent.searchParams.getAll(site.languageParam)).toEqual(["de"]);
});

// ——— no guessing, and the German 404 ———

test("Accept-Language: de on / gives the English page, byte for byte, with no redirect", async ({
  request,
}) => {
  const plain = await request.get("/", { maxRedirects: 0 });
  const german = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "de" } });
  expect(german.status()).toBe(200);
  expect(german.headers().location).toBeUndefined();
  expect(await german.body()).toEqual(await plain.body());
  expect(headOf(await german.text()).lang).toBe(defaultLocale);
});

test("/de/does-not-exist answers 404 with the German not-found page, offering each language's home", async ({
  request,
  page,
}) => {
  const notFound = readContent("notFound", "de");
  const response = await request.get("/de/does-not-exist", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(headOf(html).lang).toBe("de");
  expect(headOf(html).title).toBe(`${notFound.meta.title} | ${site.name}`);

  await page.goto("/de/does-not-exist");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const main = page.getByRole("main");
  await expect(main.locator("h1")).toHaveText(notFound.content.code);
  await expect(main).toContainText(notFound.content.message);
  await expect(main.getByRole("link", { name: notFound.content.homeLabel })).toHaveAttribute(
    "href",
    localePath("de", "/"),
  );
  // Its switcher offers each language's home (the page it stands for has no other language).
  const languages = footerLanguages(page, "de");
  await expect(languages.getByRole("link")).toHaveText(localeCodes.map((code) => locales[code].name));
  for (const code of localeCodes) {
    const link = languages.getByRole("link", { name: locales[code].name, exact: true });
    await expect(link).toHaveAttribute("href", localePath(code, "/"));
    await expect(link).toHaveAttribute("hreflang", code);
    // German is the page's language, but the page is no home: current, not `page`.
    if (code === "de") await expect(link).toHaveAttribute("aria-current", "true");
    else await expect(link).not.toHaveAttribute("aria-current", /.*/);
  }
});

// ——— the calculator in the page's language ———

const calculator = (page: Page) => page.locator("#roi-calculator");

async function calculatorReadyOn(page: Page, url: string) {
  await page.goto(url);
  await islandReady(calculator(page).locator("form"));
}

/** The figures the comparison shows for these inputs, written the language's way by locale-format.ts. */
function figuresIn(locale: Locale, inputs: Partial<RoiInputs>) {
  const values = {
    ...(Object.fromEntries(
      Object.entries(roiFieldLimits).map(([key, limits]) => [key, limits.default]),
    ) as RoiInputs),
    ...inputs,
  };
  const result = calculateRoi(values, roiAssumptionsFor(readPlans(locale)));
  return {
    rate: formatPercent(values.rate, locale),
    improvedRate: formatPercent(result.improvedRate, locale),
    monthly: formatUsd(result.monthlyRevenue, locale),
    annual: formatUsd(result.annualRevenue, locale),
    cost: formatUsd(result.annualCost, locale),
    roi: formatPercent(result.roiPercent, locale, { maximumFractionDigits: 0 }),
  };
}

async function expectFigures(page: Page, locale: Locale, inputs: Partial<RoiInputs>) {
  const copy = readContent("roi", locale);
  const table = calculator(page).getByRole("table", { name: copy.results.tableCaption });
  const figures = figuresIn(locale, inputs);
  for (const [name, text] of Object.entries(figures)) {
    await expect(table, `${name} in ${locale}`).toContainText(text);
  }
  await expect(calculator(page)).not.toContainText(/NaN|Infinity|undefined/);
  return figures;
}

test("the German calculator reads German numbers and writes German figures; its link opens the same on /fr", async ({
  page,
  context,
}) => {
  const copy = readContent("roi", "de");
  const field = (key: keyof typeof copy.fields) =>
    page.getByRole("textbox", { name: copy.fields[key].label, exact: true });
  await calculatorReadyOn(page, "/de");

  // The default deal value, typed as a German writes ten thousand: read as 10000, not as 10.
  await field("deal").fill("10.000");
  await expect(field("deal")).not.toHaveAttribute("aria-invalid", "true");
  const tenThousand = await expectFigures(page, "de", { deal: 10_000 });
  // "… $": the amount, a no-break space, the sign after it.
  expect(tenThousand.monthly).toMatch(/^\d{1,3}(\.\d{3})*\u00a0\$$/);

  await field("deal").fill("25.000");
  await field("rate").fill("15,5");
  const shown = await expectFigures(page, "de", { deal: 25_000, rate: 15.5 });
  expect(shown.rate).toBe(`15,5\u00a0%`);
  // The shared link carries plain numbers, whatever the language.
  await expect(page).toHaveURL(/\/de\?deal=25000&rate=15\.5$/);

  const shared = new URL(page.url());
  const french = await context.newPage();
  await calculatorReadyOn(french, `/fr${shared.search}`);
  const frCopy = readContent("roi", "fr");
  const frField = (key: keyof typeof frCopy.fields) =>
    french.getByRole("textbox", { name: frCopy.fields[key].label, exact: true });
  await expect(frField("deal")).toHaveValue(formatEditable(25_000, "fr"));
  await expect(frField("rate")).toHaveValue(formatEditable(15.5, "fr"));
  const frFigures = await expectFigures(french, "fr", { deal: 25_000, rate: 15.5 });
  expect(frFigures.monthly).toMatch(/^\d{1,3}(\u00a0\d{3})*\u00a0\$US$/);
  await expect(french).toHaveURL(/\/fr\?deal=25000&rate=15\.5$/);
});

// ——— axe on every localised page, light and dark ———

const localisedPages = everyPage.filter(({ locale }) => locale !== defaultLocale);
const axeWidths = [375, 1280] as const;

// Each localised page once, the theme and the width turning from page to page, so each language
// is checked in both themes and at both widths across its pages. What a translation can break is
// in the words (names, labels, the lang attribute), which axe sees in either theme; colours do not
// follow the language, and the English pages hold every theme at every width (themes.spec.ts).
const axeRuns = localisedPages.map(({ url }, index) => ({
  url,
  colorScheme: index % 2 === 0 ? ("light" as const) : ("dark" as const),
  width: axeWidths[Math.floor(index / 2) % axeWidths.length]!,
}));
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const { url, width } of axeRuns.filter((run) => run.colorScheme === colorScheme))
      test(`${url} has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        expect(await axeViolations(page), `${url} at ${width}px`).toEqual([]);
      });

    test("the open language menu and the phone menu's language list pass axe", async ({ page }) => {
      // Two pages and two whole-page axe runs, twice a sibling's work: on a busy CI machine it ran
      // 32–33 s against the 30 s of one (twice in one run, its retry too).
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/fr/pricing");
      await openHeaderLanguages(page, "fr");
      expect(await axeViolations(page), "the header's language menu open").toEqual([]);

      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto("/es/contact");
      await openPhoneLanguages(page, "es");
      expect(await axeViolations(page), "the phone's menu open").toEqual([]);
    });
  });
}
