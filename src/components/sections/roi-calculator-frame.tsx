import { Check } from "lucide";
import { useId, type ReactNode } from "react";
import type { RoiCopy } from "#src/content/schema/roi.ts";
import { calculatorId } from "#src/config/pages.ts";
import { Icon } from "#src/components/ui/icon.tsx";
import { Section, SectionHeader, SectionHeading } from "#src/components/ui/section.tsx";

/**
 * The calculator's section around what the visitor works with: its heading, the grid the island's
 * cards stand in (the inputs, the results, the comparison: islands/roi-calculator.tsx) and the
 * assumptions under them. None of it changes with the inputs, so none of it is in the island: the
 * page renders it once, and the browser neither downloads nor hydrates it. The island's element
 * lays out as its children (`display: contents`), so its cards are the grid's own items.
 */
export function RoiCalculatorFrame({
  copy,
  children,
}: {
  copy: Pick<RoiCopy, "eyebrow" | "title" | "lead" | "assumptionsHeading" | "assumptions">;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`} id={calculatorId}>
      <SectionHeader>
        <SectionHeading heading={copy} titleId={`${id}-title`} />
      </SectionHeader>
      <div className="grid gap-6 lg:grid-cols-12 lg:gap-8">
        {children}
        <div className="rounded-lg border border-border bg-muted p-5 md:p-6 lg:col-span-12">
          <h3 className="text-sm font-semibold">{copy.assumptionsHeading}</h3>
          <ul className="mt-3 gap-x-10 text-sm leading-relaxed text-muted-foreground md:columns-2">
            {copy.assumptions.map((line) => (
              <li key={line} className="mb-2 flex break-inside-avoid gap-2">
                <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-primary" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
