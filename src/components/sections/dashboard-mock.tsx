import { Search, TrendingUp } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { HomeContent } from "#src/content/schema/pages.ts";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { cn } from "#src/lib/cn.ts";

const statusTones = {
  verified: "bg-success-soft text-success",
  catchAll: "bg-warning-soft text-warning",
} as const;

/**
 * The hero's product picture, drawn in HTML so it stays crisp and light. It is one image to
 * assistive technology, and nothing inside it can take focus: its "button" does nothing.
 */
export function DashboardMock({
  content: mock,
  className,
}: {
  content: HomeContent["dashboard"];
  className?: string;
}) {
  return (
    <div
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a picture drawn in HTML has no <img> to use
      role="img"
      aria-label={mock.label}
      className={cn(
        "overflow-hidden rounded-xl border border-border bg-surface shadow-raised select-none",
        className,
      )}
    >
      <div aria-hidden="true">
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
          <div className="flex items-center gap-2">
            <span className="flex gap-1.5">
              <span className="size-2.5 rounded-full bg-border-strong" />
              <span className="size-2.5 rounded-full bg-border-strong" />
              <span className="size-2.5 rounded-full bg-border-strong" />
            </span>
            <span className="ml-2 text-sm font-semibold">{mock.title}</span>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">
            <span className="size-1.5 rounded-full bg-success motion-safe:animate-pulse" />
            {mock.live}
          </span>
        </div>

        <div className="space-y-4 p-4 sm:p-5">
          <div className="flex flex-col gap-2 sm:flex-row">
            <span className="flex h-10 min-w-0 items-center gap-2 rounded-md border border-border bg-muted px-3 text-sm text-muted-foreground sm:flex-1">
              <Icon icon={Search} className="size-4 shrink-0" />
              <span className="truncate">{mock.query}</span>
            </span>
            <span className={buttonClasses("primary", "sm", "h-10 shadow-none")}>{mock.searchButton}</span>
          </div>

          {/* On a phone each figure is a row, its label beside it with the room a word like
              "Verifizierungsrate" needs; from `sm`, three cards side by side. */}
          <div className="grid gap-2 sm:grid-cols-3 sm:gap-3">
            {mock.metrics.map((metric) => (
              <div
                key={metric.label}
                className="flex min-w-0 items-baseline justify-between gap-3 rounded-md border border-border px-3 py-2 sm:block sm:p-3"
              >
                <p className="min-w-0 text-xs leading-snug font-medium text-muted-foreground">
                  {metric.label}
                </p>
                <p className="min-w-0 text-right text-lg font-bold tracking-tight tabular-nums sm:mt-1 sm:text-left sm:text-2xl">
                  {metric.value}
                </p>
                <p className="mt-1 hidden items-center gap-1 text-xs font-medium text-success sm:flex">
                  <Icon icon={TrendingUp} className="size-3.5" />
                  {metric.trend}
                </p>
              </div>
            ))}
          </div>

          <div className="overflow-hidden rounded-md border border-border">
            <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] gap-3 bg-muted px-3 py-2 text-xs font-medium text-muted-foreground sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_5.5rem]">
              <span>{mock.columns.name}</span>
              <span className="hidden sm:block">{mock.columns.company}</span>
              <span>{mock.columns.status}</span>
            </div>
            <ul className="divide-y divide-border">
              {mock.contacts.map((contact) => (
                <li
                  key={contact.name}
                  className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-3 px-3 py-2.5 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_5.5rem]"
                >
                  <span className="flex min-w-0 items-center gap-2.5">
                    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-semibold text-primary">
                      {contact.initials}
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{contact.name}</span>
                      <span className="block truncate text-xs text-muted-foreground">{contact.title}</span>
                    </span>
                  </span>
                  <span className="hidden truncate text-sm text-muted-foreground sm:block">
                    {contact.company}
                  </span>
                  <span
                    className={cn(
                      "max-w-full justify-self-start rounded-full px-2 py-0.5 text-xs font-semibold",
                      statusTones[contact.status],
                    )}
                  >
                    {mock.statusLabels[contact.status]}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
