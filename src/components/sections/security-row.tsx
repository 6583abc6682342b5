import { Activity, BadgeCheck, Lock, ShieldCheck, type IconNode } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { HomeContent } from "#src/content/schema/pages.ts";
import { Section } from "#src/components/ui/section.tsx";
import { cardClasses } from "#src/components/ui/card.tsx";

const icons = {
  soc2: ShieldCheck,
  gdpr: Lock,
  uptime: Activity,
  iso: BadgeCheck,
} as const satisfies Record<HomeContent["security"]["items"][number]["icon"], IconNode>;

/** A quiet trust row: the compliance marks a buyer's IT team asks about first. */
export function SecurityRow({ content: homeSecurity }: { content: HomeContent["security"] }) {
  return (
    <Section aria-labelledby="security-title" className="border-t border-border section-eager md:py-16">
      <div className="grid items-center gap-8 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <h2 id="security-title" className="text-subheading">
            {homeSecurity.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{homeSecurity.lead}</p>
        </div>
        <ul className="balanced-cols-2 grid gap-3 sm:balanced-cols-4 lg:col-span-7">
          {homeSecurity.items.map((item) => {
            const icon = icons[item.icon];
            return (
              <li
                key={item.label}
                className={cardClasses(
                  { padded: false, elevation: "flat" },
                  "flex flex-col items-center gap-2 px-3 py-5 text-center text-sm font-semibold",
                )}
              >
                <Icon icon={icon} className="size-6 text-success" />
                {item.label}
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
