import { roiCopyFor } from "virtual:roi-copy";
import { answerEarly } from "./roi-early-answer.ts";
import { earlyDataAttribute, liveAttribute } from "./roi-early-marks.ts";
import { linkedIsland, restores } from "./linked-directive.ts";
import { roiFieldOrder } from "#src/lib/roi/model.ts";
import type { Locale } from "#src/config/locales.ts";

/**
 * The calculator's answer before its code (script: only arithmetic can answer a keystroke, and no
 * markup does arithmetic). The calculator is a React island; React's code is most of what a phone
 * downloads and evaluates before the island answers, about 1.3 s after first paint on the slow
 * phone, while a visitor who opened a shared link types at once. This module is a few KB without
 * React, loaded before it (by the head's preload script on a linked visit, by `client:linked`
 * otherwise): from the moment it runs until the island is live, a keystroke in the calculator's
 * form shows both paybacks at once, worked out by the island's own code (lib/roi/display.ts), and
 * marks the rest of the results as pending (CSS dims them) until React draws them.
 *
 * It writes only the text of the payback figures, which the island renders with
 * `suppressHydrationWarning`, so React hydrates over them without a mismatch (roi-early-answer.ts).
 * When the island is live (its layout effect dispatches `liveEvent`), this puts back the texts it
 * changed and stops, in the same task as React renders what the inputs hold: no frame shows the
 * old figures, and what React knows of the page is true again.
 */

let latest = 0;

// A shared link's inputs (the calculator's keys in the query) are restored by React alone: its
// figures stay hidden until then (client:linked), so there is nothing to answer early.
const restoring = restores(location, roiFieldOrder);

// The words, asked for as this runs (the layout writes the page's locale code on <html>), while
// the page is still arriving and its thread is mostly free: they are parsed before a key is typed,
// and the island, which asks for the same promise, renders without waiting for them either. Asked
// for at the first keystroke instead, they came only once React's evaluation had let go of the
// thread, about when the island answered anyway.
let words: ReturnType<typeof roiCopyFor> | undefined;
try {
  words = roiCopyFor(document.documentElement.lang as Locale);
  // Without its words the island says so in its place (island-boundary.tsx); nothing to add here.
  words.then(undefined, () => undefined);
} catch {
  // A language the calculator has no words in: the island alone answers, as it says.
}

const onInput = ({ target }: { target: EventTarget | null }) => {
  const form = (target as Element | null)?.closest?.(`form[${earlyDataAttribute}]`);
  const island = form?.closest(linkedIsland);
  // From the moment the field takes a keystroke, which can be before client:linked has run
  // (settling the island), until React answers.
  if (
    restoring ||
    !words ||
    !(form instanceof HTMLFormElement) ||
    !island ||
    island.hasAttribute(liveAttribute)
  )
    return;
  const run = ++latest;
  void words.then(
    (copy) => {
      // A later keystroke answers instead, and once the island is live it answers itself.
      if (run === latest && island.isConnected && !island.hasAttribute(liveAttribute))
        answerEarly(form, island, copy);
    },
    () => undefined,
  );
};
document.addEventListener("input", onInput);

// A reader can type before this module runs (on a slow phone the field takes keys while the
// parser still holds the thread this module waits for): what was typed is answered now, not when
// React is live.
for (const field of document.querySelectorAll("input"))
  if (field.value !== field.defaultValue) onInput({ target: field });
