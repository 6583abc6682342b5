/**
 * The next page ready before the click in engines without speculation rules (Firefox and Safari's
 * WebKit), on the same signals the rule set uses in Chromium (src/lib/speculation-rules.ts,
 * docs/decisions/021). It needs script because neither engine has a hint that waits for the
 * reader: `<link rel="prefetch">` in the markup is fetched as the page parses, in Chromium too
 * (decision 016), and WebKit has no prefetch at all.
 *
 * The layout's line (inline-scripts/next-page-line.ts) imports this module after the load event,
 * and only where `HTMLScriptElement.supports("speculationrules")` is false: Chromium never fetches
 * it, so nothing there is fetched twice. It then fetches a document, never its subresources:
 * - a link the pointer rests on (a header link after `headerRestMs`, any other after
 *   `otherRestMs`, "eager" and "moderate" in the rule set), or that gets keyboard focus as long;
 * - at once, a link pressed (the start of a tap or a click);
 * - every link of a popover as it opens (the phone's menu).
 * The same links as the rule set's: this origin's, not the page itself, not one that opens a new
 * tab or a download, not another language's. Each document once while it stays fresh in the
 * cache (`freshForMs`, the documents' `max-age`), and nothing while the browser asks to save data.
 *
 * How: a low-priority `fetch`, which leaves the document in the HTTP cache, where the click's
 * navigation finds it fresh for `max-age` (config/http-rules.ts). Not `<link rel="prefetch">`:
 * Firefox holds it to `default-src`, which is 'none' here, where `fetch` needs only
 * `connect-src 'self'`; and WebKit has none.
 */

import { notTheNextPage } from "#src/lib/next-page-rules.ts";

interface Timing {
  headerRestMs: number;
  otherRestMs: number;
  freshForMs: number;
}

/** Whether the browser asks to save data (Chromium's `navigator.connection`; tests stand one in). */
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The link an event is on, if it may be the next page. */
function target(node: EventTarget | null) {
  const anchor = (node as Element | null)?.closest?.("a[href]");
  return anchor instanceof HTMLAnchorElement && !anchor.matches(notTheNextPage) ? anchor : undefined;
}

/** Starts listening; `signal` (tests) stops it. */
export function startNextPage({ headerRestMs, otherRestMs, freshForMs }: Timing, signal?: AbortSignal) {
  const fetchedAt = new Map<string, number>();
  let resting: { anchor: Element; timer: ReturnType<typeof setTimeout> } | undefined;

  const warm = (anchor: HTMLAnchorElement) => {
    if (savingData()) return;
    const url = new URL(anchor.href);
    url.hash = "";
    if (
      url.origin !== location.origin ||
      (url.pathname === location.pathname && url.search === location.search)
    )
      return;
    const last = fetchedAt.get(url.href);
    if (last !== undefined && performance.now() - last < freshForMs) return;
    fetchedAt.set(url.href, performance.now());
    fetch(url, { credentials: "same-origin", priority: "low" }).catch(() => {});
  };

  const rest = (event: Event) => {
    const anchor = target(event.target);
    if (!anchor || resting?.anchor === anchor) return;
    if (resting) clearTimeout(resting.timer);
    const ms = anchor.closest("header") ? headerRestMs : otherRestMs;
    resting = { anchor, timer: setTimeout(() => warm(anchor), ms) };
  };
  const leave = (event: Event) => {
    if (resting && target(event.target) === resting.anchor) {
      clearTimeout(resting.timer);
      resting = undefined;
    }
  };
  const press = (event: Event) => {
    const anchor = target(event.target);
    if (anchor) warm(anchor);
  };
  const opened = (event: Event) => {
    const popover = event.target as HTMLElement;
    if ((event as ToggleEvent).newState !== "open" || !popover.hasAttribute?.("popover")) return;
    for (const anchor of popover.querySelectorAll("a[href]"))
      if (anchor instanceof HTMLAnchorElement && !anchor.matches(notTheNextPage)) warm(anchor);
  };

  addEventListener("pointerover", rest, { passive: true, signal });
  addEventListener("pointerout", leave, { passive: true, signal });
  addEventListener("focusin", rest, { signal });
  addEventListener("focusout", leave, { signal });
  addEventListener("pointerdown", press, { capture: true, passive: true, signal });
  // `toggle` does not bubble: caught on its way down.
  addEventListener("toggle", opened, { capture: true, signal });
}
