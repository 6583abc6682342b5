/**
 * The metrics of the system fonts the brand face falls back to, as capsize measured them from each
 * font's own file (the package @capsizecss/metrics, version 4.3.0): what `npm run font` sizes each
 * fallback by (docs/fonts.md). Five records kept here rather than that package as a dependency:
 * it holds every Google and system font, 29,597 files and 169 MB in every install, for a command
 * run when the brand face changes. They change only if these fonts' files do. Liberation Sans 2
 * is Arimo: the same outlines and metrics as Arial.
 */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

export const arial: FontMetrics = {
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
export const arimo: FontMetrics = {
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
export const helvetica: FontMetrics = {
  ascent: 1577,
  descent: -471,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
export const roboto: FontMetrics = {
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
};
export const segoeUI: FontMetrics = {
  ascent: 2210,
  descent: -514,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 908,
};
