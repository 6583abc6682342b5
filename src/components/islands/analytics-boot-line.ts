/**
 * The only script counting adds to a page's first load (docs/decisions/015): one line, inline at
 * the end of <body>, that imports the counting module (analytics-start.ts) once the page has
 * loaded and the next frame has been painted (a load can come before the first paint: seen in
 * Chromium, 10 ms before it), so nothing competes with what the visitor came to see. It sets
 * `window.onload` (the shortest form; nothing else on the site uses it). The module's URL changes
 * with every build, so the layout gives the CSP this text's hash as it renders the page. Rendered
 * by the layout only when counting is on.
 */
export const analyticsBootScript = (src: string) =>
  `onload=()=>requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))`;
