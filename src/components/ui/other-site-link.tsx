import { otherSiteName, placementAttribute } from "#src/lib/links.ts";
import { ExternalLink } from "./external-link.tsx";
import { usePlacement } from "./placement.tsx";

/**
 * A link to an address on another site that content names (a webinar recording, an event, a
 * partner; the schema has refused anything but https and the product site's own addresses). Like
 * every link that leaves the site it opens a new tab, without opener, and says so to screen
 * readers (ExternalLink). Its address is exactly as content wrote it: the placement, the
 * language, a variant and the landing's campaign are this site's and the product site's business,
 * never another site's. The placement goes in `data-cta` instead, so the counting module counts
 * the click as a call to action where it stood (page-scripts/analytics.ts).
 */
export function OtherSiteLink({
  url,
  name = otherSiteName,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> & { url: string; name?: string | undefined }) {
  const counted = { [placementAttribute]: usePlacement(name) };
  return <ExternalLink href={url} {...counted} {...props} />;
}
