import { readContent, readPlans } from "#src/content/read-content.ts";
import { formatUsd } from "#src/lib/pricing.ts";
import { roiDisplay } from "#src/lib/roi/display.ts";
import type { PaybackText } from "#src/lib/roi/format.ts";
import { errorText, type ParseProblem } from "#src/lib/roi/parse.ts";
import type { RoiRawInputs } from "#src/lib/roi/formula.ts";
import { rawFromSearch } from "#src/lib/roi/url.ts";
import { roiAssumptionsFor, roiFieldsWith } from "#src/lib/roi/model.ts";

// What the calculator must show, worked out from content/: a seat costs the Starter plan's monthly
// price, so a price edit moves these figures and the browser tests with them. The formulas
// themselves are held to the spec's worked cases in src/lib/roi/roi.test.ts.
const roiAssumptions = roiAssumptionsFor(readPlans());
/** The calculator's words: the figures complete them, as the page does. */
const roiCopy = readContent("roi");
const roiFields = roiFieldsWith(roiCopy.fields);

/** Everything the calculator shows for these inputs (the others at their defaults). */
export function expectedRoi(raw: Partial<RoiRawInputs> = {}) {
  const inputs = { ...rawFromSearch(new URLSearchParams(), roiFields), ...raw };
  const { result } = roiDisplay(inputs, roiFields, roiAssumptions, roiCopy);
  if (!result) throw new Error(`expectedRoi: ${JSON.stringify(inputs)} is not a valid set of inputs`);
  return result;
}

/** The message a field shows for a refused value, in content's words: "The team size must be at least 1." */
export const expectedError = (key: keyof typeof roiFields, problem: ParseProblem) =>
  errorText(problem, roiFields[key], roiCopy.errors);

/** A payback as the page reads it: "4 days", "Never". */
export const paybackText = ({ amount, unit }: PaybackText) => (unit ? `${amount} ${unit}` : amount);

/** Spec section 9: annual cost = team size × seat price × 12. */
export const yearCost = (team: number) => formatUsd(team * roiAssumptions.seatPricePerMonth * 12);
