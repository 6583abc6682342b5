/**
 * The mark's drawing, stated once for the header and footer (logo.tsx), the favicon, the logo
 * picture and the share cards (src/pages/favicon.svg.ts, src/pages/social/): the scope. A ring around the search's origin, and on it
 * the contact it found, set off from the ring by a gap in the tile's colour. The pages draw the
 * same rings large (app.css, motif-scope). On a 32-unit tile with rounded corners.
 */
export const logoMark = {
  viewBox: "0 0 32 32",
  tileRadius: 8,
  strokeWidth: 2.5,
  ring: { cx: 15, cy: 17, r: 9 },
  origin: { cx: 15, cy: 17, r: 2.75 },
  /** On the ring at 45°, up and to the right; its halo is drawn in the tile's colour. */
  found: { cx: 21.36, cy: 10.64, r: 3.5, halo: 2 },
} as const;

/** The mark as a standalone SVG in the given colours (favicon, social images). */
export function logoMarkSvg({ tile, ink, size }: { tile: string; ink: string; size?: number }): string {
  const dimensions = size === undefined ? "" : ` width="${size}" height="${size}"`;
  const { ring, origin, found } = logoMark;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMark.viewBox}"${dimensions}>`,
    `<rect width="32" height="32" rx="${logoMark.tileRadius}" fill="${tile}"/>`,
    `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="${ink}" stroke-width="${logoMark.strokeWidth}"/>`,
    `<circle cx="${origin.cx}" cy="${origin.cy}" r="${origin.r}" fill="${ink}"/>`,
    `<circle cx="${found.cx}" cy="${found.cy}" r="${found.r}" fill="${ink}" stroke="${tile}" stroke-width="${found.halo}"/>`,
    "</svg>",
  ].join("");
}
