import { blogPath } from "#src/config/pages.ts";
import { externalUrl } from "#src/lib/links.ts";

/**
 * The 404 page's script (no React). Hosts answer /blog and /blog/* with a redirect to the
 * case-studies page; where a host did not apply the rule, the 404 page still sends the whole page
 * there, replacing the history entry so Back does not return to it. Any other path is logged as
 * the spec asks (section 8).
 */
const { pathname } = window.location;
if (pathname === blogPath || pathname.startsWith(`${blogPath}/`)) {
  window.location.replace(externalUrl("caseStudies"));
} else {
  console.error("404 Error: User attempted to access non-existent route:", pathname);
}
