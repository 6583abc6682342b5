import type { Locale } from "#src/config/locales.ts";
import type { RoiCopy } from "#src/content/schema/roi.ts";
import { roiDisplay } from "#src/lib/roi/display.ts";
import { roiFieldOrder, roiFieldsWith, type RoiAssumptions } from "#src/lib/roi/model.ts";
import type { RoiRawInputs } from "#src/lib/roi/formula.ts";
import { earlyDataAttribute, liveEvent, paybackAttribute, pendingAttribute } from "./roi-early-marks.ts";

/**
 * What the early module (roi-early.ts) does with a keystroke, once it has the calculator's words:
 * both paybacks written into the island's figures, the rest marked pending, and the texts it
 * changed kept to put back when React takes over. Apart from the module's listener so a test can
 * drive it on a prerendered calculator before hydrating it (roi-calculator.test.tsx).
 */

/** What the calculator's form carries for this module: the page's language and the assumptions. */
export interface EarlyData {
  locale: Locale;
  assumptions: RoiAssumptions;
}

/** The texts this module changed, each with what it held before, to put back for React. */
const changed = new Map<Text, string>();

/** React answers from here on: the texts go back to what it hydrated, and it draws the inputs' figures. */
function takeOver() {
  for (const [node, text] of changed) node.data = text;
  changed.clear();
}

/** Shows the paybacks of what `form` holds now in `island`, worked out by the island's own code. */
export function answerEarly(form: HTMLFormElement, island: Element, copy: RoiCopy) {
  const { locale, assumptions } = JSON.parse(form.getAttribute(earlyDataAttribute) ?? "") as EarlyData;
  const raw = Object.fromEntries(
    roiFieldOrder.map((key) => [key, (form.elements.namedItem(key) as HTMLInputElement | null)?.value ?? ""]),
  ) as RoiRawInputs;
  const { result } = roiDisplay(raw, roiFieldsWith(copy.fields), assumptions, copy, locale);
  // Each payback's amount and unit, in the order the island renders them; an empty unit as the
  // island renders it too, a no-break space, so its text node is kept.
  const texts = [result?.expected.payback, result?.cautious.payback].flatMap((payback) => [
    payback?.amount ?? copy.results.empty,
    payback?.unit || "\u00a0",
  ]);
  island.querySelectorAll(`[${paybackAttribute}] > span`).forEach((span, index) => {
    const node = span.firstChild;
    if (!(node instanceof Text) || texts[index] === undefined) return;
    if (!changed.has(node)) changed.set(node, node.data);
    node.data = texts[index];
  });
  island.setAttribute(pendingAttribute, "");
  island.addEventListener(liveEvent, takeOver, { once: true });
}
