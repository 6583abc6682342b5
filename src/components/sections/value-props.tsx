import { Plug, ScanSearch, ShieldCheck, type IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { HomeContent } from "~/content/schema";

type ValueProp = HomeContent["valueProps"]["items"][number];
type ValuePropIcon = ValueProp["icon"];
import { Card } from "~/components/ui/card";

const icons = {
  prospecting: ScanSearch,
  verification: ShieldCheck,
  integrations: Plug,
} as const satisfies Record<ValuePropIcon, IconNode>;

/** Three cards: icon, title, one-line description, then the proof point. */
export function ValueProps({ items }: { items: readonly ValueProp[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => {
        const icon = icons[item.icon];
        return (
          <li key={item.title}>
            <Card className="flex h-full flex-col">
              <span className="grid size-11 place-items-center rounded-md bg-primary-soft text-primary">
                <Icon icon={icon} className="size-5" />
              </span>
              <h3 className="mt-5 text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{item.description}</p>
              <div className="mt-6 border-t border-border pt-5">
                {item.detail.kind === "figure" ? (
                  <p className="flex items-baseline gap-2">
                    <span className="text-3xl font-bold tracking-tight text-primary tabular-nums">
                      {item.detail.value}
                    </span>
                    <span className="text-sm font-medium text-muted-foreground">{item.detail.label}</span>
                  </p>
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {item.detail.items.map((name) => (
                      <li
                        key={name}
                        className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground ring-1 ring-border ring-inset"
                      >
                        {name}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
