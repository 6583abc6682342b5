import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { localeCodes } from "#src/config/locales.ts";
import { pagePaths } from "#src/config/pages.ts";
import { site } from "#src/config/site.ts";
import { contentReader, readSite } from "#src/content/read-content.ts";
import { pageHead } from "./meta.ts";
import { cardLayers, drawCard, uploadedShareCard, type ShareCardWords } from "./share-card.ts";
import { shareCard, sharedPages, shareImagePath } from "./share-image.ts";

const pages = sharedPages(contentReader(readSite()));
const margin = 72;

/** Where the card's words have ink: the bounding box of their layers' opaque pixels, set alone. */
async function inkBounds(words: ShareCardWords) {
  const layers = await cardLayers(words);
  const { data, info } = await sharp({
    create: { ...shareCard, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(layers.map(({ input, left, top }) => ({ input, left, top })))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * 4 + 3]! > 24) {
        [left, top] = [Math.min(left, x), Math.min(top, y)];
        [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
      }
  return { left, top, right, bottom, layers };
}

/** Where the card's words lie: within its margins, each layer below the one before it. */
async function placement(words: ShareCardWords) {
  const { left, top, right, bottom, layers } = await inkBounds(words);
  const [mark, , address, title, description] = layers;
  // A glyph's side bearing may reach a few pixels past its box: 4 px of slack on each margin.
  return {
    leftMargin: left >= margin - 4,
    topMargin: top >= margin - 4,
    rightMargin: right < shareCard.width - margin + 4,
    bottomMargin: bottom < shareCard.height - margin + 4,
    belowMark: address!.top > mark!.top + mark!.height,
    addressAboveTitle: address!.top + address!.height <= title!.top,
    titleAboveDescription: title!.top + title!.height <= description!.top,
  };
}
const kept = {
  leftMargin: true,
  topMargin: true,
  rightMargin: true,
  bottomMargin: true,
  belowMark: true,
  addressAboveTitle: true,
  titleAboveDescription: true,
};

describe("the share image of every page", () => {
  it("is named for each page in each language, one image each", () => {
    const paths = pages.map(({ locale, path }) => shareImagePath(locale, path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const { locale, path } of pages) {
      const head = pageHead({ title: "x", description: "x", path }, { locale });
      const image = head.cards.find((card) => "property" in card && card.property === "og:image");
      expect(new URL(image!.content).pathname).toBe(shareImagePath(locale, path));
    }
  });

  it("holds every page: the six pages and every landing page, in each of their languages", () => {
    const content = readSite();
    const landingCards = content.landingPages.reduce((sum, landing) => sum + landing.languages.length, 0);
    expect(pages.length).toBe(pagePaths.length * localeCodes.length + landingCards);
  });
});

/** A band of one colour, 900 × 600. */
const band = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe("a share picture the team uploaded", () => {
  it("is cut to the card's size from its middle, whatever its shape, as a PNG", async () => {
    const root = mkdtempSync(join(tmpdir(), "share-upload-"));
    try {
      mkdirSync(join(root, "images"));
      // A tall photo: its middle band, red, is what the card keeps; blue above, green below.
      await sharp({ create: { width: 900, height: 1800, channels: 3, background: "#00f" } })
        .composite([
          { input: await band("#f00"), top: 600, left: 0 },
          { input: await band("#0f0"), top: 1200, left: 0 },
        ])
        .jpeg()
        .toFile(join(root, "images/tall.jpg"));
      const card = await uploadedShareCard("images/tall.jpg", root);
      const { format, width, height } = await sharp(card).metadata();
      expect([format, width, height]).toEqual(["png", shareCard.width, shareCard.height]);
      const { dominant } = await sharp(card).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect([dominant.g, dominant.b].every((channel) => channel < 60)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("takes the drawn card's place for its page and language only", () => {
    // A landing page of the content, copied as a new page with a picture in its first language and
    // another in its second: whatever today's pages upload.
    const content = readSite();
    const copies = content.landingPages.slice(0, 1).map((model) => {
      const [first, second] = model.languages;
      const pictureFor = (locale: string) =>
        locale === first ? "images/first.png" : locale === second ? "images/second.png" : undefined;
      const data = Object.fromEntries(
        model.languages.map((locale) => {
          const picture = pictureFor(locale);
          return [
            locale,
            { ...model.data[locale]!, shareImage: picture, shareImageAlt: picture && "A picture" },
          ];
        }),
      );
      const copy = { ...model, slug: `${model.slug}-pictured`, data };
      return { copy, expected: model.languages.map((locale) => [locale, pictureFor(locale)]) };
    });
    const withCopies = sharedPages(
      contentReader({
        ...content,
        landingPages: [...content.landingPages, ...copies.map(({ copy }) => copy)],
      }),
    );
    for (const { copy, expected } of copies)
      expect(
        withCopies
          .filter(({ path }) => path.endsWith(`/${copy.slug}`))
          .map(({ locale, upload }) => [locale, upload]),
      ).toEqual(expected);
    // The six pages are always drawn.
    expect(withCopies.filter(({ path }) => !path.startsWith("/lp/")).map(({ upload }) => upload)).toEqual(
      pagePaths.flatMap(() => localeCodes.map(() => undefined)),
    );
  });
});

describe("a drawn share card", { timeout: 60_000 }, () => {
  it("is a 1200×630 PNG, different for two pages and for two languages of one page", async () => {
    const pick = (locale: string, path: string) =>
      pages.find((page) => page.locale === locale && page.path === path)!;
    const [home, pricing, pricingDe] = await Promise.all(
      [pick("en", "/"), pick("en", "/pricing"), pick("de", "/pricing")].map((page) => drawCard(page)),
    );
    for (const png of [home!, pricing!, pricingDe!]) {
      const metadata = await sharp(png).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1200, 630]);
    }
    expect(home!.equals(pricing!)).toBe(false);
    expect(pricing!.equals(pricingDe!)).toBe(false);
  });

  it("keeps the longest title and description in the content inside its margins", async () => {
    const longest = (key: "title" | "description") =>
      pages.reduce((found, page) => (page[key].length > found[key].length ? page : found));
    expect(await placement(longest("title"))).toEqual(kept);
    expect(await placement({ ...longest("title"), description: longest("description").description })).toEqual(
      kept,
    );
  });

  it("sets any words a marketer may write, markup characters and those the face lacks among them", async () => {
    const words = { title: "R&D <b>Teams</b> → 2× faster 🚀", description: "A & B <i>", address: "x/lp/x" };
    expect(await placement(words)).toEqual(kept);
    const { format } = await sharp(await drawCard(words)).metadata();
    expect(format).toBe("png");
  });

  it("keeps a title of one long German compound, and a title too long for any size, inside", async () => {
    const words = { description: "Kurz.", address: `${new URL(site.origin).host}/de/lp/x` };
    expect(
      await placement({
        ...words,
        title: "Kontaktdatenverifizierungsplattformverantwortlichenschulungsunterlagen",
      }),
    ).toEqual(kept);
    expect(
      await placement({
        ...words,
        title: Array.from({ length: 12 }, () => "Vertriebsdatenqualitätssicherung").join(" "),
        description: Array.from({ length: 40 }, () => "Kontaktdaten").join(" "),
      }),
    ).toEqual(kept);
  });
});
