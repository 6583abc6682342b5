import type { Stat } from "~/content/schema";
import { StatStrip } from "./stat-strip";

export function AboutStats({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <section aria-label={label} className="pt-16 md:pt-24">
      <div className="container-page">
        <StatStrip stats={stats} />
      </div>
    </section>
  );
}
