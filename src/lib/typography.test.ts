import { describe, expect, it } from "vitest";
import { keepDashWithWord } from "./typography.ts";

const nb = "\u00a0";

describe("keepDashWithWord", () => {
  it("joins a spaced dash to the word before it with a no-break space, keeping the space after", () => {
    expect(keepDashWithWord("Kontakte finden – schneller")).toBe(`Kontakte finden${nb}– schneller`);
    expect(keepDashWithWord("a — b - c")).toBe(`a${nb}— b${nb}- c`);
    expect(keepDashWithWord("Amortisation {payback} –")).toBe(`Amortisation {payback}${nb}–`);
  });

  it("turns any run of spaces before the dash into one no-break space", () => {
    expect(keepDashWithWord("Lead   – damit")).toBe(`Lead${nb}– damit`);
  });

  it("leaves dashes that are not set between words alone", () => {
    for (const text of [
      "5–10 Minuten",
      "Contacts—Faster",
      "from -5 to 5",
      "—",
      "– am Anfang",
      "B2B-Kontakte",
      "E-Mail",
    ])
      expect(keepDashWithWord(text)).toBe(text);
  });

  it("leaves text without dashes as it is", () => {
    expect(keepDashWithWord("Verifizierte B2B-Kontakte finden")).toBe("Verifizierte B2B-Kontakte finden");
    expect(keepDashWithWord("")).toBe("");
  });
});
