// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepFocusWhileLoading } from "./linked-directive.ts";

/** The island with a field the reader has focused, as the parser has left it. */
function focusedField() {
  const island = document.createElement("astro-island");
  island.innerHTML = '<input name="team">';
  document.body.append(island);
  const field = island.querySelector("input")!;
  field.focus();
  return { island, field };
}

describe("a reader's focus in a linked island, while the page loads", () => {
  afterEach(async () => {
    // The page loads and a frame passes: it is kept no longer.
    window.dispatchEvent(new Event("load"));
    await new Promise(requestAnimationFrame);
    document.body.innerHTML = "";
  });

  it("comes back when the browser clears it as it applies the fragment", () => {
    const { island, field } = focusedField();
    keepFocusWhileLoading(island);
    field.blur();
    expect(document.activeElement).toBe(field);
  });

  it("is the reader's to move to another element", () => {
    const { island, field } = focusedField();
    keepFocusWhileLoading(island);
    const other = document.createElement("button");
    document.body.append(other);
    // The guard would take it back from the focusout's handler, before the move lands, and so
    // unseen in where the focus ends: what it must not do is try.
    const takenBack = vi.spyOn(field, "focus");
    other.focus();
    expect(takenBack).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(other);
  });

  it("is not kept outside the island, nor once the page has loaded", async () => {
    const { island } = focusedField();
    keepFocusWhileLoading(island);
    const outside = document.createElement("input");
    document.body.append(outside);
    outside.focus();
    outside.blur();
    expect(document.activeElement).toBe(document.body);

    window.dispatchEvent(new Event("load"));
    await new Promise(requestAnimationFrame);
    const field = island.querySelector("input")!;
    field.focus();
    field.blur();
    expect(document.activeElement).toBe(document.body);
  });
});
