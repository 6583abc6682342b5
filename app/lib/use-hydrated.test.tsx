// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "browser" : "prerendered"}</p>;
}

describe("useHydrated", () => {
  it("is false when prerendering and true in the browser", () => {
    expect(renderToString(<Probe />)).toContain("prerendered");
    render(<Probe />);
    expect(screen.getByText("browser")).toBeInTheDocument();
  });
});
