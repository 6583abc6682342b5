import type { PageHeroContent } from "#src/content/schema/sections.ts";
import { CtaGroup } from "#src/components/ui/cta-group.tsx";
import { cn } from "#src/lib/cn.ts";
import { NoOrphanDash } from "#src/components/ui/no-orphan-dash.tsx";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";
import { Picture, type BuiltPicture } from "#src/components/ui/picture.tsx";

/**
 * The hero of an inner page: eyebrow, the page's h1, a lead, its calls to action and an optional
 * slot. A landing page's plans open with one below its own hero, titled by an h2 (`level`). With a
 * picture (a landing page's), the words stand beside it on a wide screen and above it on a phone.
 */
export function PageHero({
  hero,
  page,
  level = 1,
  picture,
  children,
  className,
  ...props
}: React.ComponentProps<"section"> & {
  hero: PageHeroContent;
  page?: PageRef | undefined;
  level?: 1 | 2 | undefined;
  picture?: BuiltPicture | undefined;
}) {
  const Title = level === 1 ? "h1" : "h2";
  const centred = picture ? "mx-auto lg:mx-0" : "mx-auto";
  const words = (
    <>
      <p className="eyebrow-mark text-eyebrow text-primary uppercase">{hero.eyebrow}</p>
      <Title className={cn(centred, "mt-4 max-w-3xl text-heading md:text-title")}>
        <NoOrphanDash>{hero.title}</NoOrphanDash>
      </Title>
      <p className={cn(centred, "mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground")}>
        {hero.lead}
      </p>
      {hero.ctas.length > 0 && (
        <CtaGroup
          ctas={hero.ctas}
          section="hero"
          className={cn("justify-center", picture && "lg:justify-start")}
        />
      )}
      {children}
    </>
  );
  return (
    <InPage page={page}>
      <section
        className={cn(
          "motif-scope border-b border-border bg-muted [--scope-x:50%] [--scope-y:0%]",
          picture && "overflow-hidden lg:[--scope-x:78%] lg:[--scope-y:45%]",
          className,
        )}
        {...props}
      >
        {picture ? (
          <div className="container-page grid items-center gap-12 py-16 text-center md:py-20 lg:grid-cols-12 lg:py-24 lg:text-left">
            <div className="min-w-0 lg:col-span-5">{words}</div>
            <div className="mx-auto w-full max-w-3xl min-w-0 lg:col-span-7 lg:max-w-none">
              <Picture picture={picture} className="rounded-xl" />
            </div>
          </div>
        ) : (
          <div className="container-page py-16 text-center md:py-24">{words}</div>
        )}
      </section>
    </InPage>
  );
}
