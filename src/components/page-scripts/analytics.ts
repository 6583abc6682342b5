/**
 * Counting and campaign attribution (docs/decisions/015), a plain module with no React: script
 * because a static page cannot count a click, nor copy the landing's campaign into its links.
 * Built only when ANALYTICS_COLLECTOR is set (config/integrations/analytics.ts), and requested
 * after the page has loaded and painted, or at the visitor's first click, which the boot line
 * keeps for it (inline-scripts/analytics-boot-line.ts).
 *
 * - Events go in Plausible's format (`text/plain` JSON `{n, u, d, r, p}`) to this site's own
 *   events path, which each server forwards to the collector: the browser talks to no one else.
 * - Nothing is stored: no cookie, no Web Storage, no IndexedDB. The landing's campaign
 *   (`utm_*`, only those) and the experiments' variants the visit was drawn (`xp-<name>`)
 *   travel in the address of each internal link the visitor follows, and from there into every
 *   call to action to the external host. Every event on a variant page carries its experiment and
 *   variant.
 * - A button content points at another site (ui/other-site-link.tsx) keeps its address as
 *   written: it carries its placement in `data-cta`, never in the address, and gets no campaign.
 * - A browser with Global Privacy Control or Do Not Track on gets none of it.
 *
 * Its settings come from the build as plain values (analytics-start.ts), so the module pulls in
 * none of the site's other code.
 */

import type { AnalyticsSettings } from "#src/lib/analytics-chunk.ts";
import { experimentParam, variantIds } from "#src/lib/experiments/choose.ts";

export interface AnalyticsEvent {
  n: string;
  u: string;
  d: string;
  r: string | null;
  p?: Record<string, string>;
}

/** The browser's own privacy signals: either one turns everything here off. */
export const optedOut = (navigator: Navigator & { globalPrivacyControl?: boolean }): boolean =>
  navigator.globalPrivacyControl === true || navigator.doNotTrack === "1";

/**
 * The landing's campaign: only the allowed keys, each once, in the configured order, none empty;
 * then the experiments' variants: the page's own (`own`, its `data-xp`, "xp-name=b"),
 * then each one the address carries (`xp-<name>`, its first value, as the servers read it, and only
 * if it is a variant's id; anything else is dropped).
 */
export function campaignFrom(search: string, allowed: readonly string[], own?: string): string[][] {
  const query = new URLSearchParams(search);
  const found = allowed.map((key) => [key, query.get(key)!]).filter(([, value]) => value);
  if (own) found.push(own.split("="));
  for (const [key, value] of query)
    if (
      key.startsWith(experimentParam("")) &&
      value === query.get(key) &&
      variantIds.includes(value as "a") &&
      !found.some(([seen]) => seen === key)
    )
      found.push([key, value]);
  return found;
}

/** A variant page's experiment and variant as event properties, from its `data-xp`; none elsewhere. */
function experimentProps(own: string | undefined): Record<string, string> {
  const [key, variant] = own?.split("=") ?? [];
  return key && variant ? { experiment: key.slice(experimentParam("").length), variant } : {};
}

/**
 * An absolute `href` with the campaign added, for a link to another of this site's pages or for a
 * call to action to the external host (`host`, its origin); undefined for any other link: another
 * site's is never given this site's campaign, even where its own address happens to have a `cta`.
 * A parameter the link already has (plan, billing, the placement, or a campaign key of its own) is
 * never overwritten.
 */
export function withCampaign(
  href: string,
  page: Pick<URL, "origin" | "pathname">,
  campaign: string[][],
  placement: string,
  host: string,
): string | undefined {
  const url = new URL(href);
  const query = url.searchParams;
  const otherPage = url.origin === page.origin && url.pathname !== page.pathname;
  if (!otherPage && !(url.origin === host && query.has(placement))) return;
  for (const [key, value] of campaign) if (!query.has(key!)) query.append(key!, value!);
  return url.href;
}

/**
 * A call to action's event properties, read from its absolute link; null for any other link. A link
 * to the external host (`host`) carries its placement in its address; one to another site in its
 * `data-cta` (`tagged`), and its `destination` is then its whole address, which no path on the
 * host can be mistaken for.
 */
export function ctaProps(
  href: string,
  placement: string,
  host: string,
  tagged?: string | null,
): Record<string, string> | null {
  const url = new URL(href);
  if (tagged) return { cta: tagged, destination: url.href };
  if (url.origin !== host) return null;
  const props: Record<string, string> = {
    cta: url.searchParams.get(placement)!,
    destination: url.pathname,
  };
  for (const [key, value] of url.searchParams) if (key === "plan" || key === "billing") props[key] = value;
  return props.cta ? props : null;
}

/**
 * What the boot line (inline-scripts/analytics-boot-line.ts) keeps until this module has started:
 * the events a visitor may leave the page with. It leaves them, and its listener, in
 * `self.earlyEvents`.
 */
export const earlyEventTypes = ["click", "auxclick", "submit"] as const;
type EarlyEvents = [events: Event[], listener: EventListener];

/** A click that opens a link: the main button with or without modifiers, or the middle one. */
export const opensLink = (event: MouseEvent) => event.button === (event.type === "auxclick" ? 1 : 0);

export function startAnalytics(
  ...[
    domain,
    endpoint,
    placement,
    campaignParams,
    calculatorId,
    notFoundId,
    billingField,
    host,
  ]: AnalyticsSettings
): void {
  if (optedOut(navigator)) return;
  const doc = document;

  const own = doc.documentElement.dataset.xp;
  const experiment = experimentProps(own);
  const send = (name: string, props?: Record<string, string>) => {
    const p = own ? { ...props, ...experiment } : props;
    const event: AnalyticsEvent = {
      n: name,
      u: location.href,
      d: domain,
      r: doc.referrer || null,
      p,
    };
    // A beacon outlives the page, so a click that leaves it is still counted; never awaited. A
    // string body goes as text/plain, as Plausible's own script sends it.
    navigator.sendBeacon(endpoint, JSON.stringify(event));
  };

  const campaign = campaignFrom(location.search, campaignParams, own);
  // Every link is on the page by now: the islands draw none.
  for (const link of campaign.length > 0 ? doc.querySelectorAll<HTMLAnchorElement>("a[href]") : []) {
    const href = withCampaign(link.href, location, campaign, placement, host);
    if (href) link.href = href;
  }

  let calculatorUsed = false;
  const view = () => {
    calculatorUsed = false;
    send("pageview");
    if (doc.getElementById(notFoundId)) send("404", { path: location.pathname });
  };
  // A prerendered page is counted when the visitor is shown it, never before.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener("prerenderingchange", view);
  } else view();
  // Back and Forward from the back/forward cache show the page again without loading it.
  addEventListener("pageshow", (event) => event.persisted && view());

  // One listener, on the way: a click is counted as it leaves, never held or prevented.
  const listen = (event: Event) => {
    const target = event.target as HTMLElement & HTMLInputElement & HTMLFormElement;
    const link = target.closest?.<HTMLAnchorElement>("a[href]");
    if (event.type === "change") {
      if (target.name === billingField && target.checked) send("Billing switched", { billing: target.value });
    } else if (event.type === "input") {
      if (!calculatorUsed && target.closest(`#${calculatorId}`)) {
        calculatorUsed = true;
        send("Calculator used");
      }
    } else if (event.type === "submit") {
      // The contact form hands off to the external host: the event says so, never what was typed.
      if (!target.action.startsWith(location.origin)) send("Contact handed off");
    } else if (link && opensLink(event as MouseEvent)) {
      // `data-cta`: the placement's attribute as links.ts names it (placementAttribute), from the
      // same parameter's name, which the settings bring without the site's code.
      const props = ctaProps(link.href, placement, host, link.getAttribute(`data-${placement}`));
      if (props) send("CTA click", props);
    }
  };
  for (const type of ["click", "auxclick", "change", "input", "submit"])
    doc.addEventListener(type, listen, true);
  // What happened before this module arrived, counted now, once, in its order.
  const early = (self as { earlyEvents?: EarlyEvents }).earlyEvents;
  if (early) {
    for (const type of earlyEventTypes) removeEventListener(type, early[1], true);
    for (const event of early[0].splice(0)) listen(event);
  }
}
