import { useId } from "react";
import { Badge } from "~/components/ui/badge";
import type { BillingPeriod, billingSwitch } from "~/content/pricing";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

export function BillingSwitch({
  period,
  onPeriodChange,
  labels,
  className,
}: {
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  labels: typeof billingSwitch;
  className?: string;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const annual = period === "annual";

  return (
    <div className={cn("flex flex-col items-center", className)}>
      <div className="flex items-center gap-3 text-sm font-semibold">
        <span className={annual ? "text-muted-foreground" : "text-foreground"}>{labels.monthly}</span>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={annual}
          aria-labelledby={`${id}-label`}
          disabled={!hydrated}
          onClick={() => onPeriodChange(annual ? "monthly" : "annual")}
          className="group inline-flex h-11 w-16 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-50"
        >
          <span
            className={cn(
              "flex h-7 w-12 items-center rounded-full p-1 motion-safe:transition-colors motion-safe:duration-200",
              annual ? "bg-primary" : "bg-border-strong",
            )}
          >
            <span
              className={cn(
                "size-5 rounded-full bg-background shadow-card motion-safe:transition-transform motion-safe:duration-200",
                annual && "translate-x-5",
              )}
            />
          </span>
        </button>
        <label
          id={`${id}-label`}
          htmlFor={id}
          className={annual ? "text-foreground" : "text-muted-foreground"}
        >
          {labels.annual}
        </label>
      </div>
      {/* Space is kept for the badge so the plans below do not jump when it appears. */}
      <p aria-live="polite" className="mt-2 flex h-7 items-center">
        {annual && <Badge tone="success">{labels.saveBadge}</Badge>}
      </p>
    </div>
  );
}
