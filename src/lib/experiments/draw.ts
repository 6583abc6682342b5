/**
 * The draw of an experiment's variant by its shares (docs/decisions/022): the servers' rule
 * (choose.ts, `chosenVariant`) and the next-page module (components/page-scripts/next-page.ts,
 * docs/decisions/021) draw with this one function, so the page fetched ahead is the one a click
 * would be drawn. A file of its own, with no imports, so the next-page module bundles it alone:
 * a module it shared with the counting module (choose.ts, analytics.ts) would become a chunk of its
 * own that both fetch.
 */

/** A variant drawn by the shares (in percent, in the variants' order), its index; `random` draws from [0, 1). */
export function drawnVariant(
  rule: { shares: readonly number[] },
  random: () => number = Math.random,
): number {
  let left = random() * 100;
  for (const [index, share] of rule.shares.entries()) {
    left -= share;
    if (left < 0) return index;
  }
  return rule.shares.length - 1;
}
