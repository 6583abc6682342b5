import { defaultLocale, type Locale } from "#src/config/locales.ts";
import type { RoiCopy } from "#src/content/schema/roi.ts";
import { cn } from "#src/lib/cn.ts";
import type { RoiChart as RoiChartData } from "#src/lib/roi/chart.ts";

// Positions fixed by the design, not by the data: the gridlines sit at quarters of the plot's
// height and the month labels at quarters of its width, so plain classes place their labels
// (the CSP allows no style attributes). Bottom up, as `chart.ticks` is. On phones only the start,
// month 6 and month 12 are labelled, so the labels never run into each other at 320 px.
const tickPlaces = ["top-3/4", "top-1/2", "top-1/4", "top-0"];
const monthPlaces = [
  "left-0",
  "left-1/4 -translate-x-1/2 max-sm:hidden",
  "left-1/2 -translate-x-1/2",
  "left-3/4 -translate-x-1/2 max-sm:hidden",
  "right-0",
];

// Lines keep their width however the plot stretches; shapes glide to new inputs only when the
// visitor allows motion.
const stroke = { vectorEffect: "non-scaling-stroke", fill: "none" } as const;
// Never while a shared link is restored (linked-directive.ts): the chart appears at its figures.
const glide =
  "motion-safe:transition-[d] motion-safe:duration-300 motion-safe:ease-out unsettled:transition-none!";
// The value axis's column: English labels are short ("$800K"); the others set the sign and the
// abbreviation off with spaces ("800.000 $", "1,5 Mio. $", "800 mil US$"), up to 11 characters.
const tickColumn = {
  short: "grid-cols-[2.75rem_1fr]",
  long: "grid-cols-[4.75rem_1fr]",
};

/**
 * The calculator's 12-month picture, drawn with SVG; part of the ROI calculator island, so it
 * follows the inputs in the browser as the figures do, and is prerendered with the example's
 * figures. One image for sight (role="img" with a sentence saying what it shows) and a visually
 * hidden table with the same figures for screen readers. `chart` is null while an input is invalid.
 */
export function RoiChart({
  chart,
  copy,
  locale = defaultLocale,
}: {
  chart: RoiChartData | null;
  copy: RoiCopy["chart"];
  /** The page's language: its axis labels are wider than English's. */
  locale?: Locale;
}) {
  return (
    <figure className="mt-8 border-t border-ink-border pt-6 motion-safe:transition-opacity unsettled:invisible pending:opacity-40">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <span className="text-sm font-semibold">{copy.heading}</span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-muted">
          <Key swatch="h-0.5 w-5 rounded-full bg-ring-on-ink">{copy.expected}</Key>
          <Key swatch="w-5 border-t-2 border-dashed border-ring-on-ink">{copy.cautious}</Key>
          <Key swatch="h-0.5 w-5 rounded-full bg-ink-foreground">{copy.cost}</Key>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-success-on-ink" />
            <span aria-hidden="true" className="size-2.5 rounded-full border-2 border-success-on-ink" />
            {copy.payback}
          </li>
        </ul>
      </figcaption>

      {chart ? (
        <>
          <div
            // One image made of SVG and HTML labels, so an <img> cannot stand for it.
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
            role="img"
            aria-label={chart.label}
            className={cn(
              "mt-6 grid",
              locale === "en" ? tickColumn.short : tickColumn.long,
              "gap-x-2 gap-y-2 pt-2",
            )}
          >
            <div className="relative text-right text-xs text-ink-muted tabular-nums">
              {chart.ticks.map((tick, index) => (
                <span
                  key={tickPlaces[index]}
                  className={cn("absolute right-0 -translate-y-1/2", tickPlaces[index])}
                >
                  {tick}
                </span>
              ))}
            </div>
            <div className="relative h-44 sm:h-52 lg:h-60">
              <svg
                viewBox="0 0 100 100"
                preserveAspectRatio="none"
                className="absolute inset-0 size-full overflow-visible"
              >
                <path {...stroke} d="M0 0H100M0 25H100M0 50H100M0 75H100" className="stroke-ink-border" />
                <path d={chart.band} className={cn("fill-ring-on-ink/15", glide)} />
                <path {...stroke} d="M0 100H100" className="stroke-ink-muted" />
                <path
                  {...stroke}
                  d={chart.cost}
                  strokeWidth={2}
                  className={cn("stroke-ink-foreground", glide)}
                />
                <path
                  {...stroke}
                  d={chart.cautious}
                  strokeWidth={2}
                  strokeDasharray="5 4"
                  className={cn("stroke-ring-on-ink", glide)}
                />
                <path
                  {...stroke}
                  d={chart.expected}
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  className={cn("stroke-ring-on-ink", glide)}
                />
                {chart.markers.map((marker) => (
                  <path
                    key={marker.case}
                    {...stroke}
                    d={marker.drop}
                    strokeDasharray="2 3"
                    className={cn("stroke-success-on-ink", glide)}
                  />
                ))}
              </svg>
              {/* Unstretched, so dots stay round and text keeps its size; percentages place them. */}
              <svg className="absolute inset-0 size-full overflow-visible">
                {chart.markers.map((marker) => (
                  <circle
                    key={marker.case}
                    cx={`${marker.x}%`}
                    cy={`${marker.y}%`}
                    r={marker.case === "expected" ? 6 : 4.5}
                    strokeWidth={2}
                    className={cn(
                      marker.case === "expected"
                        ? "fill-success-on-ink stroke-ink"
                        : "fill-ink stroke-success-on-ink",
                      "motion-safe:transition-[cx,cy] motion-safe:duration-300 motion-safe:ease-out unsettled:transition-none!",
                    )}
                  />
                ))}
                {chart.note && (
                  // HTML in the picture, so a long note wraps within the chart instead of running
                  // out of it: it fills the space above or below the end of the cost line.
                  <foreignObject
                    x="0"
                    width="100%"
                    y={chart.note.below ? `${chart.note.y}%` : "0"}
                    height={chart.note.below ? `${100 - chart.note.y}%` : `${chart.note.y}%`}
                    className="overflow-visible"
                  >
                    <div
                      className={cn(
                        "flex h-full flex-col items-end",
                        chart.note.below ? "justify-start pt-2" : "justify-end pb-2",
                      )}
                    >
                      <span className="max-w-full rounded-sm bg-ink/85 px-1 text-right text-xs font-semibold text-ink-foreground">
                        {chart.note.text}
                      </span>
                    </div>
                  </foreignObject>
                )}
              </svg>
            </div>
            <div className="relative col-start-2 h-4 text-xs text-ink-muted">
              {copy.months.map((month, index) => (
                <span key={month} className={cn("absolute top-0", monthPlaces[index])}>
                  {month}
                </span>
              ))}
            </div>
          </div>
          {/* A table in a hidden box: `sr-only` on the table itself still widens the page. */}
          <div className="sr-only">
            <table>
              <caption>{copy.tableCaption}</caption>
              <thead>
                <tr>
                  {copy.tableHeaders.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.rows.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{row.month}</th>
                    <td>{row.expected}</td>
                    <td>{row.cautious}</td>
                    <td>{row.cost}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="mt-6 flex h-52 items-center justify-center rounded-md bg-ink-raised p-4 text-center text-sm text-ink-muted sm:h-60">
          {copy.invalid}
        </p>
      )}
    </figure>
  );
}

function Key({ swatch, children }: { swatch: string; children: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className={swatch} />
      {children}
    </li>
  );
}
