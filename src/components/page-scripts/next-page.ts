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
 *
 * A running experiment's page is answered `private, no-cache` when the server draws its
 * variant, so no browser keeps one variant as the page, and a copy fetched ahead could not serve the
 * click. So the module draws the variant itself, by the same shares and rule as the servers
 * (src/lib/experiments/choose.ts), and names it in the link (`?xp-<name>=b`) before fetching: the
 * click then asks for the URL fetched, whose answer is that variant's alone and kept for a minute
 * (`namedCacheControl`). The variant then travels in the address as a drawn one does. Nothing is
 * read about the visitor to draw; with Global Privacy Control or Do Not Track on, nothing is drawn
 * or named, and the link stays as it is.
 */

import type { ExperimentRule } from "#src/lib/experiments/choose.ts";
import { drawnVariant } from "#src/lib/experiments/draw.ts";
import { notTheNextPage } from "#src/lib/next-page-rules.ts";

interface Timing {
  headerRestMs: number;
  otherRestMs: number;
  freshForMs: number;
}

/**
 * The experiments as the module needs them: by each URL path one runs on, its parameter, its
 * variants' ids and their shares, and its dates as milliseconds since 1970 (`from`, `until`) when it
 * has them: outside them the servers draw nothing, and neither does the module. Every key starts
 * with "/", which no property an object inherits does.
 */
export type NextPageExperiments = Readonly<
  Record<string, Pick<ExperimentRule, "param" | "variants" | "shares"> & { from?: number; until?: number }>
>;

/**
 * The browser's own privacy signals, as the counting module reads them (`optedOut` in analytics.ts),
 * spelled again here: importing it would make a chunk the two modules share.
 */
const optedOut = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === "1";

/** Whether the browser asks to save data (Chromium's `navigator.connection`; tests stand one in). */
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The link an event is on, if it may be the next page. */
function target(node: EventTarget | null) {
  const anchor = (node as Element | null)?.closest?.("a[href]");
  return anchor instanceof HTMLAnchorElement && !anchor.matches(notTheNextPage) ? anchor : undefined;
}

/**
 * A variant named in a link of this site (`url`, its address) when it leads to a running
 * experiment's page and names none yet: the one this page's address carries (the visit's, which
 * the counting script would add at the click), else one drawn by the shares. A link that already
 * names one keeps it.
 */
function nameVariant(anchor: HTMLAnchorElement, url: URL, experiments: NextPageExperiments) {
  const experiment = experiments[url.pathname];
  const now = Date.now();
  if (
    experiment &&
    now >= (experiment.from ?? 0) &&
    now < (experiment.until ?? Infinity) &&
    !url.searchParams.has(experiment.param) &&
    !optedOut()
  ) {
    // The carried one as the servers read it: the first value, if it is one of the variants' ids.
    const { variants } = experiment;
    const carried = new URLSearchParams(location.search).get(experiment.param) ?? "";
    url.searchParams.append(
      experiment.param,
      variants.includes(carried) ? carried : variants[drawnVariant(experiment)]!,
    );
    anchor.href = url.href;
  }
}

/**
 * Starts listening; `experiments` are the running ones (virtual:running-experiments in the build),
 * `signal` (tests) stops it.
 */
export function startNextPage(
  { headerRestMs, otherRestMs, freshForMs }: Timing,
  experiments: NextPageExperiments,
  signal?: AbortSignal,
) {
  const fetchedAt = new Map<string, number>();
  let resting: { anchor: Element; timer: ReturnType<typeof setTimeout> } | undefined;

  const warm = (anchor: HTMLAnchorElement) => {
    if (savingData()) return;
    const url = new URL(anchor.href);
    if (
      url.origin !== location.origin ||
      (url.pathname === location.pathname && url.search === location.search)
    )
      return;
    nameVariant(anchor, url, experiments);
    url.hash = "";
    const now = performance.now();
    if (now - (fetchedAt.get(url.href) ?? -freshForMs) < freshForMs) return;
    fetchedAt.set(url.href, now);
    fetch(url, { priority: "low" }).catch(() => {});
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
    for (const each of popover.querySelectorAll("a[href]")) {
      const anchor = target(each);
      if (anchor) warm(anchor);
    }
  };

  // Each caught on its way down (`toggle` does not bubble), none ever held or cancelled.
  for (const [type, listener] of Object.entries({
    pointerover: rest,
    pointerout: leave,
    focusin: rest,
    focusout: leave,
    pointerdown: press,
    toggle: opened,
  }))
    addEventListener(type, listener, { capture: true, passive: true, signal });
}
