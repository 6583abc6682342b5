import { Check } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import { Badge } from "#src/components/ui/badge.tsx";
import { CtaLink } from "#src/components/ui/cta-link.tsx";
import type { Plan } from "#src/content/schema/plans.ts";
import type { PricingContent } from "#src/content/schema/pricing.ts";
import { cn } from "#src/lib/cn.ts";
import { usePage } from "#src/components/ui/page-context.tsx";
import { annualSaving, billingPeriods, formatUsd, yearlyTotal, type PlanPrice } from "#src/lib/pricing.ts";

type Labels = PricingContent["billingSwitch"];

function PlanPriceBlock({ price, labels }: { price: PlanPrice | undefined; labels: Labels }) {
  const { locale } = usePage();
  const usd = (amount: number) => formatUsd(amount, locale);
  if (!price) {
    return (
      <div>
        <p className="text-5xl font-bold tracking-tight">{labels.custom}</p>
        <p className="mt-3 text-sm text-muted-foreground">{labels.customNote}</p>
      </div>
    );
  }
  // Both periods are rendered; CSS shows the one the billing switch has checked.
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <s className="hidden text-xl font-semibold text-muted-foreground tabular-nums annual:inline">
          <span className="sr-only">{`${labels.was} `}</span>
          {usd(price.monthly)}
        </s>
        <span className="text-5xl font-bold tracking-tight tabular-nums">
          <span className="annual:hidden">{usd(price.monthly)}</span>
          <span className="hidden annual:inline">
            <span className="sr-only">{`${labels.now} `}</span>
            {usd(price.annual)}
          </span>
        </span>
        <span className="text-muted-foreground">{labels.perMonth}</span>
      </p>
      <p className="mt-3 text-sm text-muted-foreground tabular-nums">
        <span className="annual:hidden">{labels.billedMonthly}</span>
        <span className="hidden annual:inline">
          {usd(yearlyTotal(price, "annual"))} {labels.billedYearly} ·{" "}
          <span className="font-semibold text-success">
            {labels.youSave} {usd(annualSaving(price))}
          </span>
        </span>
      </p>
    </div>
  );
}

/**
 * One plan. On wide screens its four rows join the parent grid (subgrid), so names, prices,
 * buttons and feature lists line up across cards whatever their text length.
 */
export function PlanCard({
  plan,
  labels,
  popularBadge,
}: {
  plan: Plan;
  labels: Labels;
  popularBadge: string;
}) {
  const variant = plan.popular ? "primary" : "secondary";
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        // Tablets: summary beside features; wide screens: one column of the shared subgrid.
        "flex flex-col gap-6 rounded-lg border bg-surface p-6 md:grid md:grid-cols-2 md:grid-rows-[auto_auto_1fr] md:gap-x-10 md:p-8 lg:row-span-4 lg:grid-cols-1 lg:grid-rows-subgrid lg:gap-6",
        plan.popular ? "border-primary shadow-raised ring-1 ring-primary" : "border-border shadow-card",
      )}
    >
      <div>
        <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-card">
            {plan.name}
          </h3>
          {plan.popular && <Badge>{popularBadge}</Badge>}
        </div>
        <p className="mt-2 leading-relaxed text-muted-foreground">{plan.description}</p>
      </div>
      <PlanPriceBlock price={plan.price} labels={labels} />
      {/* The external sign-up reads plan and billing to preselect them: one link per period. Three
          cards at 1024 px leave a button about 240 px: a little less padding there keeps a label
          like "Contacter un commercial" on one line. */}
      {plan.price ? (
        <div>
          {billingPeriods.map((period) => (
            <div key={period} className={period === "annual" ? "hidden annual:block" : "annual:hidden"}>
              <CtaLink
                cta={{ ...plan.cta, params: { plan: plan.id, billing: period } }}
                name={plan.id}
                size="lg"
                variant={variant}
                className="w-full lg:max-xl:px-4"
              />
            </div>
          ))}
        </div>
      ) : (
        <CtaLink
          cta={{ ...plan.cta, params: { plan: plan.id } }}
          name={plan.id}
          size="lg"
          variant={variant}
          className="w-full lg:max-xl:px-4"
        />
      )}
      <div className="border-t border-border pt-6 md:col-start-2 md:row-span-3 md:row-start-1 md:border-t-0 md:border-l md:pt-0 md:pl-10 lg:col-start-auto lg:row-span-1 lg:row-start-auto lg:border-t lg:border-l-0 lg:pt-6 lg:pl-0">
        <p className="font-semibold">{plan.credits}</p>
        {plan.featuresLead && <p className="mt-4 text-sm text-muted-foreground">{plan.featuresLead}</p>}
        <ul className="mt-4 space-y-3 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
