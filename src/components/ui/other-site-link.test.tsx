// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { prefixedLocales } from "#src/config/locales.ts";
import { landingPageId } from "#src/config/pages.ts";
import { site } from "#src/config/site.ts";
import { siteLandingPages } from "#src/content/read-content.ts";
import type { Cta } from "#src/content/schema/fields.ts";
import { testPage } from "#src/test-utils.ts";
import { otherSiteName, placementAttribute } from "#src/lib/links.ts";
import { CtaLink } from "./cta-link.tsx";
import { Placement } from "./placement.tsx";
import { InPage } from "./page-context.tsx";

/** The example landing page's button to another site, as content writes it. */
const landing = siteLandingPages().find((each) => each.slug === "revops")!;
const button: Cta | undefined = landing.data
  .en!.sections.flatMap((each) => ("ctas" in each ? each.ctas : []))
  .find((each) => each.url !== undefined);

/** The button as a page in `locale` on an experiment's variant draws it: every parameter the site has to add. */
const drawn = (locale: (typeof prefixedLocales)[number]) => {
  const html = renderToStaticMarkup(
    <InPage
      page={{ ...testPage(landingPageId(landing.slug), locale), variant: { experiment: "landing", id: "b" } }}
    >
      <Placement section="closing">
        <CtaLink cta={button!} />
      </Placement>
    </InPage>,
  );
  const anchor = new DOMParser().parseFromString(html, "text/html").querySelector("a")!;
  return { anchor, note: testPage("home", locale).words.newTabNote };
};

describe("a button to another site", () => {
  it("is in the example landing page's content", () => {
    expect(button?.url).toMatch(/^https:\/\//);
  });

  it("keeps its address as written, in every language and variant: no placement, language, variant or campaign", () => {
    for (const locale of prefixedLocales) {
      const { anchor } = drawn(locale);
      expect(anchor.getAttribute("href")).toBe(button!.url);
      const params = [...new URL(anchor.href).searchParams.keys()];
      expect(
        params.filter((key) => key === site.analytics.placementParam || key === site.languageParam),
      ).toEqual([]);
      expect(params.filter((key) => key.startsWith("utm_") || key.startsWith("xp-"))).toEqual([]);
    }
  });

  it("opens a new tab without opener, and says so to screen readers, as every link that leaves the site", () => {
    const { anchor, note } = drawn("de");
    expect(anchor.getAttribute("target")).toBe("_blank");
    expect(anchor.getAttribute("rel")?.split(" ")).toContain("noopener");
    expect(anchor.querySelector(".sr-only")?.textContent?.trim()).toBe(note);
    expect(anchor.textContent).toContain(button!.label);
  });

  it("carries its placement for counting in data-cta, beside the address", () => {
    const { anchor } = drawn("fr");
    expect(anchor.getAttribute(placementAttribute)).toBe(
      `${landingPageId(landing.slug)}.closing.${otherSiteName}`,
    );
  });
});
