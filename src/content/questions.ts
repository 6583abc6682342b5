import type { FaqCategory } from "./schema/pages.ts";

/**
 * A page's questions as it shows them: those it picks from the FAQ (content/faq.yaml), by link id,
 * whose words are the FAQ's in the page's language, and those it writes for itself, shown on that
 * page only. The same for the build, the editor's previews and the tests. Browser-safe: the
 * previews bundle it.
 */

/** A question as a page shows it: its words, and its link id when it is the FAQ's. */
export interface AnsweredQuestion {
  id?: string;
  question: string;
  answer: string;
}

/** Questions under a topic's name: the FAQ's topics (with their link ids), or a page's own. */
export interface QuestionTopic {
  id?: string;
  title: string;
  items: readonly AnsweredQuestion[];
}

/** What a page's questions section picks and writes, as its file has it. */
interface QuestionsContent {
  questions?: readonly string[] | undefined;
  own?: readonly AnsweredQuestion[] | undefined;
}

/** The FAQ's questions' link ids, in its order. */
export const faqQuestionIds = (faq: { categories: readonly { items: readonly { id: string }[] }[] }) =>
  faq.categories.flatMap((category) => category.items.map((item) => item.id));

/** Why a picked question is refused, in the editor's words: the FAQ has no such link id. */
export const noSuchQuestion = (id: string, known: readonly string[]) =>
  `the FAQ has no question "${id}". Write a question's link id as the FAQ has it, e.g. ${known.slice(0, 3).join(", ")}.`;

/**
 * A landing page's questions section as drawn: the picks under their FAQ topics, in the FAQ's
 * order (as /faq lists them), then its own, in the order written, under the topic it names. The
 * own come last so that adding one never moves what the page already shows, and the form lists
 * them in that order too.
 */
export function landingTopics(
  section: QuestionsContent & { topic?: string | undefined },
  categories: readonly FaqCategory[],
): QuestionTopic[] {
  const picked = section.questions ?? [];
  const topics: QuestionTopic[] = categories
    .map((category) => ({ ...category, items: category.items.filter((item) => picked.includes(item.id)) }))
    .filter((category) => category.items.length > 0);
  return section.own && section.topic ? [...topics, { title: section.topic, items: section.own }] : topics;
}

/**
 * The pricing page's questions as its cards show them: the picks in the order written (the cards
 * have no topics to group them by), then its own.
 */
export function pricingQuestions(faq: QuestionsContent, categories: readonly FaqCategory[]): AnsweredQuestion[] {
  const items = categories.flatMap((category) => category.items);
  return [
    ...(faq.questions ?? []).flatMap((id) => items.filter((item) => item.id === id)),
    ...(faq.own ?? []),
  ];
}

/** The pricing page's picks the FAQ does not have, each with its path in the file. */
export function pricingRefusals(
  faq: QuestionsContent,
  known: readonly string[],
): { path: (string | number)[]; message: string }[] {
  return (faq.questions ?? []).flatMap((id, index) =>
    known.includes(id) ? [] : [{ path: ["faq", "questions", index], message: noSuchQuestion(id, known) }],
  );
}
