import { basename, extname } from "node:path";
import sharp from "sharp";
import { localePath } from "#src/config/locales.ts";
import { landingPath } from "#src/config/pages.ts";
import { sectionPicture } from "#src/content/pictures.ts";
import { readLandingSections, siteLandingPages } from "#src/content/read-content.ts";
import { pictureFile } from "#src/content/read-pictures.ts";
import { imageBudgets } from "#bench/budgets.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

// A landing page's pictures as the build makes them (docs/decisions/028): AVIF and WebP sources at
// several widths, the picture's own width and height, the first screen's fetched at once and
// first, and on a phone a file of the phone's size, never the upload. Every picture the content
// names, in every language; its words are read from content/.
const pictured = siteLandingPages().flatMap((landing) =>
  landing.languages.flatMap((locale) =>
    readLandingSections(landing, locale).flatMap((section, position) => {
      const picture = sectionPicture(section);
      const side = section.type === "pictureText" ? section.pictureSide : undefined;
      return picture
        ? [{ path: localePath(locale, landingPath(landing.slug)), picture, position, side }]
        : [];
    }),
  ),
);

test("the example campaign page shows a picture at its top in every language", () => {
  expect(pictured.filter(({ path, position }) => path.endsWith("/lp/revops") && position === 0)).toHaveLength(
    4,
  );
});

const phone = imageBudgets.phone;

for (const { path, picture, position } of pictured) {
  test.describe(`${path}, the picture of section ${position + 1}`, () => {
    test.use({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });

    test("has AVIF and WebP sources at several widths, its size and its words; on a phone, never the upload", async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.addInitScript(() => {
        (window as unknown as { shifts: number[] }).shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { shifts: number[] }).shifts.push(
              (entry as unknown as { value: number }).value,
            );
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      const element = page.locator("section").nth(position).locator("picture");
      for (const type of ["image/avif", "image/webp"]) {
        const srcset = await element.locator(`source[type="${type}"]`).getAttribute("srcset");
        const widths = [...(srcset ?? "").matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
        expect(widths.length, `${type} widths`).toBeGreaterThan(2);
        expect(await element.locator(`source[type="${type}"]`).getAttribute("sizes")).toBeTruthy();
      }
      const image = element.locator("img");
      const original = await sharp(pictureFile(picture.src)).metadata();
      await expect(image).toHaveAttribute("width", String(original.width));
      await expect(image).toHaveAttribute("height", String(original.height));
      await expect(image).toHaveAttribute("alt", picture.decorative ? "" : picture.alt!);
      if (position === 0) {
        await expect(image).toHaveAttribute("loading", "eager");
        await expect(image).toHaveAttribute("fetchpriority", "high");
      } else await expect(image).toHaveAttribute("loading", "lazy");

      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      // AVIF, the first source, at a width covering the picture's box at DPR 2 and smaller than
      // the upload (a picked file's naturalWidth is in CSS pixels: its width is the srcset's).
      const avif = (await element.locator('source[type="image/avif"]').getAttribute("srcset")) ?? "";
      const candidates = avif.split(", ").map((candidate) => candidate.split(" "));
      const picked = candidates.find(([url]) => url && chosen.endsWith(url));
      expect(picked, `${chosen} is one of ${avif}`).toBeDefined();
      const chosenWidth = Number(picked![1]!.replace("w", ""));
      const drawn = await image.evaluate((img) => img.getBoundingClientRect().width);
      expect(chosenWidth).toBeGreaterThanOrEqual(drawn * phone.deviceScaleFactor);
      expect(chosenWidth).toBeLessThan(original.width!);
      // Not the upload, under any name the build gives it: nothing of its kind was asked for.
      const upload = basename(picture.src, extname(picture.src));
      expect(
        requested.filter((file) => file.includes(upload) && file.endsWith(extname(picture.src))),
      ).toEqual([]);
      // Its box was kept before it arrived: nothing moved.
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    });
  });
}

/** The same pages by address: what a page holds as a whole is checked once for all its pictures. */
const picturedPages = Map.groupBy(pictured, ({ path }) => path);

for (const [path, pictures] of picturedPages) {
  test.describe(`${path} on a phone`, () => {
    test.use({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });

    test("holds the phone's picture budget before the visitor scrolls", async ({ page }) => {
      const bodies: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "image")
          bodies.push(request.sizes().then((sizes) => sizes.responseBodySize));
      });
      await page.goto(path, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      const bytes = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(imageBudgets.firstScreenBytes);
    });
  });

  const sections = `section${pictures.length > 1 ? "s" : ""} ${pictures.map(({ position }) => position + 1).join(" and ")}`;
  test(`${path}, the pictures of ${sections}: beside the words on a wide screen, axe clean in both themes`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const { position, side } of pictures) {
      const section = page.locator("section").nth(position);
      const words = await section.getByRole("heading").first().boundingBox();
      const drawn = await section.locator("picture img").boundingBox();
      // On the side the team chose (a picture-and-text section's), the right unless it says left.
      if (side === "left")
        expect(drawn!.x + drawn!.width, `section ${position + 1}`).toBeLessThanOrEqual(words!.x);
      else expect(drawn!.x, `section ${position + 1}`).toBeGreaterThanOrEqual(words!.x + words!.width);
    }
    // axe reads the whole of main: once per theme for all the page's pictures.
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page, "main"), colorScheme).toEqual([]);
    }
  });
}
