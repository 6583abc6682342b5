import type { ReactNode } from "react";
import type { Cta } from "#src/content/schema/fields.ts";
import { cn } from "#src/lib/cn.ts";
import { CtaLink } from "./cta-link.tsx";
import { Placement } from "./placement.tsx";

/**
 * A block's next steps: its calls to action in a row (stacked on a phone), large, the first one
 * leading, each counted where it stands (`page.section`). `tone="ink"` on the dark surface;
 * `children` in place of the content's calls to action where a block has its own.
 */
export function CtaGroup({
  ctas,
  section,
  tone = "surface",
  className,
  children,
}: {
  ctas?: readonly Cta[];
  section: string;
  tone?: "surface" | "ink";
  className?: string;
  children?: ReactNode;
}) {
  const [lead, rest] =
    tone === "ink" ? (["on-ink", "on-ink-outline"] as const) : (["primary", "secondary"] as const);
  return (
    <div className={cn("mt-8 flex flex-col gap-3 sm:flex-row", className)}>
      <Placement section={section}>
        {children ??
          ctas?.map((cta, index) => (
            <CtaLink key={cta.label} cta={cta} size="lg" variant={index === 0 ? lead : rest} />
          ))}
      </Placement>
    </div>
  );
}
