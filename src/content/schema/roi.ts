import { z } from "astro/zod";
import { eyebrow, lead, line, paragraph, template, title } from "./fields.ts";

/** The note at the end of the ROI chart's cost line: it wraps within the chart, down to 320 px. */
const chartNoteMax = 60;
const chartNote = (label: string) =>
  line(label).max(
    chartNoteMax,
    `Keep it to ${chartNoteMax} characters: the note sits inside the chart, a few words wide on a phone.`,
  );

/** One calculator input's words: its label, the noun in its error message, and its hint. */
const fieldCopy = (label: string) =>
  z
    .strictObject({ label: line("Label"), noun: line("In error messages"), hint: line("Hint") })
    .meta({ title: label });
/** Five labels share a phone's width under the chart (320 px): the longest today is "12 meses". */
const axisLabelMax = 8;
const axisLabel = line("Label").max(
  axisLabelMax,
  `Keep it to ${axisLabelMax} characters: five labels share a phone's width under the chart.`,
);
const columnHeading = line("Heading");
const paidBackHint = "Keep {case}, {revenue} and {payback}.";

/** The ROI calculator's words; its numbers and formula are code (src/lib/roi/model.ts). */
export const roi = z
  .strictObject({
    eyebrow,
    title,
    formLabel: line("Form name (for screen readers)"),
    lead,
    fields: z
      .strictObject({
        team: fieldCopy("Team size"),
        deal: fieldCopy("Average deal value"),
        rate: fieldCopy("Conversion rate"),
        leads: fieldCopy("Monthly leads"),
      })
      .meta({
        title: "Inputs",
        description:
          'For each input: its label, the words used inside error messages ("Enter the …"), and the hint under it. The limits are code: quote them as {team.min}, {team.max}, {deal.max}, {rate.min}, {rate.max} or {leads.max}, and the site fills them in.',
      }),
    /** What a field says when its value is refused, completed with its `{noun}` and bounds. */
    errors: z
      .strictObject({
        missing: template("noun").meta({ title: "Left empty" }),
        negative: template("noun").meta({ title: "Negative" }),
        notNumber: template("noun", "example").meta({ title: "Not a number" }),
        tooLarge: template("noun", "max").meta({ title: "Above the limit" }),
        notWhole: template("noun").meta({ title: "Not a whole number" }),
        tooSmall: template("noun", "min").meta({ title: "Below the limit" }),
      })
      .meta({
        title: "Error messages",
        description:
          "Shown under an input whose value cannot be used. Keep {noun} (the input's words for it in error messages, above); {example} is its example value, {min} and {max} its limits, each with its unit.",
      }),
    results: z
      .strictObject({
        heading: line("Heading"),
        payback: line("Payback label"),
        expected: line("The expected case's name"),
        cautious: line("The cautious case's name"),
        tableCaption: line("Comparison table caption"),
        figureHeading: line("First column heading (screen readers)"),
        currentRate: line("Word before the current rate"),
        monthly: line("Monthly revenue row"),
        annual: line("Annual revenue row"),
        cost: line("Cost row"),
        roi: line("ROI row"),
        conversion: line("Conversion row"),
        /** Under each case's heading: how its rate is made, quoting {uplift.factor} or {cautious.factor}. */
        expectedUplift: line("Expected uplift", "Under the Expected heading; {uplift.factor} is the multiplier."),
        cautiousUplift: line("Cautious uplift", "Under the Cautious heading; {cautious.factor} is the multiplier."),
        empty: line("Shown instead of a figure"),
        invalid: line("When a field is wrong"),
        cappedNote: line("When conversion reaches 100%"),
        noScript: paragraph("Note without JavaScript"),
      })
      .meta({ title: "Results" }),
    chart: z
      .strictObject({
        heading: line("Heading"),
        expected: line("Expected line"),
        cautious: line("Cautious line"),
        cost: line("Cost line"),
        payback: line("Payback mark"),
        /** Labels under the axis at months 0, 3, 6, 9 and 12. */
        months: z
          .tuple([axisLabel, axisLabel, axisLabel, axisLabel, axisLabel], {
            error: "Give five axis labels: months 0, 3, 6, 9 and 12.",
          })
          .meta({ title: "Axis labels", description: "Five: months 0, 3, 6, 9 and 12." }),
        invalid: line("When a field is wrong"),
        tableCaption: line("Data table caption (screen readers)"),
        tableHeaders: z
          .tuple([columnHeading, columnHeading, columnHeading, columnHeading], {
            error: "Give four column headings.",
          })
          .meta({ title: "Data table headings (screen readers)" }),
        /** At the end of the cost line when the expected case has not paid back within the 12 months. */
        note: z
          .strictObject({ never: chartNote("Never pays back"), late: chartNote("Pays back later") })
          .meta({
            title: "Note on the cost line",
            description:
              "Shown at the end of the cost line when the expected case has not paid back within the 12 months.",
          }),
        /** The data table's first column: month 0, then each month by its number. */
        rows: z
          .strictObject({
            start: line("Month 0"),
            month: template("month").meta({
              title: "Other months",
              description: "Keep {month}: the calculator fills in the month's number.",
            }),
          })
          .meta({ title: "Data table rows (screen readers)" }),
        /** The chart's text alternative: the summary, then a sentence per case. */
        description: z
          .strictObject({
            summary: template("cost").meta({ title: "Summary", description: "Keep {cost}." }),
            expected: line("The expected case's name in the description"),
            cautious: line("The cautious case's name in the description"),
            never: template("case").meta({ title: "A case that never pays back", description: "Keep {case}." }),
            paidBack: template("case", "revenue", "payback").meta({
              title: "A case paid back within 12 months",
              description: paidBackHint,
            }),
            paidBackLate: template("case", "revenue", "payback").meta({
              title: "A case paid back after 12 months",
              description: paidBackHint,
            }),
          })
          .meta({
            title: "Chart description (screen readers)",
            description:
              "What the chart shows, read out in its place. The calculator fills in {cost} (the year's cost), {case} (the case's name below), {revenue} (added revenue by month 12) and {payback} (as the payback words below write it).",
          }),
      })
      .meta({ title: "Chart" }),
    /** How long payback takes, in words: "Never", "4 days", "1.2 months", "10+ years". */
    payback: z
      .strictObject({
        never: line("When nothing is added"),
        day: line("One day"),
        days: line("Several days"),
        month: line("One month"),
        months: line("Several months"),
        overYears: template("years").meta({
          title: "Over the longest shown",
          description: "Keep {years}: the calculator fills in the longest payback it shows in figures.",
        }),
        years: line("Years"),
      })
      .meta({
        title: "Payback in words",
        description: 'How the payback time reads: "Never", "4 days", "1.2 months", "10+ years".',
      }),
    assumptionsHeading: line("Assumptions heading"),
    /** May quote the seat price as {starter.monthly}: the formula takes Starter's monthly price. */
    assumptions: z
      .array(paragraph("Assumption"))
      .min(1)
      .meta({
        title: "Assumptions",
        description: "Write the seat price as {starter.monthly}: the calculator takes it from the Starter plan.",
      }),
    copyLink: line("Copy link button"),
    copied: line("After copying"),
    copyFailed: line("When copying failed"),
    copyUnavailable: line("When copying is not possible"),
  })
  .meta({
    title: "Home – ROI calculator",
    description:
      "The calculator's words. Its formula, defaults and limits are code, and a seat costs the Starter plan's monthly price; if you change the uplift figures in the assumptions, ask a developer to change the numbers too (a test compares them).",
  });

export type RoiCopy = z.infer<typeof roi>;
