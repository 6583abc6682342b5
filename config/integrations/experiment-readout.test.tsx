// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readoutRecord, type ReadoutRecord } from "#src/content/readouts.ts";
import { readoutColumns, readoutReport, type ReadoutPlan } from "#src/lib/experiments/readout.ts";
import { ExperimentReadout } from "./experiment-readout.tsx";

/**
 * The editor's readout: every cell, note and the verdict as the readout wrote them, when it was
 * read and how long ago, and what it says when there is none yet. The record is made by the same
 * functions the command writes it with.
 */

const plan: ReadoutPlan = {
  name: "features-lead",
  variants: [
    { id: "a", name: "As it is", share: 50 },
    { id: "b", name: "Sharper lead", share: 50 },
  ],
  smallestLift: 0.1,
  goal: ["freeTrial"],
};
const readAt = "2026-12-01T05:17:03.120Z";

function recordOf(visitors: number[], conversions: number[]): ReadoutRecord {
  const counts = (values: number[]) =>
    new Map(values.map((value, index) => [plan.variants[index]!.id, value]));
  const { rows, notes, verdict } = readoutReport(plan, counts(visitors), counts(conversions));
  return readoutRecord.parse({
    experiment: plan.name,
    readAt,
    range: "all",
    conversions: 'visitors who sent "CTA click" to the goal: freeTrial (/free-trial).',
    variants: plan.variants,
    columns: readoutColumns,
    rows,
    notes,
    verdict,
  });
}

const asSaved = { status: "running", variants: plan.variants.map(({ name, share }) => ({ name, share })) };
const days = (count: number) => Date.parse(readAt) + count * 86_400_000;

describe("the editor's readout of an experiment", () => {
  it("shows each variant's visitors, conversions, rate and lift, the notes, the verdict and when it was read", () => {
    const record = recordOf([5_000, 5_000], [250, 400]);
    render(<ExperimentReadout record={record} edited={asSaved} now={days(3)} />);
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(record.columns);
    for (const [id, ...cells] of record.rows) {
      const row = within(table).getByRole("row", { name: new RegExp(`^${id} `) });
      expect(within(row).getByRole("rowheader")).toHaveTextContent(
        `${id} ${plan.variants.find((variant) => variant.id === id)!.name}`,
      );
      expect(
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ).toEqual(cells);
    }
    expect(screen.getByText(record.verdict)).toBeInTheDocument();
    expect(record.verdict).toMatch(/^Verdict: b \(Sharper lead\) wins/);
    for (const note of record.notes) expect(screen.getByText(note)).toBeInTheDocument();
    const time = document.querySelector("time")!;
    expect(time).toHaveAttribute("datetime", readAt);
    expect(time).toHaveTextContent("1 December 2026 at 05:17 UTC (3 days ago)");
    expect(screen.queryByText(/have changed since/)).toBeNull();
  });

  it("says when the variants have changed since it was read", () => {
    render(
      <ExperimentReadout
        record={recordOf([5_000, 5_000], [250, 295])}
        edited={{ ...asSaved, variants: [...asSaved.variants, { name: "Third", share: 0 }] }}
        now={days(0)}
      />,
    );
    expect(screen.getByText(/The variants have changed since this was read/)).toBeInTheDocument();
    expect(document.querySelector("time")).toHaveTextContent("(today)");
  });

  it("with no readout, says why: not read yet while it runs, or not running", () => {
    const { unmount } = render(<ExperimentReadout record={undefined} edited={asSaved} now={days(0)} />);
    expect(screen.getByText(/^Not read yet\./)).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    unmount();
    render(<ExperimentReadout record={undefined} edited={{ ...asSaved, status: "draft" }} now={days(0)} />);
    expect(screen.getByText(/only while its status is running/)).toBeInTheDocument();
  });
});
