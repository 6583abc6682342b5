import type { Stat } from "#src/content/schema/sections.ts";
import { StatStrip } from "./stat-strip.tsx";

export function AboutStats({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <section aria-label={label} className="pt-16 md:pt-24">
      <div className="container-page">
        <StatStrip stats={stats} />
      </div>
    </section>
  );
}
