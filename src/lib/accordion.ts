/** Keys that move focus between accordion headers (WAI-ARIA APG accordion pattern). */
const accordionKeys = ["ArrowDown", "ArrowUp", "Home", "End"] as const;
export type AccordionKey = (typeof accordionKeys)[number];

export function isAccordionKey(key: string): key is AccordionKey {
  return (accordionKeys as readonly string[]).includes(key);
}

/** Index of the header that receives focus; arrows wrap so the list has no dead ends. */
export function focusTargetIndex(key: AccordionKey, current: number, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
  }
}

/** The known item a URL hash points at, or null; tolerates encoding and a missing "#". */
export function idFromHash(hash: string, ids: readonly string[]): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}
