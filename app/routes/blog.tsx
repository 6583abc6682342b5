import { replace } from "react-router";
import { externalUrl } from "~/lib/links";

/**
 * Servers answer /blog and /blog/* with a redirect to the fixed case-studies URL. This
 * route covers navigation inside the app: it replaces the history entry, so Back does
 * not return to a page that would only leave again.
 */
export function clientLoader() {
  return replace(externalUrl("caseStudies"));
}

export default function Blog() {
  return null;
}
