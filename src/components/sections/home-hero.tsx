import { Sparkles } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { HomeContent } from "#src/content/schema/pages.ts";
import { Badge } from "#src/components/ui/badge.tsx";
import { CtaGroup } from "#src/components/ui/cta-group.tsx";
import { DashboardMock } from "./dashboard-mock.tsx";
import { NoOrphanDash } from "#src/components/ui/no-orphan-dash.tsx";

export function HomeHero({ hero: homeHero, dashboard }: Pick<HomeContent, "hero" | "dashboard">) {
  return (
    <section className="motif-scope overflow-hidden border-b border-border bg-muted [--scope-x:78%] [--scope-y:45%]">
      <div className="container-page grid items-center gap-12 py-16 md:py-20 lg:grid-cols-12 lg:py-24">
        <div className="min-w-0 lg:col-span-6">
          <Badge>
            <Icon icon={Sparkles} className="size-3.5" />
            {homeHero.badge}
          </Badge>
          <h1 className="mt-6 text-heading sm:text-title lg:text-display">
            <NoOrphanDash>{homeHero.title}</NoOrphanDash>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{homeHero.lead}</p>
          <CtaGroup ctas={homeHero.ctas} section="hero" />
          <p className="mt-4 text-sm text-muted-foreground">{homeHero.note}</p>
        </div>
        <div className="min-w-0 lg:col-span-6">
          <DashboardMock content={dashboard} />
        </div>
      </div>
    </section>
  );
}
