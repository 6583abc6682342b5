// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BuiltPicture } from "#src/components/ui/picture.tsx";
import { CustomerLogos } from "./customer-logos.tsx";

/** A logo as the build makes one (lib/pictures.ts): fitted to its box, with no description of its own. */
const built: BuiltPicture = {
  sources: [{ type: "image/avif", srcSet: "/assets/acme.avif 120w, /assets/acme-2x.avif 240w" }],
  src: "/assets/acme.webp",
  width: 120,
  height: 40,
  sizes: "120px",
  alt: "",
  eager: false,
};

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
