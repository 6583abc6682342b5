// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { roiCopy } from "~/content/roi";
import { RoiCalculator } from "./roi-calculator";

function renderAt(path = "/") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: RoiCalculator,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
};

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RoiCalculator", () => {
  it("shows the spec's figures for the defaults", async () => {
    renderAt();
    expect(await screen.findByRole("textbox", { name: "Team size" })).toHaveValue("5");
    expect(figure(roiCopy.results.monthly)).toBe("$52,500");
    expect(figure(roiCopy.results.annual)).toBe("$630,000");
    expect(figure(roiCopy.results.cost)).toBe("$5,940");
    expect(figure(roiCopy.results.roi)).toBe("10,506%");
  });

  it("restores its inputs from the URL", async () => {
    renderAt("/?team=10&deal=5000&rate=20&leads=200");
    expect(await screen.findByRole("textbox", { name: "Monthly leads" })).toHaveValue("200");
    expect(figure(roiCopy.results.monthly)).toBe("$70,000");
    expect(figure(roiCopy.results.cost)).toBe("$11,880");
    expect(figure(roiCopy.results.roi)).toBe("6,971%");
  });

  it("recomputes on every change, accepts pasted money and mirrors it in the URL", async () => {
    const user = renderAt();
    const deal = await screen.findByRole("textbox", { name: "Average deal value" });
    await user.clear(deal);
    await user.click(deal);
    await user.paste("$5,000");
    expect(figure(roiCopy.results.monthly)).toBe("$26,250");
    // The calculator writes the browser URL itself (a replace, not a router navigation).
    expect(window.location.search).toBe("?deal=5000");

    await user.clear(deal);
    await user.type(deal, "10000");
    expect(figure(roiCopy.results.monthly)).toBe("$52,500");
    expect(window.location.search).toBe("");
  });

  it("ties each error to its field and shows no figures while one is invalid", async () => {
    const user = renderAt();
    const team = await screen.findByRole("textbox", { name: "Team size" });
    await user.clear(team);
    await user.type(team, "0");
    expect(team).toHaveAttribute("aria-invalid", "true");
    expect(team).toHaveAccessibleDescription(/The team size must be at least 1\./);
    expect(figure(roiCopy.results.roi)).toBe("—");
    expect(figure(roiCopy.results.cost)).toBe("—");
    expect(screen.getByText(roiCopy.results.invalid)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);

    const rate = screen.getByRole("textbox", { name: "Current conversion rate" });
    await user.clear(rate);
    await user.type(rate, "abc");
    expect(rate).toHaveAccessibleDescription(/Enter the conversion rate as a number/);
    expect(window.location.search).toBe("?team=0&rate=abc");

    await user.clear(team);
    await user.type(team, "5");
    await user.clear(rate);
    await user.type(rate, "15");
    expect(team).not.toHaveAttribute("aria-invalid");
    expect(figure(roiCopy.results.roi)).toBe("10,506%");
  });

  it("says when the improved rate is held at 100%", async () => {
    renderAt("/?rate=90");
    expect(await screen.findByText(roiCopy.results.cappedNote)).toBeInTheDocument();
    expect(figure(roiCopy.results.conversion)).toBe("90% → 100%");
  });

  it("keeps the results in a polite live region", async () => {
    renderAt();
    const live = (await screen.findByText(roiCopy.results.roi)).closest("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(within(live as HTMLElement).getByText(roiCopy.results.monthly)).toBeInTheDocument();
  });

  it("copies a link that carries the inputs", async () => {
    const user = renderAt("/?team=10");
    // After setup: user-event installs its own clipboard stub on the navigator.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText(roiCopy.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\?team=10$/));
  });

  it("says so when the clipboard is unavailable", async () => {
    const user = renderAt();
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText(roiCopy.copyUnavailable)).toBeInTheDocument();
  });
});
