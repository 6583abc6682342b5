/**
 * The layout's line for engines without speculation rules (docs/decisions/021): after the load
 * event, and only where `HTMLScriptElement.supports("speculationrules")` is false (Firefox,
 * WebKit, older engines), it imports the next-page module (page-scripts/next-page-start.ts), which
 * fetches the next page's document on the reader's intent. Chromium runs this line and fetches
 * nothing. The module's URL changes with every build, so the layout gives the CSP this text's hash.
 */
export const nextPageLine = (src: string) =>
  `addEventListener("load",()=>HTMLScriptElement.supports?.("speculationrules")||import(${JSON.stringify(src)}))`;
