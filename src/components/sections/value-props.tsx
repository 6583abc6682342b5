import { Plug, ScanSearch, ShieldCheck, type IconNode } from "lucide";
import { CardGrid, IconCard, rowsOfThree } from "#src/components/ui/card.tsx";
import type { HomeContent } from "#src/content/schema/pages.ts";

type ValueProp = HomeContent["valueProps"]["items"][number];
type ValuePropIcon = ValueProp["icon"];

const icons = {
  prospecting: ScanSearch,
  verification: ShieldCheck,
  integrations: Plug,
} as const satisfies Record<ValuePropIcon, IconNode>;

/** Cards in rows of three, however many: icon, title, one-line description, then the proof point. */
export function ValueProps({ items }: { items: readonly ValueProp[] }) {
  return (
    <CardGrid items={items} keyOf={(item) => item.title} className={rowsOfThree(items.length)}>
      {(item) => (
        <IconCard icon={icons[item.icon]} title={item.title} description={item.description}>
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
        </IconCard>
      )}
    </CardGrid>
  );
}
