/**
 * The only script counting adds to a page's first load (docs/decisions/015): one line, inline at
 * the end of <body>, that imports the counting module (analytics-start.ts) a second after the page
 * has loaded, so nothing competes with what the visitor came to see. Measured (Lighthouse mobile,
 * npm run bench): requested at the next frame after load, the module started before the observed
 * first paint on four pages (load can come first) and Lighthouse's simulation then put it on the
 * critical path (LCP 1.33× the floor on /pricing, /about, /faq); a second later it is after both.
 * It sets `window.onload` (the shortest form; nothing else on the site uses it). The module's URL
 * changes with every build, so the layout gives the CSP this text's hash as it renders the page.
 * Rendered by the layout only when counting is on.
 */
export const analyticsBootScript = (src: string) =>
  `onload=()=>setTimeout(()=>import(${JSON.stringify(src)}),1e3)`;
