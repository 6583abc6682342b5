// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

function renderFailing(thrown: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => null,
      loader: () => {
        throw thrown;
      },
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub />);
}

describe("root ErrorBoundary", () => {
  it("shows the status and text of a route error response", async () => {
    renderFailing(data(null, { status: 503, statusText: "Service Unavailable" }));
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });

  it("shows a thrown error's message", async () => {
    renderFailing(new Error("Chunk failed to load"));
    expect(await screen.findByText("Chunk failed to load")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
