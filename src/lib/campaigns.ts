/**
 * A campaign's dates (docs/decisions/027), the one rule every server applies at request time:
 * `npm start` (server/static-server.ts), the Cloudflare Pages Function (functions/[[path]].ts) and,
 * written out in its own terms, nginx (config/server-configs.ts). The build writes the dates into
 * each server's rules; each compares them with its own clock when a request comes, so a page
 * starts and ends at its time without a build at that moment. Plain values only: the Function
 * bundles it.
 *
 * - Before its start a dated landing page is a missing page: 404, the not-found page.
 * - From its end its address sends visitors on: 302 (a campaign's end is not a move: the address
 *   may serve again, and a 301 would be kept by browsers for good), never stored, to the page the
 *   team named, carrying only the campaign's and the variant's parameters, each value checked.
 * - An experiment outside its dates draws no variant: every visitor gets the page as it is.
 *
 * Times are instants in UTC, written `2026-11-15T17:00:00Z`; a page is live from its start
 * (included) until its end (excluded).
 */

/** Where a dated thing stands at an instant. */
export type CampaignPhase = "before" | "live" | "ended";

/** Start and end as the rules carry them: UTC instants to the second (`2026-11-15T17:00:00Z`), each optional. */
export interface Dates {
  start?: string | undefined;
  end?: string | undefined;
}

/** One dated landing page as the servers read it (build/http-rules.json, `campaigns`). */
export interface CampaignRule extends Dates {
  /** The landing page's file name (its address: /lp/<name>). */
  name: string;
  /**
   * Each language's URL of the page, its file in the build (`/de/lp/webinar.html`), and the path it
   * sends visitors to once it has ended (`/de/pricing`).
   */
  pages: readonly { path: string; file: string; endsAt: string }[];
}

/** The written form of an instant: a date, a time to the second, and Z (UTC). */
export const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Milliseconds since 1970 of an instant in the written form; NaN for anything else. */
export function instantMs(written: string): number {
  if (!instantPattern.test(written)) return Number.NaN;
  const ms = Date.parse(written);
  // Date.parse rolls 2026-02-30 over to March: only a date that reads back the same is one.
  return Number.isNaN(ms) || new Date(ms).toISOString().replace(".000Z", "Z") !== written ? Number.NaN : ms;
}

/** Where `dates` stand at `now` (milliseconds since 1970): ended from the end on, before until the start. */
export function campaignPhase(dates: Dates, now: number): CampaignPhase {
  if (dates.end !== undefined && now >= instantMs(dates.end)) return "ended";
  if (dates.start !== undefined && now < instantMs(dates.start)) return "before";
  return "live";
}

/**
 * `Cache-Control` of a dated page while it is served: every cache asks the server again on every
 * use, so none shows it past its end or keeps an answer from before its start. An ended page's
 * redirect and a waiting page's 404 are `no-store`.
 */
export const datedCacheControl = "no-cache";
export const endedCacheControl = "no-store";

/**
 * A carried parameter's value as written in the query (percent-escapes left as they are): letters,
 * digits, `-._~+` and well-formed escapes, at most 200 of them. Anything else is dropped, never
 * repaired: the value goes into a Location header and must mean the same to every server.
 */
export const carriedValue = "(?:[A-Za-z0-9._~+-]|%[0-9A-Fa-f]{2}){1,200}";
const carriedValueWhole = new RegExp(`^${carriedValue}$`);

/** A parameter name the rules may carry: nothing a regular expression or nginx reads as syntax. */
export const carriedName = /^[A-Za-z0-9_-]+$/;

/**
 * The query an ended page's redirect carries on: for each name of `names`, in that order, its first
 * occurrence in `query` (as URLSearchParams' `get` finds it, over the query as written) when its
 * value is a `carriedValue`; nothing else of the request. `query` with or without its `?`; the
 * result is "" or starts with "?".
 */
export function carriedQuery(query: string, names: readonly string[]): string {
  const segments = query.replace(/^\?/, "").split("&");
  const kept: string[] = [];
  for (const name of names) {
    const first = segments.find((segment) => segment === name || segment.startsWith(`${name}=`));
    if (first === undefined || first === name) continue;
    const value = first.slice(name.length + 1);
    if (carriedValueWhole.test(value)) kept.push(`${name}=${value}`);
  }
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}

/**
 * A PCRE that matches nginx's `$msec` (seconds since 1970, a dot, milliseconds) from the instant
 * `written` on: the integer part at least that many seconds, as digits compare. nginx has no
 * arithmetic, but a `map` over `$msec` with this pattern tells a request's time against a fixed one
 * whatever the server's time zone, which `$time_iso8601` (local time) would not.
 */
export function fromInstantPattern(written: string): string {
  const ms = instantMs(written);
  if (Number.isNaN(ms)) throw new Error(`not an instant: ${JSON.stringify(written)}`);
  const digits = String(Math.floor(ms / 1000));
  // The number itself, any number with more digits, and at each position a greater digit after the
  // same leading ones, any digits after it.
  const alternatives = [digits, `[1-9]\\d{${digits.length},}`];
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index]);
    if (digit === 9) continue;
    const rest = digits.length - index - 1;
    alternatives.push(`${digits.slice(0, index)}[${digit + 1}-9]${rest > 0 ? `\\d{${rest}}` : ""}`);
  }
  return `^(?:${alternatives.join("|")})\\.`;
}
