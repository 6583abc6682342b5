/**
 * The script budgets, stated once: `tests/e2e/budgets.spec.ts` holds them on every `npm test` (from
 * what Chromium requests), `npm run bench` reports against them, and bench/README.md quotes them. Sizes
 * are gzip -9 bytes of the build's files plus inline script; 1 KB = 1,000 bytes, the stricter reading
 * of the guide's "80 KB gzip" (shared guides, performance.md, "Targets now").
 */
export const scriptBudgets = {
  /** Any page, scrolled to the end with every island loaded. */
  anyPageBytes: 80_000,
  /** Pages that run no script at all: no file, nothing inline. */
  noScriptPaths: ["/features", "/about", "/pricing"] as readonly string[],
  /** Pages whose only script is a small module of their own (the FAQ's keys, no React). */
  smallPageBytes: { "/faq": 5_000 } as Readonly<Record<string, number>>,
};

/** A page's budget in bytes: 0 where it runs none, its small budget, or the general one. */
export function scriptBudgetFor(path: string): number {
  if (scriptBudgets.noScriptPaths.includes(path)) return 0;
  return scriptBudgets.smallPageBytes[path] ?? scriptBudgets.anyPageBytes;
}

/** Bytes as the budgets count them: KB of 1,000 bytes, one decimal. */
export const budgetKb = (bytes: number) => (bytes / 1000).toFixed(1);
