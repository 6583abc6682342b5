import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { contactForm, contactHelp, contactOptions } from "./contact";

describe("contact content", () => {
  it("offers the four specified options, each leading somewhere real", () => {
    expect(contactOptions.map((option) => option.title)).toEqual([
      "Email Support",
      "Phone Support",
      "Live Chat",
      "Schedule Demo",
    ]);
    expect(contactOptions.map((option) => option.channel)).toEqual([
      { kind: "email" },
      { kind: "phone" },
      { kind: "external", destination: "liveChat" },
      { kind: "external", destination: "bookDemo" },
    ]);
  });

  it("reads the e-mail and phone from the config rather than restating them", () => {
    expect(contactOptions[0].contact).toBe(site.email);
    expect(contactOptions[1].contact).toBe(site.phone.display);
    expect(contactOptions[3].contact).toContain("30-minute");
  });

  it("has the five specified form fields with autofill tokens", () => {
    expect(contactForm.fields.map((field) => [field.name, field.type, field.autoComplete])).toEqual([
      ["firstName", "text", "given-name"],
      ["lastName", "text", "family-name"],
      ["email", "email", "email"],
      ["company", "text", "organization"],
      ["message", "textarea", "off"],
    ]);
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
