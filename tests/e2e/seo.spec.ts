import { readPlans } from "#src/content/read-content.ts";
import { localeCodes, localePath } from "#src/config/locales.ts";
import { adminPath } from "#src/config/pages.ts";
import { expect, pages, site, test } from "./fixtures.ts";

const absolute = (path: string) => new URL(path, site.origin).href;

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
    expect(meta("og:image")).toBe(absolute("/social/og.png"));
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

test("the social image is a 1200×630 PNG", async ({ request }) => {
  const response = await request.get("/social/og.png");
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
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
  // The Product's image is the social image, served from this site.
  expect(product!.image).toBe(absolute("/social/og.png"));
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
