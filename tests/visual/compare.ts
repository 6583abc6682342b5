import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import pixelmatch from "pixelmatch";
import { Transformer } from "@napi-rs/image";
import { PNG } from "pngjs";
import { baselinesDir, maxDiffPixelsFor, tolerance } from "./matrix.ts";

/**
 * The comparison for the engines Playwright cannot drive (Firefox ESR, WebKitGTK): a shot against
 * its committed baseline with pixelmatch, at the same tolerance as Chromium's. With
 * VISUAL_UPDATE=1 (`npm run visual:update`) the shot becomes the baseline instead.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const root = join(import.meta.dirname, "../..");
/** Playwright's default mask colour, so a masked box looks the same in every engine's baselines. */
const maskColour = [0xff, 0x00, 0xff];

/** Paints each rectangle over the image, as Playwright's `mask` does. */
function paint(png: PNG, rects: Rect[]) {
  for (const rect of rects) {
    const x0 = Math.max(0, Math.floor(rect.x));
    const y0 = Math.max(0, Math.floor(rect.y));
    const x1 = Math.min(png.width, Math.ceil(rect.x + rect.width));
    const y1 = Math.min(png.height, Math.ceil(rect.y + rect.height));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * png.width + x) * 4;
        png.data.set([...maskColour, 255], i);
      }
    }
  }
}

/** A lossless WebP baseline as RGBA pixels. */
async function readWebp(file: string) {
  const image = new Transformer(await readFile(file));
  const { width, height } = await image.metadata();
  const pixels = await image.rawPixels();
  const png = new PNG({ width, height });
  // An opaque image decodes as RGB, three bytes a pixel; pngjs holds RGBA.
  if (pixels.length === width * height * 4) png.data.set(pixels);
  else
    for (let from = 0, to = 0; to < png.data.length; from += 3, to += 4)
      png.data.set([pixels[from]!, pixels[from + 1]!, pixels[from + 2]!, 255], to);
  return png;
}

/** The part of `png` inside `rect`. */
function crop(png: PNG, rect: Rect) {
  const x = Math.max(0, Math.round(rect.x));
  const y = Math.max(0, Math.round(rect.y));
  const width = Math.min(png.width - x, Math.round(rect.width));
  const height = Math.min(png.height - y, Math.round(rect.height));
  const part = new PNG({ width, height });
  PNG.bitblt(png, part, x, y, width, height, 0, 0);
  return part;
}

/**
 * Compares a screenshot with `baselines/<engine>/<name>.png` after painting `masks` over it and
 * cutting it to `clip` (both in the screenshot's pixels). Returns null when it matches, or what
 * differs, naming the shot and where its diff image was written.
 */
export async function compareShot(options: {
  engine: string;
  name: string;
  screenshot: Buffer;
  masks: Rect[];
  clip?: Rect;
  outDir: string;
}): Promise<string | null> {
  const { engine, name } = options;
  let actual: PNG = PNG.sync.read(options.screenshot);
  paint(actual, options.masks);
  if (options.clip) actual = crop(actual, options.clip);
  // Lossless WebP: the same pixels as PNG in half the bytes (the baselines' budget, matrix.ts).
  const baselineFile = join(baselinesDir, engine, `${name}.webp`);
  const actualFile = join(options.outDir, `${name}-actual.png`);
  const label = `${engine} ${name}`;

  if (process.env.VISUAL_UPDATE === "1") {
    await mkdir(dirname(baselineFile), { recursive: true });
    await writeFile(
      baselineFile,
      await Transformer.fromRgbaPixels(actual.data, actual.width, actual.height).webpLossless(),
    );
    return null;
  }
  if (!existsSync(baselineFile)) {
    await mkdir(options.outDir, { recursive: true });
    await writeFile(actualFile, PNG.sync.write(actual));
    return `${label}: no baseline at ${relative(root, baselineFile)} (npm run visual:update writes it)`;
  }
  const expected = await readWebp(baselineFile);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    await mkdir(options.outDir, { recursive: true });
    await writeFile(actualFile, PNG.sync.write(actual));
    return `${label}: ${actual.width}×${actual.height} px, the baseline is ${expected.width}×${expected.height}; now in ${relative(root, actualFile)}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: tolerance.threshold,
  });
  const allowed = maxDiffPixelsFor(engine);
  if (differing <= allowed) return null;
  const diffFile = join(options.outDir, `${name}-diff.png`);
  await mkdir(options.outDir, { recursive: true });
  await Promise.all([
    writeFile(actualFile, PNG.sync.write(actual)),
    writeFile(diffFile, PNG.sync.write(diff)),
  ]);
  return `${label}: ${differing} pixels differ (at most ${allowed} may); diff in ${relative(root, diffFile)}`;
}
