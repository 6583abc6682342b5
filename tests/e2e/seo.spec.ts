import { createHash } from "node:crypto";
import sharp from "sharp";
import { contentReader, readPlans, readSite, servedLandingPages } from "#src/content/read-content.ts";
import { localeCodes, localePath } from "#src/config/locales.ts";
import { adminPath, landingPath } from "#src/config/pages.ts";
import { sharedPages, shareImagePath } from "#src/lib/share-image.ts";
import { expect, pages, site, test } from "./fixtures.ts";

const absolute = (path: string) => new URL(path, site.origin).href;
/** An attribute's text as the page wrote it: Astro escapes &, <, >, " and '. */
const decode = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

test("sitemap lists exactly the six pages in every language on the configured origin; robots points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Each page in every language, in the config's orders; their alternates: languages.spec.ts.
  expect(locs).toEqual(
    pages.flatMap((path) => localeCodes.map((locale) => absolute(localePath(locale, path)))),
  );
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  expect(robots).not.toMatch(/Disallow: \/\s/);
});

for (const path of pages) {
  test(`${path} has social cards and JSON-LD in the prerendered HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const meta = (key: string) =>
      html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
    expect(meta("og:url")).toBe(absolute(path));
    expect(meta("og:title")).toMatch(new RegExp(`\\| ${site.name}$`));
    expect(meta("og:description")!.length).toBeGreaterThan(50);
    expect(meta("og:image")).toBe(absolute(shareImagePath("en", path)));
    expect(meta("twitter:card")).toBe("summary_large_image");

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { "@type": string; name?: string; url?: string },
    );
    const types = blocks.map((block) => block["@type"]);
    expect(types).toContain("Organization");
    expect(types).toContain("WebSite");
    expect(types).not.toContain("Review");
    expect(types).not.toContain("AggregateRating");
    expect(blocks.find((block) => block["@type"] === "Organization")?.url).toBe(absolute("/"));
  });
}

test("every page in every language names its own share image: a 1200×630 PNG, served, unlike any other", async ({
  request,
}) => {
  const content = contentReader(readSite());
  // Every landing page has its card from the build, one that has not started or has ended too (it
  // may go live without a rebuild), but only a page served now can be asked for its head.
  const notServed = new Set(
    content.site.landingPages
      .filter((landing) => !servedLandingPages().some((served) => served.slug === landing.slug))
      .map((landing) => landingPath(landing.slug)),
  );
  const shared = sharedPages(content).filter(({ path }) => !notServed.has(path));
  const seen = new Map<string, string>();
  for (const { path, locale, title } of shared) {
    const address = localePath(locale, path);
    const html = await (await request.get(address)).text();
    const meta = (key: string) =>
      html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
    const image = meta("og:image")!;
    expect(image, address).toBe(absolute(shareImagePath(locale, path)));
    expect(meta("twitter:image"), address).toBe(image);
    expect([meta("og:image:width"), meta("og:image:height"), meta("og:image:type")], address).toEqual([
      "1200",
      "630",
      "image/png",
    ]);
    // The drawn card shows the page's title; a landing page may describe its image in its own words.
    const landing = content.site.landingPages.find((page) => path.endsWith(`/${page.slug}`));
    const own = landing && content.landing(landing, locale).shareImageAlt;
    expect(decode(meta("og:image:alt")!), address).toBe(own ?? `${title} | ${site.name}`);

    const response = await request.get(new URL(image).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/png");
    const png = await response.body();
    const { format, width, height } = await sharp(png).metadata();
    expect([format, width, height], image).toEqual(["png", 1200, 630]);
    const hash = createHash("sha256").update(png).digest("hex");
    expect(seen.get(hash), `${image} is the same picture as ${seen.get(hash)}`).toBeUndefined();
    seen.set(hash, image);
  }
  expect(seen.size).toBe(shared.length);
});

test("/pricing describes the product with an Offer per priced plan and period", async ({ request }) => {
  const plans = readPlans();
  const html = await (await request.get("/pricing")).text();
  const product = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(
      (match) =>
        JSON.parse(match[1]!) as {
          "@type": string;
          image?: string;
          offers?: { price: number; priceCurrency: string; url: string }[];
        },
    )
    .find((block) => block["@type"] === "Product");
  expect(product).toBeTruthy();
  const prices = product!.offers!.map((offer) => [
    new URL(offer.url).searchParams.get("plan"),
    new URL(offer.url).searchParams.get("billing"),
    offer.price,
    offer.priceCurrency,
  ]);
  const expected = plans.flatMap((plan) =>
    plan.price
      ? [
          [plan.id, "monthly", plan.price.monthly, "USD"],
          [plan.id, "annual", plan.price.annual * 12, "USD"],
        ]
      : [],
  );
  expect(prices).toEqual(expected);
  // The Product's image is the pricing page's share image, served from this site.
  expect(product!.image).toBe(absolute(shareImagePath("en", "/pricing")));
  expect((await request.get(new URL(product!.image!).pathname)).status()).toBe(200);
});

test("the content editor stays apart: no page links to it or loads from it; it is noindex", async ({
  page,
  request,
}) => {
  const editorRequests: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith(adminPath)) editorRequests.push(sent.url());
  });
  for (const path of [...pages, "/404"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain(adminPath);
    await page.goto(path);
    await page.mouse.wheel(0, 20_000);
  }
  expect(editorRequests).toEqual([]);
  const editor = await request.get(adminPath);
  expect(editor.status()).toBe(200);
  expect(editor.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
});
