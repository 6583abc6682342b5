import { earlyEventTypes } from "#src/components/page-scripts/analytics.ts";
import { site } from "#src/config/site.ts";
import { experimentParam, variantIds } from "#src/lib/experiments/choose.ts";

/**
 * The only script counting adds to a page's first load (docs/decisions/015): a few hundred bytes,
 * inline in `<head>` before the stylesheet (so nothing holds it), that wait for a click.
 *
 * - It imports the counting module (analytics-start.ts) a second after the page has loaded, so
 *   nothing competes with what the visitor came to see. Measured (Lighthouse mobile, npm run
 *   bench): requested at the next frame after load, the module started before the observed first
 *   paint on four pages and Lighthouse's simulation put it on the critical path (LCP 1.33× the floor
 *   on /pricing, /about, /faq); a second later it is after both. It sets `window.onload` (the
 *   shortest form; nothing else on the site uses it).
 * - Until the module has started, a click, a middle click or a form's submission is kept for it,
 *   so the event that starts a trial is never lost to a module still on its way, and asks for it at
 *   once; the link clicked gets the landing's campaign first, as the module gives every link (`campaignFrom` and `withCampaign` in analytics.ts, the same rules: the
 *   campaign, the experiments' variants, this site's other pages and calls to action to the
 *   external host, never another site's link, never a parameter the link has). The navigation is never held: the
 *   listener only changes the `href` the browser is about to follow.
 * - The module takes over from `self.earlyEvents` (the events, the listener): it removes the
 *   listener and counts the events kept, in their order.
 * - With Global Privacy Control or Do Not Track on it does nothing at all, as the module.
 *
 * The module's URL changes with every build, so the layout gives the CSP this text's hash as it
 * renders the page. Rendered by the layout only when counting is on.
 */
export const analyticsBootScript = (src: string) => {
  const json = JSON.stringify;
  return `(()=>{let n=navigator,l=location,s=new URLSearchParams(l.search),\
d=document.documentElement.dataset.xp,\
c=[...${json(site.analytics.campaignParams)}.filter(k=>s.get(k)).map(k=>[k,s.get(k)]),...d?[d.split("=")]:[],\
...[...s].filter(([k,v])=>k.startsWith(${json(experimentParam(""))})&&v==s.get(k)&&/^[${variantIds.join("")}]$/.test(v))],\
q=[],g=()=>import(${json(src)}),\
h=e=>{let a=e.target.closest?.("a[href]"),u,p;q.push(e);\
if(a&&c[0]){u=new URL(a.href);p=u.searchParams;\
if(u.origin==l.origin&&u.pathname!=l.pathname||u.origin==${json(site.externalHost)}&&p.has(${json(site.analytics.placementParam)})){\
for(let[k,v]of c)p.has(k)||p.append(k,v);a.href=u.href}}g()};\
if(n.globalPrivacyControl||n.doNotTrack=="1")return;self.earlyEvents=[q,h];\
for(let t of ${json(earlyEventTypes)})addEventListener(t,h,!0);onload=()=>setTimeout(g,1e3)})()`;
};
