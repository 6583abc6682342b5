// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siZoho } from "simple-icons";
import { readContent } from "#src/content/read-content.ts";
import { integrationMarks } from "#src/content/schema/sections.ts";
import { builtLogo, testPage } from "#src/test-utils.ts";
import { IntegrationsGrid } from "./integrations-grid.tsx";

const { integrationsSection } = readContent("features");

const built = builtLogo("tool", 36, 36);

/** The grid's card of the tool named `name`. */
const card = (name: string) => screen.getByText(name, { selector: "p" }).closest("li")!;

describe("an integration's logo in the grid", () => {
  const draw = (logos?: Record<string, typeof built>) =>
    render(
      <IntegrationsGrid
        page={testPage("features")}
        section={integrationsSection}
        integrations={[
          { name: "Uploaded", category: "CRM", logo: "images/tool.png" },
          { name: "From the set", category: "CRM", mark: "zoho" },
          { name: "Lettered", category: "CRM", monogram: "Le" },
        ]}
        logos={logos}
      />,
    );

  it("is the uploaded one as the build made it, described by the name beside it", () => {
    draw({ "images/tool.png": built });
    const logo = card("Uploaded").querySelector("img")!;
    expect(logo.getAttribute("alt")).toBe("");
    expect(logo.getAttribute("src")).toBe(built.src);
    expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["36", "36"]);
    expect(logo.getAttribute("loading")).toBe("lazy");
    expect(card("Uploaded").querySelector("source")?.getAttribute("srcset")).toBe(built.sources[0]!.srcSet);
  });

  it("is the icon set's mark, drawn from the set, hidden from screen readers", () => {
    draw({ "images/tool.png": built });
    const mark = card("From the set").querySelector("svg path");
    expect(mark?.getAttribute("d")).toBe(siZoho.path);
    expect(mark?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(within(card("From the set")).queryByText(/\S/, { selector: "span" })).toBeNull();
  });

  it("is the monogram only where there is neither", () => {
    draw({ "images/tool.png": built });
    expect(card("Lettered").querySelector("svg, img")).toBeNull();
    expect(within(card("Lettered")).getByText("Le").getAttribute("aria-hidden")).toBe("true");
  });

  it("draws every mark the schema offers", () => {
    render(
      <IntegrationsGrid
        page={testPage("features")}
        section={integrationsSection}
        integrations={integrationMarks.map((mark) => ({ name: mark, category: "CRM", mark }))}
      />,
    );
    for (const mark of integrationMarks)
      expect(card(mark).querySelector("svg path")?.getAttribute("d")).toMatch(/^M/);
  });
});
