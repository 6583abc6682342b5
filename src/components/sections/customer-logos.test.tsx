// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { builtLogo } from "#src/test-utils.ts";
import { CustomerLogos } from "./customer-logos.tsx";

const built = builtLogo("acme", 120, 40);

const section = {
  title: "Trusted by revenue teams at",
  items: [
    { name: "Acme Robotics", logo: "images/acme.png" },
    { name: "Globex", logo: "images/globex.png" },
  ],
};

describe("the customer logos strip", () => {
  it("reads each logo as its company's name, under the strip's heading", () => {
    render(
      <CustomerLogos section={section} logos={{ "images/acme.png": built, "images/globex.png": built }} />,
    );
    expect(screen.getByRole("region", { name: section.title })).toBeInTheDocument();
    const logos = screen.getAllByRole("img");
    expect(logos.map((logo) => logo.getAttribute("alt"))).toEqual(["Acme Robotics", "Globex"]);
    expect(logos.every((logo) => logo.getAttribute("loading") === "lazy")).toBe(true);
    expect([logos[0]!.getAttribute("width"), logos[0]!.getAttribute("height")]).toEqual(["120", "40"]);
  });

  it("writes a company's name where its logo is not made (the editor's preview before a build)", () => {
    render(<CustomerLogos section={section} logos={{ "images/acme.png": built }} />);
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.getByText("Globex")).toBeInTheDocument();
  });
});
