import { ArrowUpRight } from "lucide";
import { Badge } from "#src/components/ui/badge.tsx";
import { ContentLink } from "#src/components/ui/cta-link.tsx";
import { Placement } from "#src/components/ui/placement.tsx";
import { Icon } from "#src/components/ui/icon.tsx";
import type { PageHeroContent } from "#src/content/schema/sections.ts";
import type { Plan } from "#src/content/schema/plans.ts";
import type { PricingContent } from "#src/content/schema/pricing.ts";
import { billingField } from "#src/config/pages.ts";
import { billingPeriods } from "#src/lib/pricing.ts";
import { PageHero } from "./page-hero.tsx";
import { PlanCard } from "./plan-card.tsx";

/**
 * The hero's billing switch and the plan cards. Both periods are in the HTML; the switch is a
 * native radio group and CSS shows the chosen period (the `annual:` variant in app.css), so it
 * answers from first paint, with no script. Monthly is checked by default, as the spec says.
 */
export function PricingPlans({
  hero,
  plans,
  labels,
  popularBadge,
  heading,
  footnote,
  heroLevel,
}: {
  hero: PageHeroContent;
  /** The hero's heading level: 2 where the plans are a section of a landing page. */
  heroLevel?: 1 | 2 | undefined;
  plans: readonly Plan[];
  labels: PricingContent["billingSwitch"];
  popularBadge: string;
  /** The plans list's heading, for screen readers. */
  heading: string;
  footnote: PricingContent["footnote"];
}) {
  return (
    <div className="billing">
      <PageHero hero={hero} level={heroLevel}>
        <fieldset className="mt-8 flex flex-col items-center">
          <legend className="sr-only">{labels.legend}</legend>
          <div className="inline-flex rounded-full bg-background p-1 shadow-card ring-1 ring-border">
            {billingPeriods.map((period) => (
              <label
                key={period}
                className="inline-flex h-11 min-w-28 cursor-pointer items-center justify-center rounded-full px-5 text-sm font-semibold text-muted-foreground transition-colors duration-150 select-none hover:text-foreground has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name={billingField}
                  value={period}
                  defaultChecked={period === "monthly"}
                  className="sr-only"
                />
                {labels[period]}
              </label>
            ))}
          </div>
          {/* Space is kept for the badge so the plans below do not move when it appears. */}
          <p className="mt-2 flex h-7 items-center">
            <span className="hidden annual:inline">
              <Badge tone="success">{labels.saveBadge}</Badge>
            </span>
          </p>
        </fieldset>
      </PageHero>
      <Placement section="plans">
        <section aria-labelledby="plans-title" className="pt-10 pb-16 md:pt-12 md:pb-24">
          <div className="container-page">
            <h2 id="plans-title" className="sr-only">
              {heading}
            </h2>
            {/* Three to a row from `lg`: one or two plans, or a last row they do not fill, centred. */}
            <ul className="grid gap-6 lg:balanced-cols-3 lg:grid-rows-[auto_auto_auto_1fr]">
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} labels={labels} popularBadge={popularBadge} />
              ))}
            </ul>
            <div className="mt-10 flex flex-col items-center gap-3 text-center">
              <p className="text-muted-foreground">
                <span className="font-semibold text-foreground">{footnote.trial}</span>. {footnote.noCard}
              </p>
              <ContentLink
                cta={footnote.compare}
                className="inline-flex min-h-11 items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {footnote.compare.label}
                <Icon icon={ArrowUpRight} className="size-4" />
              </ContentLink>
            </div>
          </div>
        </section>
      </Placement>
    </div>
  );
}
