import type { Stat } from "~/content/schema";
import { StatStrip } from "./stat-strip";

export function AboutStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <section aria-label="Company in numbers" className="pt-16 md:pt-24">
      <div className="container-page">
        <StatStrip stats={stats} />
      </div>
    </section>
  );
}
