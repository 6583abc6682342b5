/**
 * The only script counting adds to a page before the counting module itself (docs/decisions/015):
 * a few bytes, inline at the end of <body>, that ask for the module (analytics-start.ts) once the
 * page has loaded and a frame has been painted, so nothing competes with what the visitor came
 * to see. Its exact text is allowed by its hash in the CSP (astro.config.ts); the module's URL,
 * which changes with every build, rides in a data attribute so the text never does. Rendered by
 * the layout only when counting is on.
 */
export const analyticsBootScript = `{
const src = document.currentScript.dataset.src;
addEventListener("load", () => requestAnimationFrame(() => setTimeout(() => import(src))));
}`;

export function AnalyticsBoot({ src }: { src: string }) {
  return <script data-src={src} dangerouslySetInnerHTML={{ __html: analyticsBootScript }} />;
}
