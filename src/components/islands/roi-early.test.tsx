// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { readContent } from "#src/content/read-content.ts";
import { roiMultipliers } from "#src/lib/roi/model.ts";
import { serverHtml, testPage } from "#src/test-utils.ts";
import { linkedIsland } from "./linked-directive.ts";
import { paybackAttribute, pendingAttribute } from "./roi-early-marks.ts";
import { RoiCalculator } from "./roi-calculator.tsx";

const roiCopy = readContent("roi");
const assumptions = { ...roiMultipliers, seatPricePerMonth: 99 };

/** The payback figures' text, as the early module rewrites it. */
const paybacks = (island: Element) =>
  [...island.querySelectorAll(`[${paybackAttribute}]`)].map((figure) => figure.textContent);

describe("the calculator's early module, run after the reader typed", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("answers what was typed before it ran, in the calculator typed in only", async () => {
    const html = serverHtml(<RoiCalculator copy={roiCopy} assumptions={assumptions} page={testPage()} />);
    document.documentElement.lang = "en";
    // Two calculators as the parser leaves them; the untouched one last, so that answering every
    // field (typed or not) would leave the last answer to it.
    document.body.innerHTML = `<astro-island client="linked">${html}</astro-island>`.repeat(2);
    const [typed, untouched] = document.querySelectorAll(linkedIsland);
    const before = paybacks(untouched!);
    const team = typed!.querySelector<HTMLInputElement>('input[name="team"]')!;
    team.value = String(Number(team.defaultValue) * 20);

    await import("./roi-early.ts");

    await expect.poll(() => typed!.hasAttribute(pendingAttribute)).toBe(true);
    expect(paybacks(typed!)).not.toEqual(before);
    expect(untouched!.hasAttribute(pendingAttribute)).toBe(false);
    expect(paybacks(untouched!)).toEqual(before);
  });
});
