import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import subsetFont from "subset-font";
import { logoMarkSvg } from "#src/components/layout/logo-mark.ts";
import { brandFont, fontCut } from "#src/config/font.ts";
import { site } from "#src/config/site.ts";
import { brandColour } from "./brand-colours.ts";
import { shareCard } from "./share-image.ts";
import { pictureFile } from "#src/content/read-pictures.ts";
import { keepDashWithWord } from "./typography.ts";

/**
 * A page's share card, drawn by the build from its words (docs/editing.md, "How a page looks when
 * shared"): a PNG of `shareCard`'s size on the brand's ink, the mark and the name, the page's title large and
 * its description below. No browser: sharp's own text renderer (Pango, with HarfBuzz shaping)
 * sets the words in the site's face, so a static host's build draws the same card. The colours
 * are the light theme's ink tokens (brand-colours.ts), the face is the site's one cut file, the mark is
 * logo-mark.ts's: nothing here restates the brand.
 */

const margin = 72;
/** The words' box: the card less its margins. */
const textWidth = shareCard.width - 2 * margin;
/** The mark's side, and the name's size beside it. */
const markSize = 60;
const nameSize = 40;
/** The highest the words may reach: below the mark with room to breathe. */
const titleCeiling = margin + markSize + 40;
/** Title sizes tried largest first: the largest that sets every word whole in its lines wins. */
const titleSizes = [76, 68, 60, 54, 48, 42] as const;
const titleMaxLines = 3;
const descriptionSize = 28;
const descriptionMaxLines = 2;
const gap = 32;
const addressSize = 24;
const addressGap = 16;
/** The scope's centre, top right, where the rings spread from (the site's motif-scope). */
const scope = { x: 1060, y: 120 };

const colour = brandColour;

/**
 * Pango reads a TrueType file, not the woff2 the pages load: the same cut file, unpacked once per
 * build into a temporary folder (subset-font, over exactly the characters it has, drops nothing).
 */
let fontFile: Promise<string> | undefined;
function brandFontFile(): Promise<string> {
  fontFile ??= subsetFont(readFileSync(brandFont.outFile), String.fromCodePoint(...fontCut.codePoints()), {
    targetFormat: "truetype",
  }).then((ttf) => {
    const file = join(mkdtempSync(join(tmpdir(), "share-card-")), "brand.ttf");
    writeFileSync(file, ttf);
    return file;
  });
  return fontFile;
}

const escapeMarkup = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

interface TextStyle {
  size: number;
  weight: 400 | 700;
  colour: string;
  /** Tracking in em, as app.css writes it. */
  tracking: number;
}

/** Words set in the brand face: an image as tall as their lines, wrapped to `width` when given. */
async function setText(text: string, style: TextStyle, width?: number) {
  // At 72 dpi a point is a pixel; Pango's letter spacing counts 1024ths of a point.
  const spacing = Math.round(style.tracking * style.size * 1024);
  const markup = `<span foreground="${style.colour}" font_weight="${style.weight}" letter_spacing="${spacing}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${brandFont.family} ${style.size}`,
      fontfile: await brandFontFile(),
      dpi: 72,
      rgba: true,
      // A word wider than the line breaks inside it (Pango adds the hyphen): nothing overflows.
      ...(width === undefined ? {} : { width, wrap: "word-char" as const }),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

const lineHeights = new Map<string, Promise<{ one: number; advance: number }>>();
/** The height of one line in `style`, and what each further line adds: measured once per style. */
function lineHeight(style: TextStyle) {
  const key = JSON.stringify(style);
  let heights = lineHeights.get(key);
  if (!heights) {
    heights = Promise.all([setText("H", style), setText("H\nH", style)]).then(([one, two]) => ({
      one: one.height,
      advance: two.height - one.height,
    }));
    lineHeights.set(key, heights);
  }
  return heights;
}

/** How many lines a text set in `style` at `width` takes. */
async function lineCounter(style: TextStyle) {
  const { one, advance } = await lineHeight(style);
  return async (text: string, width: number) => {
    const set = await setText(text, style, width);
    return { ...set, lines: 1 + Math.round((set.height - one) / advance) };
  };
}

/**
 * The text in at most `maxLines` lines of `width`: whole if it fits, else its longest start of
 * whole words that fits with an ellipsis (a binary search on the number of words).
 */
async function clamp(text: string, style: TextStyle, width: number, maxLines: number) {
  const count = await lineCounter(style);
  const whole = await count(text, width);
  if (whole.lines <= maxLines) return whole;
  const words = text.split(/ +/);
  let [low, high] = [0, words.length - 1];
  let best = await count("…", width);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const attempt = await count(
      `${words
        .slice(0, middle)
        .join(" ")
        .replace(/[\s,.;:–—-]+$/, "")}…`,
      width,
    );
    if (attempt.lines <= maxLines) [low, best] = [middle, attempt];
    else high = middle - 1;
  }
  return best;
}

/**
 * The title's lines made as even as they go (the site's headings are `text-wrap: balance`): the
 * narrowest width, no narrower than its widest word, that keeps the same number of lines.
 */
async function balance(
  set: Awaited<ReturnType<Awaited<ReturnType<typeof lineCounter>>>>,
  widestWord: number,
  count: Awaited<ReturnType<typeof lineCounter>>,
  title: string,
) {
  if (set.lines < 2) return set;
  let [low, high, best] = [Math.max(widestWord, Math.floor(textWidth / set.lines)), textWidth, set];
  while (high - low > 8) {
    const middle = Math.floor((low + high) / 2);
    const attempt = await count(title, middle);
    if (attempt.lines === set.lines) [high, best] = [middle, attempt];
    else low = middle;
  }
  return best;
}

/**
 * The title at the largest size whose every word fits a line whole and whose lines are at most
 * three (so "Preise" is set large and a German compound is never split when a smaller size would
 * hold it); at the smallest size it is wrapped inside words if it must and clamped.
 */
async function setTitle(title: string, height: number) {
  for (const size of titleSizes) {
    const style: TextStyle = { size, weight: 700, colour: colour.inkForeground, tracking: -0.04 };
    const widestWord = await setText(title.split(/[ \u00a0]+/).join("\n"), style);
    if (widestWord.width > textWidth) continue;
    const count = await lineCounter(style);
    const set = await count(title, textWidth);
    if (set.lines <= titleMaxLines && set.height <= height)
      return balance(set, widestWord.width, count, title);
  }
  const smallest: TextStyle = {
    size: titleSizes.at(-1)!,
    weight: 700,
    colour: colour.inkForeground,
    tracking: -0.04,
  };
  return clamp(title, smallest, textWidth, titleMaxLines + 1);
}

/** The ink ground with the scope's rings and the dot grid fading out from the top right. */
function background(): Buffer {
  const rings = Array.from({ length: 9 }, (_, index) => 80 * (index + 1))
    .map(
      (r) =>
        `<circle cx="${scope.x}" cy="${scope.y}" r="${r}" fill="none" stroke="${colour.ringOnInk}" stroke-opacity="0.28" stroke-width="2"/>`,
    )
    .join("");
  // The contact the scope found: on its second ring at 45°, as in the mark.
  const found = { x: scope.x - 160 * Math.SQRT1_2, y: scope.y + 160 * Math.SQRT1_2 };
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shareCard.width}" height="${shareCard.height}">
<defs>
<radialGradient id="fade" cx="${scope.x}" cy="${scope.y}" r="760" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="#fff"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<mask id="scope"><rect width="100%" height="100%" fill="url(#fade)"/></mask>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.4" fill="${colour.inkForeground}" fill-opacity="0.1"/></pattern>
</defs>
<rect width="100%" height="100%" fill="${colour.ink}"/>
<g mask="url(#scope)"><rect width="100%" height="100%" fill="url(#dots)"/>${rings}</g>
<circle cx="${found.x}" cy="${found.y}" r="14" fill="${colour.ringOnInk}" stroke="${colour.ink}" stroke-width="8"/>
</svg>`,
  );
}

export interface ShareCardWords {
  title: string;
  description: string;
  /** The page's address without its scheme (the origin's host, then `/de/pricing`), set above the title. */
  address: string;
}

/**
 * Drawn cards kept between builds, by what makes them: the words, and every file the drawing reads
 * (this module, the mark, the dash rule, the colours, the face) with sharp's libraries. A card is
 * some twenty text layouts; a build on a busy machine spent 12 s on 28 of them.
 */
const cacheFolder = join("node_modules", ".cache", "share-cards");
const drawingSources = [
  "src/lib/share-card.ts",
  "src/components/layout/logo-mark.ts",
  "src/lib/typography.ts",
  "src/lib/brand-colours.ts",
  "src/styles/app.css",
  brandFont.outFile,
];
let drawingKey: string | undefined;
function cacheFile(words: ShareCardWords): string {
  drawingKey ??= createHash("sha256")
    .update(JSON.stringify(sharp.versions))
    .update(Buffer.concat(drawingSources.map((file) => readFileSync(file))))
    .digest("hex");
  const key = createHash("sha256").update(drawingKey).update(JSON.stringify(words)).digest("hex");
  return join(cacheFolder, `${key}.png`);
}

/** The card of one page in one language, as a PNG: from the cache when nothing it is made of changed. */
export async function drawShareCard(words: ShareCardWords): Promise<Buffer> {
  const file = cacheFile(words);
  try {
    return readFileSync(file);
  } catch {
    const png = await drawCard(words);
    try {
      mkdirSync(cacheFolder, { recursive: true });
      // Written aside and renamed, so a build stopped halfway never leaves half a card to read.
      writeFileSync(`${file}.${process.pid}`, png);
      renameSync(`${file}.${process.pid}`, file);
    } catch {
      // A read-only node_modules only costs the next build the drawing again.
    }
    return png;
  }
}

/** One layer of the card's words or mark: a PNG and where it lies. */
export interface CardLayer {
  name: "mark" | "name" | "address" | "title" | "description";
  input: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A set text as a layer at its place. */
const layer = (
  name: CardLayer["name"],
  set: { png: Buffer; width: number; height: number },
  left: number,
  top: number,
): CardLayer => ({ name, input: set.png, left, top, width: set.width, height: set.height });

/**
 * The card's words and mark, each set and placed: from the bottom up, the description in at most
 * two lines, the title above it in what is left, the address above the title.
 */
export async function cardLayers({ title, description, address }: ShareCardWords): Promise<CardLayer[]> {
  const name = await setText(site.name, {
    size: nameSize,
    weight: 700,
    colour: colour.inkForeground,
    tracking: -0.02,
  });
  const mark = Buffer.from(logoMarkSvg({ tile: colour.primary, ink: "#ffffff", size: markSize }));
  const descriptionSet = await clamp(
    description,
    { size: descriptionSize, weight: 400, colour: colour.inkMuted, tracking: 0 },
    textWidth - 96,
    descriptionMaxLines,
  );
  const descriptionTop = shareCard.height - margin - descriptionSet.height;
  const addressSet = await clamp(
    address,
    { size: addressSize, weight: 700, colour: colour.ringOnInk, tracking: 0.02 },
    textWidth,
    1,
  );
  const titleSet = await setTitle(
    keepDashWithWord(title),
    descriptionTop - gap - titleCeiling - addressSet.height - addressGap,
  );
  const titleTop = Math.max(
    titleCeiling + addressSet.height + addressGap,
    descriptionTop - gap - titleSet.height,
  );
  return [
    { name: "mark", input: mark, left: margin, top: margin, width: markSize, height: markSize },
    layer("name", name, margin + markSize + 20, margin + Math.round((markSize - name.height) / 2)),
    layer("address", addressSet, margin, titleTop - addressGap - addressSet.height),
    layer("title", titleSet, margin, titleTop),
    layer("description", descriptionSet, margin, descriptionTop),
  ];
}

/** The card drawn afresh, without the cache. */
export async function drawCard(words: ShareCardWords): Promise<Buffer> {
  const layers = await cardLayers(words);
  return sharp(background())
    .composite(layers.map(({ input, left, top }) => ({ input, left, top })))
    .png()
    .toBuffer();
}

/**
 * A picture the team uploaded for sharing (content/images/, checked as every upload is:
 * read-pictures.ts), as the card's PNG: turned upright as the camera meant, then cut to the card's
 * size from its middle, so a picture of any shape fills the card with nothing stretched.
 */
export async function uploadedShareCard(src: string, root?: string): Promise<Buffer> {
  return sharp(pictureFile(src, root))
    .rotate()
    .resize(shareCard.width, shareCard.height, { fit: "cover" })
    .png()
    .toBuffer();
}
