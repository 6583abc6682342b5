/** Joins class names, skipping falsy parts. Tailwind classes are not merged: callers avoid conflicts. */
export function cn(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
