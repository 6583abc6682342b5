import type { ReadoutRecord } from "#src/content/readouts.ts";

/**
 * An experiment's last readout in the editor's preview: what `npm run experiment` printed when the
 * daily job last read it (decision 023), so the team sees the numbers and the verdict without a
 * terminal or a key. Every number and word comes from the readout file; nothing is worked out
 * here, so the editor cannot say other than the command said.
 */

/** What the preview knows of the entry being edited. */
interface EntryAsEdited {
  status?: unknown;
  variants?: unknown;
}

const readAtFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});
const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** How long ago, in whole days: the team should see at once when a readout is stale. */
function ago(readAt: string, now: number): string {
  const days = Math.floor((now - Date.parse(readAt)) / 86_400_000);
  if (days <= 0) return "today";
  return days === 1 ? "yesterday" : `${days.toLocaleString("en-US")} days ago`;
}

const rangeWords = (range: ReadoutRecord["range"]) =>
  range === "all"
    ? "every day since it started"
    : `${dayFormat.format(new Date(range[0]))} to ${dayFormat.format(new Date(range[1]))}`;

/** Whether the entry's variants are still those the readout counted (by name and share, in order). */
function sameVariants(record: ReadoutRecord, edited: EntryAsEdited): boolean {
  if (!Array.isArray(edited.variants)) return true;
  const now = edited.variants as { name?: unknown; share?: unknown }[];
  return (
    now.length === record.variants.length &&
    now.every((variant, index) => {
      const then = record.variants[index]!;
      return String(variant?.name ?? "") === then.name && Number(variant?.share) === then.share;
    })
  );
}

export function ExperimentReadout({
  record,
  edited,
  now,
}: {
  record: ReadoutRecord | undefined;
  edited: EntryAsEdited;
  /** The time the preview is drawn, for how long ago the numbers were read. */
  now: number;
}) {
  if (!record)
    return (
      <ReadoutSection>
        <p className="mt-2 text-muted-foreground">
          {edited.status === "running"
            ? "Not read yet. Every morning the running experiments are read, and the readout shows here after the site's next build."
            : "An experiment is read only while its status is running: set it to running and publish, and its readout shows here from the next morning on."}
        </p>
      </ReadoutSection>
    );
  const name = (id: string) => record.variants.find((variant) => variant.id === id)?.name ?? "";
  return (
    <ReadoutSection>
      <p className="mt-2 text-muted-foreground">
        Read{" "}
        <time dateTime={record.readAt}>
          {readAtFormat.format(new Date(record.readAt))} UTC ({ago(record.readAt, now)})
        </time>
        , counting {rangeWords(record.range)}. Conversions: {record.conversions}
      </p>
      {sameVariants(record, edited) ? null : (
        <p className="mt-2 rounded-md border border-border bg-muted p-3">
          The variants have changed since this was read: it shows them as they were counted.
        </p>
      )}
      <p
        data-verdict=""
        className="mt-4 rounded-lg border border-border-strong bg-muted p-4 text-lg font-semibold"
      >
        {record.verdict}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            Per variant: visitors, conversions, rate and lift over the first
          </caption>
          <thead>
            <tr className="border-b border-border-strong text-left">
              {record.columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-semibold [overflow-wrap:normal]">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {record.rows.map(([id = "", ...cells]) => (
              <tr key={id} className="border-b border-border">
                <th scope="row" className="px-2 py-2 text-left font-semibold [overflow-wrap:normal]">
                  {id} <span className="font-normal text-muted-foreground">{name(id)}</span>
                </th>
                {cells.map((cell, index) => (
                  <td key={index} className="px-2 py-2 whitespace-nowrap tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-muted-foreground">
        {record.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </ReadoutSection>
  );
}

/** The preview's readout, headed the same with numbers or without. */
function ReadoutSection({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="readout-title" className="mx-auto max-w-3xl p-6 text-foreground">
      <h2 id="readout-title" className="text-xl font-semibold">
        Readout
      </h2>
      {children}
    </section>
  );
}
