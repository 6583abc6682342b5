import { z } from "astro/zod";
import { pagePaths } from "#src/config/pages.ts";
import { site, type ExternalDestination } from "#src/config/site.ts";
import type { RoiTemplateName } from "#src/lib/roi/format.ts";
import { instantMs, instantPattern } from "#src/lib/campaigns.ts";
import { figureNamePattern, figurePattern, type PageTemplateName } from "../figures.ts";
import { pageFieldWidget } from "../page-fields.ts";

/**
 * The fields every content file is made of (this folder holds one schema file per collection), checked when the site builds (src/content.config.ts).
 * Every object is strict, so a misspelt or unknown key stops the build with the file and field
 * named.
 *
 * It is also the editor's description of every field (src/content/cms-config.ts writes Decap's
 * config.yml from it): each field's `.meta()` gives its label (`title`), the hint under it
 * (`description`), and where the default does not fit, its widget (`widget: "text"` for several
 * lines), whether it starts folded (`collapsed`), a list's item line (`summary`), a default and
 * the words for a refused pattern (`patternError`). Whether a field is required, its limits, its
 * pattern and its choices come from the schema itself.
 *
 * Facts stay in src/config/site.ts: content names an external destination (`freeTrial`), never the
 * product site's URL, and never spells out the phone, e-mail or address. A button may instead name
 * an address on another site (`url`, below).
 */

declare module "zod/v4/core" {
  /** The editor's words and widgets on a field (read by src/content/cms-config.ts). */
  interface GlobalMeta {
    widget?: "text" | "datetime" | "image" | typeof pageFieldWidget;
    collapsed?: boolean;
    summary?: string;
    default?: unknown;
    patternError?: string;
  }
}


const destinations = Object.keys(site.destinations) as [ExternalDestination, ...ExternalDestination[]];

const placeholderHelp =
  "Write {percent}, {trial.days}, {trial.credits}, or a plan's file name and .monthly, .annual or .name, e.g. {starter.monthly}.";

const wording = z.string().trim().min(1, "Write some text here; it cannot be empty.");

/** Words whose placeholders are each a figure the build fills, or one of `allowed`. */
const withPlaceholders = (allowed: readonly string[]) =>
  wording.superRefine((value, context) => {
    for (const [whole, name] of value.matchAll(figurePattern))
      if (!figureNamePattern.test(name ?? "") && !allowed.includes(name ?? ""))
        context.addIssue({
          code: "custom",
          message: `"${whole}" is not a figure the site can fill in. ${placeholderHelp}${
            allowed.length ? ` Here you may also write ${allowed.map((known) => `{${known}}`).join(", ")}.` : ""
          }`,
        });
  });

/**
 * Text a visitor reads: never empty, never just spaces. It may quote a figure by placeholder
 * ({starter.monthly}, {percent}, {trial.days}): the site fills them in at build (figures.ts),
 * so a price or a trial term is written once.
 */
export const text = withPlaceholders([]);

/**
 * Text the calculator completes with the visitor's figures as they type: it may also write the
 * named placeholders ({month}, {payback}), which lib/roi/format.ts fills in the browser.
 */
export const template = (...names: RoiTemplateName[]) => withPlaceholders(names);

/**
 * Text a component completes as it draws the page: `{rating}` in a quote's stars, `{company}` and
 * `{network}` in a social profile's link. Only the words that use them accept them.
 */
export const pageTemplate = (...names: PageTemplateName[]) => withPlaceholders(names);

/**
 * The editor writes an optional field it has emptied as "" or null, and an optional list whose
 * last item was removed as []: treat that as absent. Every optional field the editor can empty
 * goes through here.
 */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === "" || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value),
    schema.optional(),
  );

/** A one-line text field, as the editor labels it (and the hint under it, if any). */
export const line = (title: string, description?: string) => text.meta({ title, ...(description ? { description } : {}) });
/** Text of several lines: the editor gives it a text box. */
export const paragraph = (title: string, description?: string) =>
  text.meta({ title, widget: "text", ...(description ? { description } : {}) });

export const destination = z
  .enum(destinations, {
    error: `Choose one of the external destinations in src/config/site.ts (${destinations.join(", ")}).`,
  })
  .meta({
    title: "Leads to",
    description: "A page on the product site. The addresses themselves are kept in src/config/site.ts.",
  });
export const pagePath = z
  .enum(pagePaths, {
    error: `Choose one of the site's pages (${pagePaths.join(", ")}).`,
  })
  .meta({ title: "Page", description: "A page on this site." });

/**
 * Why an address to another site is refused, in the words the editor and the build show (one
 * source: the tests read them from here). Only https, so a visitor is never sent anywhere
 * unencrypted or to a script (`javascript:`); no name and password before the host, which would
 * publish them; no spaces, which no browser keeps; and never the product site, whose pages are the
 * destinations in src/config/site.ts, so each keeps the placement and language the host is told.
 */
export const otherSiteRefusals = {
  shape:
    "Write the whole address as the browser shows it: starting with https:// and without spaces, e.g. https://www.youtube.com/watch?v=…",
  signIn: "Remove the name and password before the @: an address on the site is public, so it never carries a sign-in.",
  productSite: `This is an address on the product site (${new URL(site.externalHost).host}): choose its page under "Leads to" instead, so the product site still learns which button the visitor came from.`,
  thisSite: `This is an address on this site (${new URL(site.origin).host}); a button leads to the product site or to another site.`,
  neither: 'Choose a page under "Leads to", or write another site\'s address.',
  both: 'Choose a page under "Leads to" or write another site\'s address, not both.',
} as const;

/** The address as a browser would read it: https:// and no spaces (the rest is checked below). */
const httpsAddress = /^https:\/\/\S+$/;
/** One host, with or without its `www.`. */
const sameHost = (a: string, b: string) => a.replace(/^www\./, "") === b.replace(/^www\./, "");

/**
 * An address on another site (a webinar recording, an event, a partner), written whole. The
 * pattern (https://, no spaces) is what the editor checks as it is typed, and makes it a value
 * every language shares (parity.ts), like a destination; the rest needs the address read.
 */
const otherSite = z
  .string()
  .regex(httpsAddress, otherSiteRefusals.shape)
  .superRefine((value, context) => {
    // The pattern has said what is wrong with an address that is not https: once is enough.
    if (!httpsAddress.test(value)) return;
    // Not URL.parse: the editor runs this in the marketer's browser, which may predate it.
    const url = URL.canParse(value) ? new URL(value) : undefined;
    const problem = !url?.hostname
      ? otherSiteRefusals.shape
      : url.username || url.password
        ? otherSiteRefusals.signIn
        : sameHost(url.hostname, new URL(site.externalHost).hostname)
          ? otherSiteRefusals.productSite
          : sameHost(url.hostname, new URL(site.origin).hostname)
            ? otherSiteRefusals.thisSite
            : undefined;
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .meta({
    title: "Or another site's address",
    description:
      "Instead of a page on the product site: a whole https:// address on another site, e.g. a webinar recording, an event or a partner. It opens in a new tab, exactly as written. Leave empty when the button leads to a product site page.",
    patternError: otherSiteRefusals.shape,
    // JSON Schema's word for an address: the content test run (tests/support/rewrite-content.ts)
    // keeps such a value as it is.
    format: "uri",
  });

/**
 * A button: its words, and where it leads, either a destination on the product site or an address
 * on another site; exactly one of the two. `label` is the button's words field (the header's are
 * shorter).
 */
export const ctaWith = (label: z.ZodType<string>) =>
  z
    .strictObject({
      label,
      destination: optional(destination).meta({
        title: "Leads to",
        description:
          "A page on the product site. The addresses themselves are kept in src/config/site.ts. Leave empty to write another site's address below.",
      }),
      url: optional(otherSite),
    })
    .superRefine((button, context) => {
      if ((button.destination === undefined) === (button.url === undefined))
        context.addIssue({
          code: "custom",
          path: [button.url === undefined ? "destination" : "url"],
          message: button.url === undefined ? otherSiteRefusals.neither : otherSiteRefusals.both,
        });
    });

export const cta = ctaWith(line("Button text")).meta({ title: "Button" });
/**
 * A button that leads to the product site only: a plan's, which tells the host the plan and the
 * billing period chosen (`?plan=starter&billing=annual`), which no other site would read.
 */
export const hostCta = z.strictObject({ label: line("Button text"), destination }).meta({ title: "Button" });
/** Buttons side by side: each use sets how many (`.max(2)`, `.min(1).max(2)`). */
export const ctas = z.array(cta).meta({
  title: "Buttons",
  description: "Up to two. The first is the solid button, the second the outlined one.",
  summary: "{{fields.label}}",
});
export const descriptionLimit = 170;
export const tooLong = `Keep the description under ${descriptionLimit} characters; search engines cut longer ones.`;
/** A page's title and description in search results and shared links (`meta` in each page's file). */
export const searchAndSharing = {
  title: "Search and sharing",
  description: "What search results and shared links show for this page.",
  collapsed: true,
};
export const pageTitle = line("Page title", "The site name is added after it.");
export const meta = z
  .strictObject({
    title: pageTitle,
    description: paragraph("Description", `One or two sentences, under ${descriptionLimit} characters.`).max(
      descriptionLimit,
      tooLong,
    ),
  })
  .meta(searchAndSharing);
export const eyebrow = line("Small heading above the title");
export const title = line("Title");
export const lead = paragraph("Introduction");
/** The eyebrow, title and lead that open most sections; spread into each section's own fields. */
export const heading = { eyebrow, title, lead };
export const description = paragraph("Description");
export const icon = <const T extends readonly [string, ...string[]]>(names: T) => z.enum(names).meta({ title: "Icon" });

/** Lower-case words joined by hyphens: the FAQ's deep links (/faq#id) are made of these. */
export const slugRule = "Use lower-case letters, digits and hyphens only, e.g. how-do-credits-work.";
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, slugRule)
  .meta({ title: "Link id", patternError: slugRule });

export type Cta = z.infer<typeof cta> & { params?: Readonly<Record<string, string>> };

/**
 * A date-time as the team writes it: in UTC, to the second, ending in Z (`2026-11-15T17:00:00Z`;
 * 17:00 UTC is 18:00 in Berlin in winter). The editor's picker shows and writes UTC. YAML reads an
 * unquoted date-time as a date: it is taken back to the same written form, so either spelling of
 * the same instant is accepted.
 */
const instantRule = "Write a date and time in UTC, e.g. 2026-11-15T17:00:00Z (the editor's picker writes it so).";
export const instant = (label: string, hint: string) =>
  optional(
    z.preprocess(
      (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().replace(/\.\d{3}Z$/, "Z") : value),
      z
        .string({ error: instantRule })
        .regex(instantPattern, instantRule)
        .refine((value) => !Number.isNaN(instantMs(value)), { error: `This date does not exist. ${instantRule}` })
        .meta({ title: label, description: hint, widget: "datetime", patternError: instantRule }),
    ),
  );

/** Why an end before (or at) the start is refused. */
export const endAfterStart = "The end must come after the start.";

