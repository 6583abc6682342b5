import { describe, expect, it } from "vitest";
import { focusTargetIndex, idFromHash, isAccordionKey } from "./accordion.ts";

describe("focusTargetIndex", () => {
  it("moves down and wraps from the last to the first", () => {
    expect(focusTargetIndex("ArrowDown", 0, 12)).toBe(1);
    expect(focusTargetIndex("ArrowDown", 11, 12)).toBe(0);
  });

  it("moves up and wraps from the first to the last", () => {
    expect(focusTargetIndex("ArrowUp", 5, 12)).toBe(4);
    expect(focusTargetIndex("ArrowUp", 0, 12)).toBe(11);
  });

  it("jumps to the ends with Home and End", () => {
    expect(focusTargetIndex("Home", 7, 12)).toBe(0);
    expect(focusTargetIndex("End", 2, 12)).toBe(11);
  });

  it("returns -1 for an empty list", () => {
    expect(focusTargetIndex("ArrowDown", 0, 0)).toBe(-1);
  });
});

describe("isAccordionKey", () => {
  it("accepts the four navigation keys only", () => {
    expect(["ArrowDown", "ArrowUp", "Home", "End"].every(isAccordionKey)).toBe(true);
    expect(["Enter", " ", "ArrowLeft", "Tab", "PageDown"].some(isAccordionKey)).toBe(false);
  });
});

describe("idFromHash", () => {
  const ids = ["how-do-credits-work", "café-question"];

  it("finds a known id with or without the leading #", () => {
    expect(idFromHash("#how-do-credits-work", ids)).toBe("how-do-credits-work");
    expect(idFromHash("how-do-credits-work", ids)).toBe("how-do-credits-work");
  });

  it("decodes percent-encoded hashes", () => {
    expect(idFromHash("#caf%C3%A9-question", ids)).toBe("café-question");
  });

  it("ignores empty, unknown and malformed hashes", () => {
    expect(idFromHash("", ids)).toBeNull();
    expect(idFromHash("#", ids)).toBeNull();
    expect(idFromHash("#nope", ids)).toBeNull();
    expect(idFromHash("#%E0%A4%A", ids)).toBeNull();
  });
});
