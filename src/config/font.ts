/**
 * The brand typeface and the characters its file is cut to, stated once: `npm run font`
 * (scripts/make-font.ts) cuts the file and writes src/styles/fonts.css from these, and the unit
 * tests hold the content to the cut (docs/fonts.md).
 */
export const brandFont = {
  family: "Plus Jakarta Sans",
  /** The npm package the file is cut from (Fontsource's variable build, SIL OFL 1.1). */
  package: "@fontsource-variable/plus-jakarta-sans",
  sourceFile: "plus-jakarta-sans-latin-wght-normal.woff2",
  /** The weight axis kept: body 400, labels 500, titles 600, display and figures 700. */
  weights: { min: 400, max: 700 },
  outFile: "src/assets/fonts/plus-jakarta-sans-latin1-wght.woff2",
  cssFile: "src/styles/fonts.css",
  /**
   * On the wire, gzip or not (woff2 is compressed already): each round trip more the file takes costs
   * the slow phone 150 ms of LCP (docs/fonts.md).
   */
  maxBytes: 21_000,
} as const;

/**
 * Latin-1 and the typographic punctuation the family has: dashes, curly quotes, bullet, ellipsis,
 * primes, guillemets, fraction slash, euro, trade mark, minus, thin space, Œ/œ. A character outside
 * these (U+202F, the arrows, anything latin-ext) is drawn by the fallback face of the same
 * metrics, and never pulls a second file.
 */
const ranges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

export const fontCut = {
  description: "Latin-1 and typographic punctuation",
  codePoints(): number[] {
    return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index));
  },
  covers(codePoint: number): boolean {
    return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
  },
  /** The @font-face unicode-range: the browser uses the file only for these. */
  unicodeRange(): string {
    return ranges
      .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
      .join(", ");
  },
};
