import type { Stat } from "#src/content/schema/sections.ts";
import { cn } from "#src/lib/cn.ts";

/**
 * Figures set like data: large tabular numbers over short labels, in a divided row; figures align
 * at the top when a label wraps. On the narrowest phones (two columns of about 140 px) the cells
 * pad less and the figures step down a size, so "200 Mio.+" keeps to its cell.
 */
export function StatStrip({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border lg:grid-cols-4",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end gap-1 bg-surface px-3 py-8 text-center sm:px-6"
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
