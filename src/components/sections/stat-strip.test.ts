import { describe, expect, it } from "vitest";
import { statStripLayout } from "./stat-strip.tsx";

// The figures' strip is one divided box: a row it left short would show a block of its border
// colour. So at every breakpoint, for any number of figures, each row's cells fill it exactly.

const breakpoints = ["", "sm", "md", "lg", "xl"] as const;

/** The value a responsive utility takes at a breakpoint: the widest `bp:name-N` at or under it. */
function valueAt(classes: string, name: string, breakpoint: (typeof breakpoints)[number], fallback: number) {
  let value = fallback;
  for (const at of breakpoints.slice(0, breakpoints.indexOf(breakpoint) + 1)) {
    const match = new RegExp(`(?:^|\\s)${at ? `${at}:` : ""}${name}-(\\d+)(?:\\s|$)`).exec(classes);
    if (match) value = Number(match[1]);
  }
  return value;
}

/** Each row's cells' spans, as the grid places them one after another. */
function rows(count: number, breakpoint: (typeof breakpoints)[number]) {
  const layout = statStripLayout(count);
  const columns = valueAt(layout.list, "grid-cols", breakpoint, 1);
  const placed: number[][] = [[]];
  for (let index = 0; index < count; index++) {
    const span = valueAt(layout.cell(index), "col-span", breakpoint, 1);
    const row = placed.at(-1)!;
    if (row.reduce((sum, each) => sum + each, 0) + span > columns) placed.push([span]);
    else row.push(span);
  }
  return { columns, placed };
}

describe("statStripLayout", () => {
  it("fills every row of the strip, at every breakpoint, for any number of figures", () => {
    for (let count = 1; count <= 12; count++)
      for (const breakpoint of breakpoints) {
        const { columns, placed } = rows(count, breakpoint);
        for (const row of placed)
          expect(
            row.reduce((sum, span) => sum + span, 0),
            `${count} figures at "${breakpoint}"`,
          ).toBe(columns);
      }
  });

  it("keeps four figures two by two, then in one row", () => {
    expect(rows(4, "").placed).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(rows(4, "lg").placed).toEqual([[1, 1, 1, 1]]);
  });

  it("narrows and centres the strip for one, two or three figures, so a cell keeps a figure's width", () => {
    for (const count of [1, 2, 3]) expect(statStripLayout(count).list).toMatch(/(^|\s)mx-auto\s+max-w-/);
    for (const count of [4, 5, 6]) expect(statStripLayout(count).list).not.toMatch(/max-w-/);
  });

  it("sets five figures three and two from tablets, two, two and one on phones", () => {
    expect(rows(5, "").placed.map((row) => row.length)).toEqual([2, 2, 1]);
    expect(rows(5, "md").placed.map((row) => row.length)).toEqual([3, 2]);
  });
});
