// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { load as parseYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { locales, prefixedLocales, type Locale } from "#src/config/locales.ts";
import { homeSectionNames } from "#src/config/pages.ts";
import { contentDir } from "#src/content/dir.ts";
import { previewContent } from "#src/content/editor-content.ts";
import { experimentsFolder, wordsAt } from "#src/content/experiments.ts";
import { changeableFields } from "#src/content/page-fields.ts";
import { contentReader, readSite } from "#src/content/read-content.ts";
import { landingPage } from "#src/content/schema/landing-pages.ts";
import { singles } from "#src/content/schema/singles.ts";
import { ExperimentVariants, markWords } from "./experiment-variants.tsx";

/**
 * An experiment's preview draws its page as it is beside the page as a variant. What each page must
 * show is read from content/ and worked out by the reader the build uses (read-content.ts), the
 * variants' words are the test's own, and each case writes its experiment as the editor holds it.
 */

const content = previewContent();
const site = readSite();
const reader = contentReader(site);

/** A text field of the features page a variant may change, and its words on the page now. */
const [field] =
  changeableFields(reader.pageAsWritten("features"), singles.features).find(([name]) =>
    name.endsWith(".lead"),
  ) ?? changeableFields(reader.pageAsWritten("features"), singles.features)[0]!;
const other = prefixedLocales[0]!;
const ours = (id: string, locale: Locale = "en") =>
  `Words only variant ${id} has, in ${locales[locale].name}.`;

interface Variant {
  name: string;
  share: number;
  changes?: { field: string; words: Record<string, string> }[];
  order?: string[];
}
/** An experiment as the editor holds it, its first variant the page as it is, the shares adding up. */
const experimentOn = (page: string, variants: Variant[], more: object = {}) => ({
  name: "A test of the preview",
  page,
  status: "draft",
  smallestLift: 10,
  languages: ["en", other],
  variants: [
    { name: "As it is", share: 100 - variants.reduce((sum, each) => sum + each.share, 0) },
    ...variants,
  ],
  ...more,
});
const changing = (id: string, name: string, at = field): Variant => ({
  name,
  share: 30,
  changes: [{ field: at, words: { en: ours(id), [other]: ours(id, other) } }],
});

/** The frame a page is drawn in, by its title, once its page is drawn there. */
async function frame(title: RegExp) {
  const element = screen.getByTitle(title) as HTMLIFrameElement;
  await waitFor(() => expect(element.contentDocument?.querySelector("main")).not.toBeNull());
  return element.contentDocument!.querySelector("main")!;
}
const asItIs = () => frame(/page as it is$/);
const firstHeading = async (page: Promise<HTMLElement>) => (await page).querySelector("h1, h2")?.textContent;
const asVariant = () => frame(/page as variant/);

describe("an experiment's preview of its variants", () => {
  it("draws the page as it is beside the page as the variant, each headed, the changed words marked on both", async () => {
    render(
      <ExperimentVariants
        edited={experimentOn("features", [changing("b", "Sharper")])}
        name="test"
        content={content}
      />,
    );
    expect(screen.getByRole("heading", { name: "The page as it is" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The page as variant b (Sharper)" })).toBeInTheDocument();
    expect(screen.getByTitle("The Features page as it is")).toBeInTheDocument();
    expect(screen.getByTitle("The Features page as variant b (Sharper)")).toBeInTheDocument();

    const now = wordsAt(reader.page("features"), field)!;
    const before = await asItIs();
    const after = await asVariant();
    expect(before).toHaveAttribute("lang", "en");
    expect(markWords(before, now)).not.toHaveLength(0);
    expect(markWords(before, ours("b"))).toHaveLength(0);
    expect(markWords(after, ours("b"))).toHaveLength(1);
    // The rest of the page is the page as it is: its heading, in both.
    const title = reader.page("features").hero.title;
    for (const page of [before, after])
      expect(within(page).getByRole("heading", { level: 1 })).toHaveTextContent(title);
    // Each change named above the pages, with its words, and found on the variant's page.
    const change = screen.getByRole("list", { name: "What variant b (Sharper) changes" });
    await waitFor(() => expect(within(change).getByText(field)).toBeInTheDocument());
    expect(change).toHaveTextContent(ours("b"));
    expect(change).not.toHaveTextContent("not in the page's visible text");
  });

  it("draws the variant's words in each of the experiment's languages", async () => {
    render(
      <ExperimentVariants
        edited={experimentOn("features", [changing("b", "Sharper")])}
        name="test"
        content={content}
      />,
    );
    await userEvent.click(screen.getByRole("radio", { name: locales[other].name }));
    const after = await asVariant();
    await waitFor(() => expect(after).toHaveAttribute("lang", other));
    expect(markWords(after, ours("b", other))).toHaveLength(1);
    expect(markWords(await asItIs(), wordsAt(reader.page("features", other), field)!)).not.toHaveLength(0);
  });

  it("follows the edits: the variant just edited is drawn, with the words as typed", async () => {
    const edited = experimentOn("features", [changing("b", "Sharper"), changing("c", "Shorter")]);
    const { rerender } = render(<ExperimentVariants edited={edited} name="test" content={content} />);
    expect(screen.getByRole("radio", { name: "b (Sharper)" })).toBeChecked();
    expect(markWords(await asVariant(), ours("b"))).toHaveLength(1);

    const typed = structuredClone(edited);
    typed.variants[2]!.changes![0]!.words.en = ours("c, typed again");
    rerender(<ExperimentVariants edited={typed} name="test" content={content} />);
    expect(screen.getByRole("radio", { name: "c (Shorter)" })).toBeChecked();
    expect(screen.getByRole("heading", { name: "The page as variant c (Shorter)" })).toBeInTheDocument();
    await waitFor(async () => expect(markWords(await asVariant(), ours("c, typed again"))).toHaveLength(1));

    // And back, by choice.
    await userEvent.click(screen.getByRole("radio", { name: "b (Sharper)" }));
    await waitFor(async () => expect(markWords(await asVariant(), ours("b"))).toHaveLength(1));
  });

  it("draws the home page's sections in a variant's order", async () => {
    const home = reader.page("home");
    const order = homeSectionNames.filter((name) => name !== "closingCta");
    render(
      <ExperimentVariants
        edited={experimentOn("home", [{ name: "Ending first", share: 50, order: ["closingCta", ...order] }])}
        name="test"
        content={content}
      />,
    );
    expect(await firstHeading(asItIs())).toBe(home.hero.title);
    expect(await firstHeading(asVariant())).toBe(home.closingCta.title);
    expect(screen.getByRole("list", { name: /changes$/ })).toHaveTextContent(
      `The order of the sections: ${["closingCta", ...order].join(", ")}`,
    );
  });

  it.runIf(site.landingPages.length > 0)(
    "draws a landing page's variant, its sections as the page draws them",
    async () => {
      const landing = site.landingPages[0]!;
      const [text] = changeableFields(landing.data.en, landingPage).find(([name]) =>
        name.endsWith(".title"),
      )!;
      const edited = experimentOn("landing", [changing("b", "Sharper", text)], {
        landingPage: landing.slug,
        languages: ["en"],
      });
      render(<ExperimentVariants edited={edited} name="test" content={content} />);
      expect(screen.getByTitle(`The ${landing.slug} landing page as it is`)).toBeInTheDocument();
      expect(markWords(await asItIs(), wordsAt(reader.landing(landing, "en"), text)!)).not.toHaveLength(0);
      expect(markWords(await asVariant(), ours("b"))).toHaveLength(1);
    },
  );

  it("says in the build's words what it would refuse, in place of the pages", () => {
    const edited = experimentOn("features", [changing("b", "Sharper", "hero.nothing")]);
    render(<ExperimentVariants edited={edited} name="test" content={content} />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      'Field "hero.nothing": the Features page has no such field',
    );
    expect(screen.queryByTitle(/page as it is$/)).toBeNull();
  });

  it("keeps the pages as they last could be drawn while an edit is refused, and draws the edit once it is fixed", async () => {
    const edited = experimentOn("features", [changing("b", "Sharper")]);
    const { rerender } = render(<ExperimentVariants edited={edited} name="test" content={content} />);
    expect(markWords(await asVariant(), ours("b"))).toHaveLength(1);

    // The English words emptied, as the editor holds a text being retyped.
    const emptied = structuredClone(edited);
    emptied.variants[1]!.changes![0]!.words.en = "";
    rerender(<ExperimentVariants edited={emptied} name="test" content={content} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/as it was before this edit.*English: missing/);
    expect(markWords(await asVariant(), ours("b"))).toHaveLength(1);

    const retyped = structuredClone(edited);
    retyped.variants[1]!.changes![0]!.words.en = ours("b, retyped");
    rerender(<ExperimentVariants edited={retyped} name="test" content={content} />);
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(async () => expect(markWords(await asVariant(), ours("b, retyped"))).toHaveLength(1));
  });

  it("draws the shipped experiments as the build checks them", () => {
    for (const shipped of site.experiments) {
      const edited = parseYaml(
        readFileSync(join(contentDir(), experimentsFolder, `${shipped.id}.yaml`), "utf8"),
      );
      const { unmount } = render(<ExperimentVariants edited={edited} name={shipped.id} content={content} />);
      expect(screen.queryByRole("alert")).toBeNull();
      unmount();
    }
  });
});

describe("marking words on a page", () => {
  it("finds words however the page splits them into elements and spaces", () => {
    document.body.innerHTML =
      "<main><h1>Find <span>verified</span>\u00a0contacts – fast</h1><p>Find verified contacts</p></main>";
    const ranges = markWords(document.querySelector("main")!, "Find verified contacts");
    expect(ranges.map((range) => range.toString())).toEqual([
      "Find verified\u00a0contacts",
      "Find verified contacts",
    ]);
    expect(markWords(document.body, "not there")).toEqual([]);
    expect(markWords(document.body, " ")).toEqual([]);
  });
});
