import type { ReactNode } from "react";

/**
 * A heading's text with each closed-up dash held to the word before it, so a line may break after
 * "Contacts—" but never starts with the dash ("—Faster,"). The words stay as they are, for the
 * accessible name and for search; only the line breaking changes. Anything but a string passes
 * through. A spaced dash (" – ", as German, French and Spanish write it) is held everywhere, not
 * only in headings, by the content reader (lib/typography.ts).
 */
export function NoOrphanDash({ children }: { children: ReactNode }) {
  if (typeof children !== "string") return children;
  const parts = children.split(/(\S+[—–])/);
  if (parts.length === 1) return children;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
