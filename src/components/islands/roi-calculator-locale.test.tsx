// @vitest-environment happy-dom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "#src/config/locales.ts";
import { readContent } from "#src/content/read-content.ts";
import { serverHtml, testPage } from "#src/test-utils.ts";
import { roiFieldsWith, roiMultipliers } from "#src/lib/roi/model.ts";
import { errorText } from "#src/lib/roi/parse.ts";
import { RoiCalculator } from "./roi-calculator.tsx";

/** The calculator on a German, French or Spanish page: the words are content's, the figures its own. */
const roiCopy = readContent("roi");
const fields = roiFieldsWith(roiCopy.fields);
const assumptions = { ...roiMultipliers, seatPricePerMonth: 99 };
const nb = "\u00a0";
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function renderAt(locale: Locale, path = "/") {
  window.history.replaceState(null, "", path);
  render(<RoiCalculator copy={roiCopy} assumptions={assumptions} page={testPage("home", locale)} />);
  return userEvent.setup();
}

const figure = (label: string, column: "expected" | "cautious" = "expected") => {
  const row = screen.getByRole("rowheader", { name: new RegExp(`^${label}`) }).closest("tr")!;
  return within(row).getAllByRole("cell")[column === "expected" ? 0 : 1]?.textContent;
};
const payback = (column: "expected" | "cautious") =>
  screen.getByText(roiCopy.results[column], { selector: "dt" }).nextElementSibling?.textContent?.trim();
const input = (key: keyof typeof fields) => screen.getByRole("textbox", { name: roiCopy.fields[key].label });
/** The unit drawn inside an input's border, before or after it. */
const units = (key: keyof typeof fields) =>
  [...input(key).parentElement!.querySelectorAll("span[aria-hidden]")].map((unit) => ({
    text: unit.textContent,
    after: unit.compareDocumentPosition(input(key)) === Node.DOCUMENT_POSITION_PRECEDING,
  }));

const hydrated: (() => void)[] = [];

afterEach(() => {
  for (const unmount of hydrated.splice(0)) unmount();
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RoiCalculator in the page's language", () => {
  it("shows the example's figures the German way, with the dollar sign after the amount", async () => {
    renderAt("de");
    expect(await screen.findByRole("textbox", { name: roiCopy.fields.deal.label })).toHaveValue("10000");
    expect(figure(roiCopy.results.monthly)).toBe(`52.500${nb}$`);
    expect(figure(roiCopy.results.annual)).toBe(`630.000${nb}$`);
    expect(figure(roiCopy.results.cost)).toBe(`5.940${nb}$`);
    expect(figure(roiCopy.results.roi)).toBe(`10.506${nb}%`);
    expect(figure(roiCopy.results.conversion, "cautious")).toBe(`17,63${nb}%`);
    // toHaveTextContent would fold the no-break space into a plain one.
    expect(
      screen.getByRole("rowheader", { name: new RegExp(`^${escaped(roiCopy.results.conversion)}`) })
        .textContent,
    ).toContain(`${roiCopy.results.currentRate} 15${nb}%`);
    expect(units("deal")).toEqual([{ text: "$", after: true }]);
    expect(units("rate")).toEqual([{ text: "%", after: true }]);
    expect(document.body.textContent).not.toMatch(/\u202f|NaN|Infinity/);
  });

  it("reads what a German visitor types, and shares it as plain numbers", async () => {
    const user = renderAt("de");
    const deal = await screen.findByRole("textbox", { name: roiCopy.fields.deal.label });
    await user.clear(deal);
    await user.type(deal, "5.000");
    expect(figure(roiCopy.results.monthly)).toBe(`26.250${nb}$`);
    expect(window.location.search).toBe("?deal=5000");

    const rate = input("rate");
    await user.clear(rate);
    await user.type(rate, "15,5");
    expect(figure(roiCopy.results.conversion)).toBe(`20,93${nb}%`);
    expect(window.location.search).toBe("?deal=5000&rate=15.5");

    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(screen.getByRole("button", { name: roiCopy.copyLink }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/\?deal=5000&rate=15\.5#roi-calculator$/));
  });

  it("reads French digit groups with any kind of space, and writes them with a no-break space", async () => {
    const user = renderAt("fr");
    const leads = await screen.findByRole("textbox", { name: roiCopy.fields.leads.label });
    for (const space of [" ", nb, "\u202f", "\u2009"]) {
      await user.clear(leads);
      await user.click(leads);
      await user.paste(`1${space}000`);
      expect(leads).not.toHaveAttribute("aria-invalid");
      expect(window.location.search).toBe("?leads=1000");
      expect(figure(roiCopy.results.monthly)).toBe(`525${nb}000${nb}$US`);
    }
    expect(units("deal")).toEqual([{ text: "$US", after: true }]);
    expect(document.body.textContent).not.toMatch(/\u202f/);
  });

  it("quotes its example in a French error message", async () => {
    const user = renderAt("fr");
    const rate = await screen.findByRole("textbox", { name: roiCopy.fields.rate.label });
    await user.clear(rate);
    await user.type(rate, "abc");
    const message = errorText("notNumber", fields.rate, roiCopy.errors, "fr");
    expect(message).toContain(`15${nb}%`);
    expect(rate).toHaveAccessibleDescription(new RegExp(escaped(message)));
    expect(figure(roiCopy.results.roi)).toBe(roiCopy.results.empty);

    const deal = input("deal");
    await user.clear(deal);
    await user.type(deal, "200000000");
    expect(deal).toHaveAccessibleDescription(
      new RegExp(escaped(errorText("tooLarge", fields.deal, roiCopy.errors, "fr"))),
    );
    expect(errorText("tooLarge", fields.deal, roiCopy.errors, "fr")).toContain(`100${nb}000${nb}000${nb}$US`);
  });

  it("opens a link made on another language's page with the same figures", async () => {
    renderAt("fr", "/?team=10&deal=5000&rate=15.5&leads=200");
    expect(await screen.findByRole("textbox", { name: roiCopy.fields.rate.label })).toHaveValue("15,5");
    expect(input("deal")).toHaveValue("5000");
    expect(figure(roiCopy.results.cost)).toBe(`11${nb}880${nb}$US`);
    // Reading the URL is not an edit: it stays as the visitor opened it.
    expect(window.location.search).toBe("?team=10&deal=5000&rate=15.5&leads=200");
  });

  it("lets a long French figure wrap between digit groups, never before its sign", async () => {
    renderAt("fr", "/?deal=100000000&rate=50&leads=1000000");
    await screen.findByRole("textbox", { name: roiCopy.fields.rate.label });
    expect(figure(roiCopy.results.monthly)).toBe(`17${nb}500${nb}000${nb}000${nb}000${nb}$US`);
    const row = screen
      .getByRole("rowheader", { name: new RegExp(`^${roiCopy.results.monthly}`) })
      .closest("tr")!;
    const cell = within(row).getAllByRole("cell")[0]!;
    expect(cell.querySelectorAll("wbr")).toHaveLength(4);
    expect(cell.innerHTML).not.toContain(`<wbr>$US`);
  });

  it.each(["de", "fr", "es"] as const)(
    "prerenders in %s and hydrates to the shared link's figures without a mismatch",
    async (locale) => {
      const errors = vi.spyOn(console, "error");
      const element = (
        <RoiCalculator copy={roiCopy} assumptions={assumptions} page={testPage("home", locale)} />
      );
      const html = serverHtml(element);
      expect(html).not.toMatch(/\u202f|NaN|Infinity/);
      window.history.replaceState(null, "", "/?team=10&deal=5000&rate=20&leads=200");
      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.append(container);
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, element, { onRecoverableError: (error) => console.error(error) });
      });
      hydrated.push(() => {
        act(() => root?.unmount());
        container.remove();
      });
      expect(errors).not.toHaveBeenCalled();
      expect(figure(roiCopy.results.roi)).toBe(
        { de: `6.971${nb}%`, fr: `6${nb}971${nb}%`, es: `6971${nb}%` }[locale],
      );
      expect(payback("expected")).toBe(`6 ${roiCopy.payback.days}`);
    },
  );
});
