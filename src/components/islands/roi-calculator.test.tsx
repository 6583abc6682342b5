// @vitest-environment happy-dom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { roiCopy } from "~/content/roi";
import { serverHtml } from "~/test-utils";
import { RoiCalculator } from "./roi-calculator";

/** Opens the page at `path` (the calculator reads the query itself) and renders it there. */
function renderAt(path = "/") {
  window.history.replaceState(null, "", path);
  render(<RoiCalculator />);
  return userEvent.setup();
}

/** Unmounts what `hydrateAt` mounted, even when a test fails before the end. */
const hydrated: (() => void)[] = [];

/**
 * Lands on `path` as a visitor does: the prerendered HTML (built with no URL, so the defaults),
 * then `beforeHydration` (the visitor typing before the island's code arrives), then hydration.
 */
async function hydrateAt(path: string, beforeHydration: (container: HTMLElement) => void = () => {}) {
  const html = serverHtml(<RoiCalculator />);
  window.history.replaceState(null, "", path);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <RoiCalculator />, { onRecoverableError: (error) => console.error(error) });
  });
  hydrated.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return html;
}

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
};

afterEach(() => {
  for (const unmount of hydrated.splice(0)) unmount();
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
    // After setup: user-event installs its own clipboard stub on the navigator. The link opens
    // at the calculator; the page's own URL keeps no fragment.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText(roiCopy.copied)).toBeInTheDocument();
    expect(window.location.hash).toBe("");
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/\?team=10#roi-calculator$/));
  });

  it("says so when the clipboard is unavailable", async () => {
    const user = renderAt();
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText(roiCopy.copyUnavailable)).toBeInTheDocument();
  });

  it("says so when the clipboard refuses", async () => {
    const user = renderAt();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText(roiCopy.copyFailed)).toBeInTheDocument();
  });

  it("prerenders the defaults with no browser, then hydrates and shows the URL's inputs without errors", async () => {
    const errors = vi.spyOn(console, "error");
    const html = await hydrateAt("/?team=10&deal=5000&rate=20&leads=200");
    expect(html).toContain('value="5"');
    expect(html).toContain("10,506%");
    expect(html).not.toMatch(/NaN|Infinity/);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Monthly leads" })).toHaveValue("200");
    expect(figure(roiCopy.results.roi)).toBe("6,971%");
    // Reading the URL is not an edit: it stays as the visitor opened it.
    expect(window.location.search).toBe("?team=10&deal=5000&rate=20&leads=200");
  });

  it("keeps what the visitor typed before hydration, and recomputes from it", async () => {
    const errors = vi.spyOn(console, "error");
    await hydrateAt("/", (container) => {
      const team = container.querySelector<HTMLInputElement>('input[name="team"]')!;
      team.value = "12";
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Team size" })).toHaveValue("12");
    expect(figure(roiCopy.results.cost)).toBe("$14,256");
    expect(window.location.search).toBe("?team=12");
  });

  it("leaves the URL alone when nothing was typed before hydration", async () => {
    let replace: ReturnType<typeof vi.spyOn> | undefined;
    await hydrateAt("/?deal=5000", () => {
      replace = vi.spyOn(window.history, "replaceState");
    });
    expect(replace).not.toHaveBeenCalled();
    expect(figure(roiCopy.results.monthly)).toBe("$26,250");
  });
});
