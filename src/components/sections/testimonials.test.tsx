// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InPage } from "#src/components/ui/page-context.tsx";
import { readContent } from "#src/content/read-content.ts";
import type { Testimonial } from "#src/content/schema/sections.ts";
import { testPage } from "#src/test-utils.ts";
import { Testimonials } from "./testimonials.tsx";

// The layout a section picks by how many stories it has; where each card then sits is CSS
// (balanced-cols-*, app.css), held in the browser by tests/e2e/any-count.spec.ts.
const stories = readContent("home").testimonials.items;

/** `count` of the home page's stories, from the start again when they run out, each named apart. */
const some = (count: number): Testimonial[] =>
  Array.from({ length: count }, (_, index) => {
    const story = stories[index % stories.length]!;
    return index < stories.length ? story : { ...story, name: `${story.name} ${index + 1}` };
  });

const draw = (items: readonly Testimonial[]) =>
  render(
    <InPage page={testPage()}>
      <Testimonials items={items} />
    </InPage>,
  );

describe("Testimonials, by how many stories", () => {
  it("draws one story as a wide quote of its own, not a card in a list", () => {
    const [story] = some(1);
    const { container } = draw([story!]);
    expect(screen.queryByRole("list")).toBeNull();
    const figure = screen.getByRole("figure");
    expect(container.firstElementChild).toBe(figure);
    expect(within(figure).getByText(story!.quote, { exact: false })).toBeVisible();
    expect(within(figure).getByText(story!.name)).toBeVisible();
    expect(within(figure).getByText(`${story!.role}, ${story!.company}`)).toBeVisible();
  });

  it("sets two side by side in a centred, narrower measure", () => {
    draw(some(2));
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("figure")).toHaveLength(2);
    expect(list.className.split(" ")).toEqual(expect.arrayContaining(["mx-auto", "md:grid-cols-2"]));
  });

  it("lays three or more out in rows of three, four or more pairing up on tablets", () => {
    for (const count of [3, 4, 5, 7]) {
      const { unmount } = draw(some(count));
      const list = screen.getByRole("list");
      expect(within(list).getAllByRole("figure")).toHaveLength(count);
      const classes = list.className.split(" ");
      expect(classes).toContain("lg:balanced-cols-3");
      // Three stay one above another until `lg`, as the home page's do.
      expect(classes.includes("md:balanced-cols-2")).toBe(count > 3);
      unmount();
    }
  });
});
