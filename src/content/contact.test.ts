import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { readContent } from "./read";

const { form: contactForm, help: contactHelp, options: contactOptions } = readContent("contact");

describe("contact content", () => {
  it("offers the four specified options, each leading somewhere real", () => {
    expect(contactOptions.map((option) => option.title)).toEqual([
      "Email Support",
      "Phone Support",
      "Live Chat",
      "Schedule Demo",
    ]);
    expect(contactOptions.map((option) => [option.channel, option.destination])).toEqual([
      ["email", undefined],
      ["phone", undefined],
      ["external", "liveChat"],
      ["external", "bookDemo"],
    ]);
  });

  it("leaves the e-mail and phone to the config: those options carry no contact line of their own", () => {
    expect(contactOptions.slice(0, 2).map((option) => option.contact)).toEqual([undefined, undefined]);
    expect(JSON.stringify(contactOptions)).not.toContain(site.email);
    expect(contactOptions[3]?.contact).toContain("30-minute");
  });

  it("labels the five form fields", () => {
    expect(Object.keys(contactForm.labels)).toEqual(["firstName", "lastName", "email", "company", "message"]);
    expect(contactForm.lead).toContain("24 hours");
    expect(contactForm.newTabHint).toMatch(/new tab/);
  });

  it("sends the help cards to sales, support and partnerships", () => {
    expect(contactHelp.cards.map((card) => [card.title, card.cta.destination])).toEqual([
      ["Sales Inquiry", "salesInquiry"],
      ["Technical Support", "supportRequest"],
      ["Partnership", "partnerships"],
    ]);
  });
});
