// @vitest-environment happy-dom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readContent } from "#src/content/read-content.ts";
import { serverHtml, testPage } from "#src/test-utils.ts";
import { roiMultipliers } from "#src/lib/roi/model.ts";
import { fillTemplate } from "#src/lib/roi/format.ts";
import { errorText } from "#src/lib/roi/parse.ts";
import { roiFieldsWith } from "#src/lib/roi/model.ts";
import { settledAttribute } from "./linked-directive.ts";
import { answerEarly } from "./roi-early-answer.ts";
import { liveAttribute, pendingAttribute } from "./roi-early-marks.ts";
import type { RoiCopy } from "#src/content/schema/roi.ts";
import { InPage } from "#src/components/ui/page-context.tsx";
import type { ReactNode } from "react";
import { IslandBoundary } from "./island-boundary.tsx";
import { Calculator, RoiCalculator } from "./roi-calculator.tsx";
import { RoiCalculatorFrame } from "#src/components/sections/roi-calculator-frame.tsx";

const roiCopy = readContent("roi");
const said = roiCopy.chart.description;
/** A payback as the calculator words it, from content: "4 days", "2.3 months". */
const days = (count: number) => `${count} ${roiCopy.payback.days}`;
const months = (count: number) => `${count} ${roiCopy.payback.months}`;
/** One case's sentence in the chart's description, when it pays back within the chart. */
const paidBack = (name: string, revenue: string, payback: string) =>
  fillTemplate(said.paidBack, { case: name, revenue, payback });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A fixed seat price, so the worked figures below test the component, not today's Starter price. */
const assumptions = { ...roiMultipliers, seatPricePerMonth: 99 };

/** Opens the page at `path` (the calculator reads the query itself) and renders it there. */
function renderAt(path = "/") {
  window.history.replaceState(null, "", path);
  render(
    <RoiCalculatorFrame copy={roiCopy}>
      <RoiCalculator copy={roiCopy} assumptions={assumptions} page={testPage()} />
    </RoiCalculatorFrame>,
  );
  return userEvent.setup();
}

/** Unmounts what `hydrateAt` mounted, even when a test fails before the end. */
const hydrated: (() => void)[] = [];

/**
 * Lands on `path` as a visitor does: the prerendered HTML (built with no URL, so the defaults),
 * then `beforeHydration` (the visitor typing before the island's code arrives), then hydration.
 */
async function hydrateAt(
  path: string,
  beforeHydration: (container: HTMLElement) => void = () => {},
  browserTree: ReactNode = <RoiCalculator copy={roiCopy} assumptions={assumptions} page={testPage()} />,
) {
  const html = serverHtml(<RoiCalculator copy={roiCopy} assumptions={assumptions} page={testPage()} />);
  window.history.replaceState(null, "", path);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, browserTree, {
      onRecoverableError: (error) => console.error(error),
    });
  });
  hydrated.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return html;
}

/** A figure in the comparison table: the row whose heading starts with `label`, one case's column. */
const figure = (label: string, column: "expected" | "cautious" = "expected") => {
  const row = screen.getByRole("rowheader", { name: new RegExp(`^${label}`) }).closest("tr")!;
  return within(row).getAllByRole("cell")[column === "expected" ? 0 : 1]?.textContent;
};
/** The payback figure of one case, as read out: "4 days". */
const payback = (column: "expected" | "cautious") =>
  screen.getByText(roiCopy.results[column], { selector: "dt" }).nextElementSibling?.textContent?.trim();
/** The chart: the image whose description opens with the content's summary. */
const chart = () =>
  screen.getByRole("img", { name: new RegExp(`^${escaped(said.summary.split("{cost}")[0]!)}`) });
/** The drawn line of the expected case's added revenue. */
const expectedLine = () => chart().querySelectorAll("path")[5]?.getAttribute("d");

afterEach(() => {
  for (const unmount of hydrated.splice(0)) unmount();
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RoiCalculator", () => {
  it("shows the spec's figures for the defaults", async () => {
    renderAt();
    expect(await screen.findByRole("textbox", { name: roiCopy.fields.team.label })).toHaveValue("5");
    expect(figure(roiCopy.results.monthly)).toBe("$52,500");
    expect(figure(roiCopy.results.annual)).toBe("$630,000");
    expect(figure(roiCopy.results.cost)).toBe("$5,940");
    expect(figure(roiCopy.results.roi)).toBe("10,506%");
  });

  it("leads with payback, and shows the cautious case beside the expected one", async () => {
    renderAt();
    expect(await screen.findByText(roiCopy.results.payback)).toBeInTheDocument();
    expect(payback("expected")).toBe(days(4));
    expect(payback("cautious")).toBe(days(7));
    const table = screen.getByRole("table", { name: roiCopy.results.tableCaption });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      roiCopy.results.figureHeading,
      `${roiCopy.results.expected}${roiCopy.results.expectedUplift}`,
      `${roiCopy.results.cautious}${roiCopy.results.cautiousUplift}`,
    ]);
    expect(figure(roiCopy.results.monthly, "cautious")).toBe("$26,250");
    expect(figure(roiCopy.results.annual, "cautious")).toBe("$315,000");
    expect(figure(roiCopy.results.cost, "cautious")).toBe("$5,940");
    expect(figure(roiCopy.results.roi, "cautious")).toBe("5,203%");
    expect(figure(roiCopy.results.conversion, "cautious")).toBe("17.63%");
    expect(
      screen.getByRole("rowheader", { name: (name) => name.startsWith(roiCopy.results.conversion) }),
    ).toHaveTextContent(`${roiCopy.results.currentRate} 15%`);
  });

  it("draws the 12 months as one labelled image, with the same figures in a table for screen readers", async () => {
    renderAt();
    const image = chart();
    expect(image).toHaveAccessibleName(
      [
        fillTemplate(said.summary, { cost: "$5,940" }),
        paidBack(said.expected, "$630,000", days(4)),
        paidBack(said.cautious, "$315,000", days(7)),
      ].join(" "),
    );
    // Both payback points are marked, each where its line meets the cost line.
    expect(image.querySelectorAll("circle")).toHaveLength(2);
    const data = screen.getByRole("table", { name: roiCopy.chart.tableCaption });
    expect(
      within(data)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([...roiCopy.chart.tableHeaders]);
    const rows = within(data).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(13);
    expect(rows[0]).toHaveTextContent(`${roiCopy.chart.rows.start}$0$0$5,940`);
    expect(rows[12]).toHaveTextContent(
      `${fillTemplate(roiCopy.chart.rows.month, { month: "12" })}$630,000$315,000$5,940`,
    );
    // Hidden from sight, not from screen readers.
    expect(data.closest(".sr-only")).not.toBeNull();
  });

  it("redraws the picture on every change, as the figures change", async () => {
    const user = renderAt();
    const before = { label: chart().getAttribute("aria-label"), line: expectedLine() };
    const team = await screen.findByRole("textbox", { name: roiCopy.fields.team.label });
    await user.clear(team);
    await user.type(team, "30");
    expect(payback("expected")).toBe(days(21));
    expect(chart().getAttribute("aria-label")).not.toBe(before.label);
    expect(chart().getAttribute("aria-label")).toContain(fillTemplate(said.summary, { cost: "$35,640" }));
    expect(chart().getAttribute("aria-label")).toContain(paidBack(said.expected, "$630,000", days(21)));

    const deal = screen.getByRole("textbox", { name: roiCopy.fields.deal.label });
    await user.clear(deal);
    await user.type(deal, "3000");
    expect(expectedLine()).not.toBe(before.line);
    expect(payback("expected")).toBe(months(2.3));
    expect(chart().getAttribute("aria-label")).toContain(months(2.3));
    expect(chart().getAttribute("aria-label")).toContain(months(4.6));
    expect(window.location.search).toBe("?team=30&deal=3000");
  });

  it("says the plan never pays back when nothing is added, with no NaN or Infinity anywhere", async () => {
    renderAt("/?rate=100");
    expect(await screen.findByText(roiCopy.results.cappedNote)).toBeInTheDocument();
    expect(payback("expected")).toBe(roiCopy.payback.never);
    expect(payback("cautious")).toBe(roiCopy.payback.never);
    expect(chart().getAttribute("aria-label")).toContain(fillTemplate(said.never, { case: said.expected }));
    expect(chart().querySelectorAll("circle")).toHaveLength(0);
    expect(within(chart()).getByText(roiCopy.chart.note.never)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });

  it("says when payback comes after the 12 months it draws", async () => {
    renderAt("/?team=50&deal=1000&rate=5");
    expect(await screen.findByText("34")).toBeInTheDocument();
    expect(payback("expected")).toBe(months(34));
    expect(payback("cautious")).toBe(months(67.9));
    expect(within(chart()).getByText(roiCopy.chart.note.late)).toBeInTheDocument();
    expect(chart().querySelectorAll("circle")).toHaveLength(0);
  });

  it("animates only with the motion-safe variant, so reduced motion stops it", async () => {
    renderAt();
    const moving = [...chart().querySelectorAll("[class*='transition']")];
    expect(moving.length).toBeGreaterThan(0);
    for (const element of moving) {
      const classes = element
        .getAttribute("class")!
        .split(/\s+/)
        .filter((name) => /transition|duration|ease/.test(name));
      // Turning motion off (while a shared link is restored) needs no variant.
      expect(
        classes.every((name) => name.startsWith("motion-safe:") || /transition-none!?$/.test(name)),
      ).toBe(true);
    }
  });

  it("restores its inputs from the URL", async () => {
    renderAt("/?team=10&deal=5000&rate=20&leads=200");
    expect(await screen.findByRole("textbox", { name: roiCopy.fields.leads.label })).toHaveValue("200");
    expect(figure(roiCopy.results.monthly)).toBe("$70,000");
    expect(figure(roiCopy.results.cost)).toBe("$11,880");
    expect(figure(roiCopy.results.roi)).toBe("6,971%");
  });

  it("recomputes on every change, accepts pasted money and mirrors it in the URL", async () => {
    const user = renderAt();
    const deal = await screen.findByRole("textbox", { name: roiCopy.fields.deal.label });
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
    const team = await screen.findByRole("textbox", { name: roiCopy.fields.team.label });
    await user.clear(team);
    await user.type(team, "0");
    expect(team).toHaveAttribute("aria-invalid", "true");
    const fields = roiFieldsWith(roiCopy.fields);
    expect(team).toHaveAccessibleDescription(
      new RegExp(escaped(errorText("tooSmall", fields.team, roiCopy.errors))),
    );
    expect(figure(roiCopy.results.roi)).toBe(roiCopy.results.empty);
    expect(figure(roiCopy.results.cost)).toBe(roiCopy.results.empty);
    expect(payback("expected")).toBe(roiCopy.results.empty);
    expect(screen.getByText(roiCopy.results.invalid)).toBeInTheDocument();
    // No picture of made-up figures either: the chart's place says why it is empty.
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText(roiCopy.chart.invalid)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);

    const rate = screen.getByRole("textbox", { name: roiCopy.fields.rate.label });
    await user.clear(rate);
    await user.type(rate, "abc");
    expect(rate).toHaveAccessibleDescription(
      new RegExp(escaped(errorText("notNumber", fields.rate, roiCopy.errors))),
    );
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
    expect(figure(roiCopy.results.conversion)).toBe("100%");
    expect(figure(roiCopy.results.conversion, "cautious")).toBe("100%");
  });

  it("announces the payback politely, not the whole table on every keystroke", async () => {
    renderAt();
    const live = (await screen.findByText(roiCopy.results.payback)).closest("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(within(live as HTMLElement).getByText(roiCopy.results.cautious)).toBeInTheDocument();
    expect(document.querySelectorAll("[aria-live]")).toHaveLength(1);
  });

  it("copies a link that carries the inputs", async () => {
    const user = renderAt("/?team=10");
    // After setup: user-event installs its own clipboard stub on the navigator. The link opens
    // at the calculator; the page's own URL keeps no fragment.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(await screen.findByRole("button", { name: roiCopy.copyLink }));
    expect(await screen.findByText(roiCopy.copied)).toBeInTheDocument();
    expect(window.location.hash).toBe("");
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/\?team=10#roi-calculator$/));
  });

  it("says so when the clipboard is unavailable", async () => {
    const user = renderAt();
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    await user.click(await screen.findByRole("button", { name: roiCopy.copyLink }));
    expect(await screen.findByText(roiCopy.copyUnavailable)).toBeInTheDocument();
  });

  it("says so when the clipboard refuses", async () => {
    const user = renderAt();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(await screen.findByRole("button", { name: roiCopy.copyLink }));
    expect(await screen.findByText(roiCopy.copyFailed)).toBeInTheDocument();
  });

  it("prerenders the defaults with no browser, then hydrates and shows the URL's inputs without errors", async () => {
    const errors = vi.spyOn(console, "error");
    const html = await hydrateAt("/?team=10&deal=5000&rate=20&leads=200");
    expect(html).toContain('value="5"');
    // Figures may wrap at their separators (<wbr>), so read the text, not the markup.
    expect(html.replace(/<[^>]*>/g, "")).toContain("10,506%");
    // The picture is prerendered too, for the example's inputs.
    const prerendered = document.createElement("div");
    prerendered.innerHTML = html;
    const label = prerendered.querySelector('[role="img"]')?.getAttribute("aria-label");
    expect(label).toContain(fillTemplate(said.summary, { cost: "$5,940" }));
    expect(label).toContain(paidBack(said.expected, "$630,000", days(4)));
    expect(html).not.toMatch(/NaN|Infinity/);
    // The CSP allows no style attributes (the build checks every page for them).
    expect(html).not.toMatch(/\sstyle=/);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: roiCopy.fields.leads.label })).toHaveValue("200");
    expect(figure(roiCopy.results.roi)).toBe("6,971%");
    expect(payback("expected")).toBe(days(6));
    expect(chart().getAttribute("aria-label")).toContain(paidBack(said.expected, "$840,000", days(6)));
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
    expect(screen.getByRole("textbox", { name: roiCopy.fields.team.label })).toHaveValue("12");
    expect(figure(roiCopy.results.cost)).toBe("$14,256");
    expect(window.location.search).toBe("?team=12");
  });

  it("answers a keystroke before hydration with both paybacks, then hydrates over them without a mismatch", async () => {
    const errors = vi.spyOn(console, "error");
    let island!: HTMLElement;
    let early: (string | undefined)[] = [];
    await hydrateAt("/", (container) => {
      island = container;
      container.setAttribute("client", "linked");
      container.setAttribute(settledAttribute, "");
      const team = container.querySelector<HTMLInputElement>('input[name="team"]')!;
      team.value = "50";
      answerEarly(team.form!, container, roiCopy);
      early = [payback("expected"), payback("cautious")];
      // The rest of the results are older than the inputs until React draws them.
      expect(container).toHaveAttribute(pendingAttribute);
    });
    expect(early).not.toEqual([days(4), days(7)]);
    expect(errors).not.toHaveBeenCalled();
    // React's own figures for the same inputs are the early ones, and nothing is pending.
    expect(screen.getByRole("textbox", { name: roiCopy.fields.team.label })).toHaveValue("50");
    expect([payback("expected"), payback("cautious")]).toEqual(early);
    expect(figure(roiCopy.results.cost)).toBe("$59,400");
    expect(island).not.toHaveAttribute(pendingAttribute);
    expect(island).toHaveAttribute(liveAttribute);
  });

  it("puts back what it answered early when the inputs no longer say it, so React's figures are true", async () => {
    const errors = vi.spyOn(console, "error");
    await hydrateAt("/", (container) => {
      container.setAttribute("client", "linked");
      container.setAttribute(settledAttribute, "");
      const team = container.querySelector<HTMLInputElement>('input[name="team"]')!;
      team.value = "50";
      answerEarly(team.form!, container, roiCopy);
      // The field set back under the visitor (as React may do to a keystroke during hydration).
      team.value = "5";
    });
    expect(errors).not.toHaveBeenCalled();
    expect([payback("expected"), payback("cautious")]).toEqual([days(4), days(7)]);
  });

  it("settles a client:linked island only once it shows the shared link's figures", async () => {
    const seenAtSettle: (string | undefined)[] = [];
    let island: HTMLElement | undefined;
    await hydrateAt("/?team=10&deal=5000&rate=20&leads=200", (container) => {
      // The island as the directive leaves it when the query holds the calculator's inputs.
      island = container;
      container.setAttribute("client", "linked");
      new MutationObserver(() => {
        if (container.hasAttribute(settledAttribute)) seenAtSettle.push(payback("expected"));
      }).observe(container, { attributes: true });
    });
    await act(async () => {});
    expect(island?.hasAttribute(settledAttribute)).toBe(true);
    expect(seenAtSettle).toEqual([days(6)]);
  });

  it("hydrates once its words arrive, as the page's island fetches them: the prerender stays until then", async () => {
    const errors = vi.spyOn(console, "error");
    let arrive!: (copy: RoiCopy) => void;
    const words = new Promise<RoiCopy>((resolve) => (arrive = resolve));
    let container!: HTMLElement;
    const html = await hydrateAt(
      "/?team=12",
      (prerendered) => (container = prerendered),
      <InPage page={testPage()}>
        <RoiCalculatorFrame copy={roiCopy}>
          <IslandBoundary>
            <Calculator copy={words} assumptions={assumptions} locale="en" />
          </IslandBoundary>
        </RoiCalculatorFrame>
      </InPage>,
    );
    // Waiting: the prerendered calculator as it was, the example's figures, nothing replaced.
    const prerendered = document.createElement("div");
    prerendered.innerHTML = html;
    expect(container.innerHTML).toBe(prerendered.innerHTML);
    await act(async () => arrive(roiCopy));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: roiCopy.fields.team.label })).toHaveValue("12");
    expect(figure(roiCopy.results.cost)).toBe("$14,256");
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
