import { useState } from "react";
import { ArrowUpRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/ui/external-link";
import type { BillingPeriod, billingSwitch, Plan, plansFootnote } from "~/content/pricing";
import type { PageHeroContent } from "~/content/types";
import { externalUrl } from "~/lib/links";
import { BillingSwitch } from "./billing-switch";
import { PageHero } from "./page-hero";
import { PlanCard } from "./plan-card";

/**
 * The hero's switch and the plan cards share one piece of state, so both live here.
 * Monthly is the default, which is also what the prerendered HTML shows.
 */
export function PricingPlans({
  hero,
  plans,
  labels,
  popularBadge,
  footnote,
}: {
  hero: PageHeroContent;
  plans: readonly Plan[];
  labels: typeof billingSwitch;
  popularBadge: string;
  footnote: typeof plansFootnote;
}) {
  const [period, setPeriod] = useState<BillingPeriod>("monthly");

  return (
    <>
      <PageHero hero={hero}>
        <BillingSwitch period={period} onPeriodChange={setPeriod} labels={labels} className="mt-8" />
      </PageHero>
      <section aria-labelledby="plans-title" className="pt-10 pb-16 md:pt-12 md:pb-24">
        <div className="container-page">
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          <ul className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto_1fr]">
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                period={period}
                labels={labels}
                popularBadge={popularBadge}
              />
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-center gap-3 text-center">
            <p className="text-muted-foreground">
              <span className="font-semibold text-foreground">{footnote.trial}</span>. {footnote.noCard}
            </p>
            <ExternalLink
              href={externalUrl(footnote.compare.destination)}
              className="inline-flex min-h-11 items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {footnote.compare.label}
              <Icon icon={ArrowUpRight} className="size-4" />
            </ExternalLink>
          </div>
        </div>
      </section>
    </>
  );
}
