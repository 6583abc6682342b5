import { landingPage, type LandingPage, type LandingSection, type LandingSectionType } from "./schema/landing-pages.ts";
import { type FaqCategory } from "./schema/pages.ts";
import { faqQuestionIds, landingTopics, noSuchQuestion, type QuestionTopic } from "./questions.ts";
import { type PageHeroContent, type Testimonial } from "./schema/sections.ts";
import { type Plan } from "./schema/plans.ts";
import { type PricingContent } from "./schema/pricing.ts";

/**
 * What a landing page's sections are checked against and draw on, apart from the files:
 * the build (landing-pages.ts) and the editor's preview (config/integrations/admin-previews.tsx)
 * both use it, so a preview refuses what the build refuses and draws what the build draws.
 */

/** What a language's sections may pick from: the home page's stories, the FAQ's questions, the plans. */
export interface Pickable {
  stories: readonly string[];
  questions: readonly string[];
  plans: readonly string[];
}

/**
 * A language's `Pickable`, from its home page's stories (by name), its FAQ's questions (by id) and
 * the plans (by file): one reading for the build, the editor's preview and the tests' rewrite.
 */
export const pickableFrom = (
  home: { testimonials: { items: readonly { name: string }[] } },
  faq: { categories: readonly { items: readonly { id: string }[] }[] },
  plans: readonly { id: string }[],
): Pickable => ({
  stories: home.testimonials.items.map((story) => story.name),
  questions: faqQuestionIds(faq),
  plans: plans.map((plan) => plan.id),
});

/** The editor's name of a section type ("Customer stories"), as its schema labels it. */
export const sectionLabel = (type: LandingSection["type"]) =>
  String(landingPage.shape.sections.element.options.find((option) => option.shape.type.value === type)?.meta()?.title ?? type);

const where = (section: LandingSection, index: number) => `Sections → ${sectionLabel(section.type)} (${index + 1})`;

/**
 * The sections a page can have once: the top holds the page's only main heading, and the others
 * carry the page's one of something (the calculator's link target, the billing switch, the FAQ's
 * question anchors, their titles' ids), which a second copy would repeat.
 */
const oncePerPage: readonly LandingSectionType[] = ["hero", "security", "faq", "plans", "calculator", "closingCta"];

/** The refusals past the schema in one language, in the editor's words. */
export function landingRefusals(page: Pick<LandingPage, "sections">, pickable: Pickable): string[] {
  const problems: string[] = [];
  for (const type of oncePerPage) {
    const places = page.sections.flatMap((section, index) => (section.type === type ? [index + 1] : []));
    if (places.length > 1)
      problems.push(
        `Sections: “${sectionLabel(type)}” is on this page ${places.length} times (sections ${places.join(" and ")}). A page can have it once: remove the others.`,
      );
  }
  for (const [index, section] of page.sections.entries()) {
    const at = where(section, index);
    if (section.type === "testimonials")
      for (const name of section.picked ?? [])
        if (!pickable.stories.includes(name))
          problems.push(
            `${at} → Stories from the home page: the home page has no story by "${name}". Its stories are by: ${pickable.stories.join(", ")}.`,
          );
    if (section.type === "faq")
      for (const id of section.questions ?? [])
        if (!pickable.questions.includes(id))
          problems.push(`${at} → Questions from the FAQ: ${noSuchQuestion(id, pickable.questions)}`);
    if (section.type === "plans")
      for (const id of section.plans)
        if (!pickable.plans.includes(id))
          problems.push(`${at} → Plans: there is no plan "${id}". The plans are: ${pickable.plans.join(", ")}.`);
  }
  return problems;
}

/** What a landing page's sections draw on in one language, with every figure filled in. */
export interface SharedContent {
  stories: readonly Testimonial[];
  categories: readonly FaqCategory[];
  plans: readonly Plan[];
  pricing: Pick<PricingContent, "billingSwitch" | "popularBadge" | "plansHeading" | "footnote">;
}

/** A section as it is drawn: what it picks from shared content, picked. */
export type DrawnSection =
  | Exclude<LandingSection, { type: "testimonials" | "faq" | "plans" }>
  | { type: "testimonials"; header: Extract<LandingSection, { type: "testimonials" }>["header"]; items: Testimonial[] }
  | { type: "faq"; intro: { title: string; lead: string }; topics: QuestionTopic[] }
  | {
      type: "plans";
      hero: PageHeroContent;
      plans: Plan[];
      labels: PricingContent["billingSwitch"];
      popularBadge: string;
      heading: string;
      footnote: PricingContent["footnote"];
    };

/**
 * A section with what it picks: the home page's stories by name, the FAQ's questions under their
 * topics (and its own after them), the plans.
 */
export function drawnSection(section: LandingSection, shared: SharedContent): DrawnSection {
  switch (section.type) {
    case "testimonials":
      return {
        type: "testimonials",
        header: section.header,
        items: [
          ...(section.picked ?? []).map((name) => shared.stories.find((story) => story.name === name)!),
          ...(section.own ?? []),
        ],
      };
    case "faq":
      return {
        type: "faq",
        intro: { title: section.title, lead: section.lead },
        topics: landingTopics(section, shared.categories),
      };
    case "plans":
      return {
        type: "plans",
        hero: { eyebrow: section.eyebrow, title: section.title, lead: section.lead, ctas: [] },
        plans: section.plans.map((id) => shared.plans.find((plan) => plan.id === id)!),
        labels: shared.pricing.billingSwitch,
        popularBadge: shared.pricing.popularBadge,
        heading: shared.pricing.plansHeading,
        footnote: shared.pricing.footnote,
      };
    default:
      return section;
  }
}
