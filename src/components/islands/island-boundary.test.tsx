// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { readContent } from "#src/content/read-content.ts";
import { IslandBoundary } from "./island-boundary.tsx";
import { InPage } from "#src/components/ui/page-context.tsx";
import { testPage } from "#src/test-utils.ts";

const { islandError } = readContent("navigation");

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderPage(child: React.ReactNode) {
  return render(
    <InPage page={testPage()}>
      <p>Static section before</p>
      <IslandBoundary>{child}</IslandBoundary>
      <p>Static section after</p>
    </InPage>,
  );
}

describe("IslandBoundary", () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    // React reports a caught render error with console.error; keep the test output readable.
    errors = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("renders its island untouched when nothing throws", () => {
    renderPage(<button type="button">Copy link</button>);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("replaces a failing island with the spec's error screen and its message, leaving the page", () => {
    renderPage(<Throws error={new Error("Calculator exploded")} />);
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { name: islandError })).toBeInTheDocument();
    expect(alert).toHaveTextContent("Calculator exploded");
    expect(screen.getByText("Static section before")).toBeInTheDocument();
    expect(screen.getByText("Static section after")).toBeInTheDocument();
    // The error still reaches the console, where monitoring and developers look.
    expect(errors.mock.calls.flat().some((arg) => String(arg).includes("Calculator exploded"))).toBe(true);
  });

  it("shows something thrown that is not an Error as text", () => {
    renderPage(<Throws error="Chunk failed to load" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Chunk failed to load");
  });

  it("shows the stack in development only", () => {
    // `vitest run` is a development build (import.meta.env.DEV is true), so production is stubbed.
    const error = new Error("Calculator exploded");
    const first = renderPage(<Throws error={error} />);
    expect(import.meta.env.DEV).toBe(true);
    expect(screen.getByRole("alert").querySelector("pre")).toHaveTextContent("Calculator exploded");
    first.unmount();

    vi.stubEnv("DEV", false);
    renderPage(<Throws error={error} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Calculator exploded");
    expect(alert.querySelector("pre")).toBeNull();
    expect(alert.textContent).not.toContain(error.stack?.split("\n")[1]?.trim() ?? "no stack");
  });
});
