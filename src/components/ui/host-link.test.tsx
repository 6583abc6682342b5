import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "#src/config/site.ts";
import { CtaLink } from "./cta-link.tsx";
import { HostLink } from "./host-link.tsx";
import { Placement } from "./placement.tsx";
import { InPage } from "./page-context.tsx";
import { testPage } from "#src/test-utils.ts";

const placementOf = (html: string) =>
  new URL(/href="([^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&")).searchParams.get(
    site.analytics.placementParam,
  );

/** A plan card's trial link with the given words. */
const planLink = (label: string) =>
  renderToStaticMarkup(
    <InPage page={testPage("pricing")}>
      <Placement section="plans">
        <CtaLink
          cta={{ label, destination: "freeTrial", params: { plan: "starter", billing: "annual" } }}
          name="starter"
        />
      </Placement>
    </InPage>,
  );

describe("HostLink", () => {
  it("names its placement from the page, the section and the destination", () => {
    const html = renderToStaticMarkup(
      <InPage page={testPage("home")}>
        <Placement section="hero">
          <HostLink destination="freeTrial">Start</HostLink>
        </Placement>
      </InPage>,
    );
    expect(placementOf(html)).toBe("home.hero.freeTrial");
  });

  it("keeps plan and billing, and a marketer's new words never change the placement", () => {
    const [before, after] = [planLink("Start Free Trial"), planLink("Try it free")];
    expect(placementOf(before)).toBe("pricing.plans.starter");
    expect(placementOf(after)).toBe(placementOf(before));
    expect(before).toContain("plan=starter&amp;billing=annual");
  });

  it("stops the build when a link to the host stands outside any section", () => {
    expect(() => renderToStaticMarkup(<HostLink destination="freeTrial">Start</HostLink>)).toThrow(
      /Placement/,
    );
  });
});
