import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dump, load } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { localeCodes } from "#src/config/locales.ts";
import { contentDir, languageDir } from "./dir.ts";
import { faqQuestionIds, landingTopics, pricingQuestions } from "./questions.ts";
import { readContent, readPricingQuestions, readSite } from "./read-content.ts";

/**
 * A page's questions: those picked from the FAQ show the FAQ's words in the page's language, and
 * one the FAQ does not have stops the build, naming the file, the line and the field. Read from the
 * site's own content, whatever its questions are.
 */
const scratch = mkdtempSync(join(tmpdir(), "questions-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const faq = readContent("faq");
const [first, second] = faq.categories.flatMap((category) => category.items);
const own = [{ question: "Own question?", answer: "Own answer." }];

describe("a page's questions", () => {
  it("draws the pricing page's picks in the order written, in the FAQ's words, then its own", () => {
    const picked = [second ?? first!, first!].map((item) => item.id);
    expect(pricingQuestions({ questions: picked, own }, faq.categories)).toEqual([
      ...(second ? [second] : []),
      first,
      ...own,
    ]);
    expect(pricingQuestions({ own }, faq.categories)).toEqual(own);
  });

  it("draws a landing page's picks under their FAQ topics, in the FAQ's order, then its own under its topic", () => {
    const picked = [second ?? first!, first!].map((item) => item.id);
    const topics = landingTopics({ questions: picked, topic: "Own topic", own }, faq.categories);
    expect(topics.at(-1)).toEqual({ title: "Own topic", items: own });
    expect(topics.slice(0, -1).flatMap((topic) => topic.items)).toEqual([first, ...(second ? [second] : [])]);
    expect(landingTopics({ questions: [first!.id] }, faq.categories).flatMap((topic) => topic.items)).toEqual([first]);
  });

  it("shows the pricing page's picks in each language in that language's FAQ words", () => {
    for (const locale of localeCodes) {
      const { questions = [], own: written = [] } = readContent("pricing", locale).faq;
      const items = readContent("faq", locale).categories.flatMap((category) => category.items);
      expect(readPricingQuestions(locale)).toEqual([
        ...questions.map((id) => items.find((item) => item.id === id)),
        ...written,
      ]);
    }
  });

  it("stops the build on a pricing question the FAQ does not have, naming the file, the line and the field", () => {
    const root = join(scratch, "unknown");
    cpSync(contentDir(), root, { recursive: true });
    // In every language, as a pick is (a link id is never translated).
    let count = 0;
    for (const locale of localeCodes) {
      const file = join(languageDir(locale, root), "pricing.yaml");
      const pricing = load(readFileSync(file, "utf8")) as { faq: { questions?: string[] } };
      pricing.faq.questions = [...(pricing.faq.questions ?? []), "is-it-magic"];
      count = pricing.faq.questions.length;
      writeFileSync(file, dump(pricing, { lineWidth: 100 }));
    }
    const text = readFileSync(join(root, "pricing.yaml"), "utf8");
    const line = text.split("\n").findIndex((each) => each.includes("is-it-magic")) + 1;
    expect(() => readSite(root)).toThrow(
      `unknown/pricing.yaml has a mistake; the site is not built until it is fixed.\n  line ${line}, faq.questions[${count}]: the FAQ has no question "is-it-magic". Write a question's link id as the FAQ has it, e.g. ${faqQuestionIds(faq).slice(0, 3).join(", ")}.`,
    );
  });
});
