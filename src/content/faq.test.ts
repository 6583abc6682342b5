import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { readContent } from "./read";
import type { FaqCategory } from "./schema";

type FaqItem = FaqCategory["items"][number];
const { categories: faqCategories, help: faqHelp, stillQuestions: faqStillQuestions } = readContent("faq");

const items = faqCategories.flatMap((category): readonly FaqItem[] => category.items);

describe("FAQ content", () => {
  it("has the four specified categories with three questions each", () => {
    expect(faqCategories.map((category) => category.title)).toEqual([
      "Data Sourcing & Verification",
      "Credit Usage",
      "Platform Integration",
      "Security & Compliance",
    ]);
    expect(faqCategories.map((category) => category.items.length)).toEqual([3, 3, 3, 3]);
  });

  it("gives every question a unique kebab-case id", () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has a question mark on every question and a real answer for each", () => {
    for (const item of items) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.trim().length).toBeGreaterThan(40);
    }
  });

  it("states the credit and trial rules of spec section 9", () => {
    const text = items.map((item) => item.answer).join(" ");
    for (const fact of ["14-day", "100 free contact credits", "No credit card", "do not carry over"]) {
      expect(text).toContain(fact);
    }
    for (const fact of ["50+", "Salesforce", "HubSpot", "Pipedrive", "5-10 minutes", "SOC 2 Type II"]) {
      expect(text).toContain(fact);
    }
    for (const fact of ["AES-256", "GDPR", "CSV, Excel or JSON", "95%+"]) expect(text).toContain(fact);
  });

  it("links help cards to the specified external destinations", () => {
    expect(faqHelp.cards.map((card) => [card.title, card.cta.destination])).toEqual([
      ["User Documentation", "userGuide"],
      ["API Reference", "apiReference"],
      ["Live Support", "liveChat"],
    ]);
    expect(Object.keys(site.destinations)).toContain(faqStillQuestions.demo.destination);
  });
});
