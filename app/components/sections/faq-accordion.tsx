import { ChevronDown } from "lucide";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { FaqCategory } from "~/content/faq";
import { Section, SectionHeader, SectionLead, SectionTitle } from "~/components/ui/section";
import { focusTargetIndex, idFromHash, isAccordionKey, toggleOpen } from "~/lib/accordion";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * All questions of all categories form one single-open, collapsible accordion
 * (spec section 4) following the WAI-ARIA APG accordion pattern: h3 > button headers,
 * region panels (named sections), arrow keys wrap across categories, Home and End jump to the ends.
 */
export function FaqAccordion({
  intro,
  categories,
}: {
  intro: { title: string; lead: string };
  categories: readonly FaqCategory[];
}) {
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [seenHash, setSeenHash] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const ids = categories.flatMap((category) => category.items.map((item) => item.id));
  const positions = new Map(ids.map((id, position) => [id, position]));
  const hashId = idFromHash(hash, ids);

  // Deep links (/faq#id) open their question once hydrated and on every hash change;
  // adjusting state while rendering avoids a second pass through an effect.
  if (hydrated && hash !== seenHash) {
    setSeenHash(hash);
    if (hashId) setOpenId(hashId);
  }

  // After the render that collapsed the others (including the first one after hydration),
  // so the question lands where it ends up.
  useEffect(() => {
    if (hydrated && hashId) document.getElementById(hashId)?.scrollIntoView({ block: "start" });
  }, [hydrated, hashId]);

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, index: number) {
    if (!isAccordionKey(event.key)) return;
    event.preventDefault();
    const target = ids[focusTargetIndex(event.key, index, ids.length)];
    if (target) buttons.current.get(target)?.focus();
  }

  return (
    <Section aria-labelledby="faq-accordion-title">
      <SectionHeader>
        <SectionTitle id="faq-accordion-title">{intro.title}</SectionTitle>
        <SectionLead>{intro.lead}</SectionLead>
      </SectionHeader>
      <div className="mx-auto flex max-w-5xl flex-col gap-12 md:gap-16">
        {categories.map((category) => (
          <div key={category.id} className="grid gap-4 lg:grid-cols-12 lg:gap-12">
            <h2 className="text-sm font-semibold tracking-wide text-primary uppercase lg:col-span-4 lg:pt-5">
              {category.title}
            </h2>
            <div className="divide-y divide-border rounded-lg border border-border bg-background shadow-card lg:col-span-8">
              {category.items.map((item) => {
                const position = positions.get(item.id) ?? 0;
                // Collapsed in the prerendered HTML too, so nothing shifts when the page hydrates;
                // without JavaScript the <noscript> stylesheet shows every answer.
                const open = openId === item.id;
                const buttonId = `${item.id}-button`;
                const panelId = `${item.id}-panel`;
                return (
                  <div key={item.id}>
                    <h3 id={item.id} className="text-base font-semibold md:text-lg">
                      <button
                        ref={(node) => {
                          if (node) buttons.current.set(item.id, node);
                          else buttons.current.delete(item.id);
                        }}
                        id={buttonId}
                        type="button"
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() => setOpenId((current) => toggleOpen(current, item.id))}
                        onKeyDown={(event) => onKeyDown(event, position)}
                        className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-lg px-5 py-4 text-left text-foreground hover:bg-muted md:px-6"
                      >
                        <span>{item.question}</span>
                        <Icon
                          icon={ChevronDown}
                          className={cn(
                            "size-5 shrink-0 text-muted-foreground motion-safe:transition-transform motion-safe:duration-200",
                            open && "rotate-180 text-primary",
                          )}
                        />
                      </button>
                    </h3>
                    <section
                      id={panelId}
                      aria-labelledby={buttonId}
                      data-faq-panel=""
                      className={cn(
                        "px-5 pb-5 leading-relaxed text-muted-foreground md:px-6",
                        !open && "hidden",
                      )}
                    >
                      <p className="max-w-prose">{item.answer}</p>
                    </section>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
