import type { PageHeroContent } from "#src/content/schema/sections.ts";
import { CtaGroup } from "#src/components/ui/cta-group.tsx";
import { cn } from "#src/lib/cn.ts";
import { NoOrphanDash } from "#src/components/ui/no-orphan-dash.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";

/**
 * The hero of an inner page: eyebrow, the page's h1, a lead, its calls to action and an optional
 * slot. A landing page's plans open with one below its own hero, titled by an h2 (`level`).
 */
export function PageHero({
  hero,
  page,
  level = 1,
  children,
  className,
  ...props
}: React.ComponentProps<"section"> & {
  hero: PageHeroContent;
  page?: PageRef | undefined;
  level?: 1 | 2 | undefined;
}) {
  const Title = level === 1 ? "h1" : "h2";
  return (
    <InPage page={page}>
      <section
        className={cn(
          "motif-scope border-b border-border bg-muted [--scope-x:50%] [--scope-y:0%]",
          className,
        )}
        {...props}
      >
        <div className="container-page py-16 text-center md:py-24">
          <p className="eyebrow-mark text-eyebrow text-primary uppercase">{hero.eyebrow}</p>
          <Title className="mx-auto mt-4 max-w-3xl text-heading md:text-title">
            <NoOrphanDash>{hero.title}</NoOrphanDash>
          </Title>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">{hero.lead}</p>
          {hero.ctas.length > 0 && <CtaGroup ctas={hero.ctas} section="hero" className="justify-center" />}
          {children}
        </div>
      </section>
    </InPage>
  );
}
