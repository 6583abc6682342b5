import { z } from "astro/zod";
import { ctaWith, destination, line, pagePath, pageTemplate, paragraph } from "./fields.ts";

const linkText = line("Link text");
const internalLink = z
  .strictObject({ kind: z.literal("internal"), label: linkText, to: pagePath })
  .meta({ title: "Page on this site" });
const externalLink = z
  .strictObject({ kind: z.literal("external"), label: linkText, destination })
  .meta({ title: "Product site page (opens in a new tab)" });
const navLink = z.discriminatedUnion("kind", [internalLink, externalLink]);
/** A list of links, each shown by its text. */
const links = <T extends z.ZodType>(link: T, label: string) =>
  z.array(link).meta({ title: label, summary: "{{fields.label}}" });

/**
 * The header's row holds the logo, every link and menu, the language switcher and both buttons on
 * one line from 1152 px (`nav`, app.css), in every language: its words have limits the layout is
 * drawn for (the longest today: "Fonctionnalités", 15 characters, and "Réserver une démo", 17).
 */
const headerWordMax = 16;
const headerButtonMax = 20;
const headerLinksMax = 5;
/** All of them together: the French header, the longest today, has 84; German content of 88 ran past a 1280 px row (rewritten run, seed 43). */
const headerRowMax = 84;
const headerWord = (label: string) =>
  line(label).max(
    headerWordMax,
    `Keep it to ${headerWordMax} characters: the header has room for a short word or two in every language.`,
  );
const headerCta = ctaWith(
  line("Button text").max(
    headerButtonMax,
    `Keep it to ${headerButtonMax} characters: the header has room for a short button in every language.`,
  ),
).meta({ title: "Button" });

export const navigation = z
  .strictObject({
    /** The first link on every page, shown when a keyboard reaches it: it jumps past the header. */
    skipLink: line(
      "Skip link",
      "The first link on every page, shown to keyboard users: it jumps past the header to the page's content.",
    ),
    /** The language switcher's name, in the header and the footer. */
    languages: line("Language switcher", "Names the list of languages in the header and footer, e.g. Language."),
    /** Read by screen readers after every link that opens a new tab. */
    newTabNote: line("New tab note", "Read by screen readers after every link that opens a new tab."),
    /** Read by screen readers after the logo's name: the logo links to the home page. */
    logoHomeNote: line("Logo note", "Read by screen readers after the logo's name: the logo links to the home page."),
    /** Read by screen readers before a quote's stars. */
    ratingLabel: pageTemplate("rating").meta({
      title: "Rating",
      description: "Read by screen readers before a quote's stars; {rating} is the number of stars.",
    }),
    /** Shown in place of an interactive part (the calculator, the contact form) that failed. */
    islandError: line("Error heading", "Shown in place of the calculator or the contact form if it fails."),
    header: z
      .strictObject({
        /** The names screen readers give the desktop and the mobile menu, and the mobile menu's button. */
        navLabel: line("Menu name", "The name screen readers give the header's menu."),
        mobileNavLabel: line("Mobile menu name", "The name screen readers give the mobile menu."),
        menuButton: line("Mobile menu button", "The mobile menu button's name for screen readers."),
        links: links(internalLink.extend({ label: headerWord("Link text") }), "Links")
          .min(1)
          .max(headerLinksMax, `The header has room for ${headerLinksMax} links at most; the footer can list more.`),
        menus: z
          .array(
            z.strictObject({
              id: z.enum(["solutions", "resources"]).meta({ title: "Menu" }),
              label: headerWord("Button text"),
              links: links(externalLink, "Links").min(1),
            }),
          )
          // Each menu is drawn in its own place, by its id (nav-dropdown.tsx): a second copy would
          // have no place of its own.
          .refine((menus) => new Set(menus.map((menu) => menu.id)).size === menus.length, {
            error: "Each menu can appear once; two menus here are the same one.",
          })
          .meta({ title: "Menus", summary: "{{fields.label}}" }),
        /** Exactly two: the header shows one outlined and one solid button. */
        ctas: z.tuple([headerCta, headerCta], { error: "The header has exactly two buttons." }).meta({
          title: "Buttons",
          description: "Exactly two: the first is the solid button, the second the outlined one.",
          summary: "{{fields.label}}",
        }),
      })
      .superRefine((header, context) => {
        const words = [...header.links, ...header.menus, ...header.ctas].map((item) => item.label);
        const length = words.join("").length;
        if (length > headerRowMax)
          context.addIssue({
            code: "custom",
            path: ["links"],
            message: `The header's links, menu names and buttons are ${length} characters together; keep them to ${headerRowMax} so they fit on one row beside the logo and the languages. Shorten a word, or move a link to the footer.`,
          });
      })
      .meta({ title: "Header" }),
    footer: z
      .strictObject({
        blurb: paragraph("About text"),
        /** The name screen readers give the list of social profiles, and each profile's link. */
        socialLabel: line("Social profiles name", "The name screen readers give the list of social profiles."),
        socialLink: pageTemplate("company", "network").meta({
          title: "Social profile link",
          description: "Each profile's link for screen readers; {company} and {network} are filled in.",
        }),
        /** After "© <year> <company>." at the foot of every page. */
        rights: line("Rights", "After the copyright line's year and company name."),
        columns: z
          .array(z.strictObject({ title: line("Heading"), links: links(navLink, "Links").min(1) }))
          .min(1)
          .meta({ title: "Columns", summary: "{{fields.title}}" }),
        legal: links(externalLink, "Legal links"),
        partnerNetwork: externalLink.meta({ title: "Partner link" }),
      })
      .meta({ title: "Footer" }),
  })
  .meta({ title: "Header and footer" });

export type NavLink = z.infer<typeof navLink>;
export type Navigation = z.infer<typeof navigation>;
export type NavMenu = Navigation["header"]["menus"][number];
