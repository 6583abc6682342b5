import { cn } from "#src/lib/cn.ts";

const looks = {
  /** "01" in a soft square: the mission's points. */
  square: "size-9 rounded-md bg-primary-soft font-bold text-primary",
  /** "1" on a solid disc: the demo's steps. */
  disc: "size-8 rounded-full bg-primary font-semibold text-primary-foreground",
} as const;

/** A step's number before its text; hidden from screen readers, which hear the ordered list. */
export function StepMarker({ index, look }: { index: number; look: keyof typeof looks }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex shrink-0 items-center justify-center text-sm tabular-nums", looks[look])}
    >
      {look === "square" ? String(index + 1).padStart(2, "0") : index + 1}
    </span>
  );
}
