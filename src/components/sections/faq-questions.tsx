import { ChevronDown } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import { Section, SectionHeader, SectionLead, SectionTitle } from "#src/components/ui/section.tsx";
import type { QuestionTopic } from "#src/content/questions.ts";
import { Card } from "#src/components/ui/card.tsx";

/**
 * Every question is a <details> in one exclusive group (`name="faq"`), so the browser keeps at most
 * one answer open and opens and closes them by click, tap, Enter and Space, with no script. The
 * Arrow, Home and End keys come from a small module, components/page-scripts/faq-keys.ts, which finds
 * the questions by `details[name="faq"] > summary`. The FAQ's questions and a page's own are the
 * same markup, so they open, close and answer the keys as one list.
 */
export function FaqQuestions({
  intro,
  topics,
}: {
  intro: { title: string; lead: string };
  topics: readonly QuestionTopic[];
}) {
  return (
    <Section aria-labelledby="faq-questions-title">
      <SectionHeader>
        <SectionTitle id="faq-questions-title">{intro.title}</SectionTitle>
        <SectionLead>{intro.lead}</SectionLead>
      </SectionHeader>
      <div className="mx-auto flex max-w-5xl flex-col gap-12 md:gap-16">
        {topics.map((topic, position) => (
          // A page's own topic has no link id, and may share a FAQ topic's name.
          <div key={topic.id ?? `own-${position}`} className="grid gap-4 lg:grid-cols-12 lg:gap-12">
            <h2 className="text-sm font-semibold tracking-wide text-primary uppercase lg:col-span-4 lg:pt-5">
              {topic.title}
            </h2>
            <Card padded={false} className="divide-y divide-border lg:col-span-8">
              {topic.items.map((item, index) => (
                <details key={item.id ?? `own-${index}`} name="faq" className="group">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 text-left text-base font-semibold text-foreground hover:bg-muted md:px-6 md:text-lg [&::-webkit-details-marker]:hidden">
                    <span>{item.question}</span>
                    <Icon
                      icon={ChevronDown}
                      className="size-5 shrink-0 text-muted-foreground group-open:rotate-180 group-open:text-primary motion-safe:transition-transform motion-safe:duration-200"
                    />
                  </summary>
                  {/* The fragment target sits inside the answer, so following /faq#id opens it; its
                      scroll margin keeps the question and the sticky header above it in view. A
                      page's own question has no link id, so no target. */}
                  <div
                    id={item.id}
                    className="scroll-mt-40 px-5 pb-5 leading-relaxed text-muted-foreground md:px-6"
                  >
                    <p className="max-w-prose">{item.answer}</p>
                  </div>
                </details>
              ))}
            </Card>
          </div>
        ))}
      </div>
    </Section>
  );
}
