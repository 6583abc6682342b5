/**
 * What the calculator's island (roi-calculator.tsx) and the module that answers before it
 * (roi-early.ts) tell each other through the page: names only, no code, so the early module
 * carries none of React and the island none of it.
 */

/** On the calculator's form: the page's language and the assumptions, as JSON (`EarlyData`). */
export const earlyDataAttribute = "data-roi-early";
/** On each payback figure: its amount, then its unit, are the two spans in it. */
export const paybackAttribute = "data-payback";
/** On the island while figures other than the paybacks are older than the inputs: CSS dims them. */
export const pendingAttribute = "data-pending";
/** On the island once React answers its keystrokes; the event is dispatched on it then. */
export const liveAttribute = "data-live";
export const liveEvent = "roi:live";
