import { focusTargetIndex, idFromHash, isAccordionKey } from "#src/lib/accordion.ts";

/**
 * /faq's script (no React). The questions are native <details name="faq"> (static markup from
 * sections/faq-questions.tsx), which open and close without script. The platform has no control for
 * what the spec asks beyond that (section 4): Arrow Up and Down between questions, wrapping across
 * categories, and Home and End. Browsers open the question a /faq#id link points into on arrival;
 * this opens it again when only the hash changes. One listener each, on the document, so the
 * module needs no start-up work beyond adding them.
 */
const question = 'details[name="faq"] > summary';

const questions = () => [...document.querySelectorAll<HTMLElement>(question)];

document.addEventListener("keydown", (event) => {
  const { target } = event;
  if (!isAccordionKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  if (!(target instanceof HTMLElement) || !target.matches(question)) return;
  event.preventDefault();
  const all = questions();
  // focusVisible: WebKit shows no focus ring after a programmatic focus unless asked.
  all[focusTargetIndex(event.key, all.indexOf(target), all.length)]?.focus({ focusVisible: true });
});

window.addEventListener("hashchange", () => {
  const answers = [...document.querySelectorAll('details[name="faq"] > [id]')].map((answer) => answer.id);
  const id = idFromHash(window.location.hash, answers);
  const details = id ? document.getElementById(id)?.closest("details") : null;
  if (!details) return;
  details.open = true;
  // After the frame: Chromium scrolls to the fragment itself as the hash changes, with the answer
  // still closed, and (measured) left the question under the sticky header; a scroll in the same
  // task was overridden.
  requestAnimationFrame(() => details.scrollIntoView({ block: "start" }));
});
