import type { Stat } from "#src/content/schema/sections.ts";
import { cn } from "#src/lib/cn.ts";

/**
 * The strip's shape for a number of figures: the list's classes, and each cell's by its place. The
 * strip is one divided box, so a row it does not fill cannot leave a gap (the lines between cells
 * would show as a block of border colour): the last row's cells share its width instead, their
 * figures centred. A figure's cell stays about as wide as in a row of four, so one, two or three
 * figures are a narrower strip, centred, not a few figures adrift in a wide box. Two columns on
 * phones, where a figure needs half the width.
 */
export function statStripLayout(count: number): { list: string; cell: (index: number) => string } {
  const last = (index: number, from = 1) => index >= count - from;
  if (count === 1) return { list: "mx-auto max-w-sm grid-cols-1", cell: () => "" };
  if (count === 2) return { list: "mx-auto max-w-2xl grid-cols-2", cell: () => "" };
  if (count === 3)
    return {
      list: "mx-auto max-w-4xl grid-cols-2 md:grid-cols-3",
      cell: (index) => (last(index) ? "col-span-2 md:col-span-1" : ""),
    };
  if (count === 4) return { list: "grid-cols-2 lg:grid-cols-4", cell: () => "" };
  // Five or more: three to a row from `md` (four would leave a long German figure too narrow a
  // cell below `xl`), on six tracks so that one or two left over can share their row.
  const leftOver = count % 3;
  return {
    list: "grid-cols-2 md:grid-cols-6",
    cell: (index) =>
      cn(
        count % 2 === 1 && last(index) && "col-span-2",
        leftOver === 1 && last(index)
          ? "md:col-span-6"
          : leftOver === 2 && last(index, 2)
            ? "md:col-span-3"
            : "md:col-span-2",
      ),
  };
}

/**
 * Figures set like data: large tabular numbers over short labels, in a divided row; figures align
 * at the top when a label wraps. On the narrowest phones (two columns of about 140 px) the cells
 * pad less and the figures step down a size, so "200 Mio.+" keeps to its cell.
 */
export function StatStrip({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  const layout = statStripLayout(stats.length);
  return (
    <dl
      className={cn(
        "grid gap-px overflow-hidden rounded-lg border border-border bg-border",
        layout.list,
        className,
      )}
    >
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end gap-1 bg-surface px-3 py-8 text-center sm:px-6",
            layout.cell(index),
          )}
        >
          <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-foreground tabular-nums min-[22rem]:text-3xl md:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
