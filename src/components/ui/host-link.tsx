import { site, type ExternalDestination } from "~/config/site";
import { externalUrl } from "~/lib/links";
import { ExternalLink } from "./external-link";
import { usePlacement } from "./placement";

/**
 * A link to a destination on the external host, carrying its placement (`?cta=home.hero.freeTrial`)
 * in the static HTML, beside any `plan` and `billing`, so the host can count what each call to
 * action starts, with JavaScript on or off. `name` ends the placement id: the destination, unless
 * several links in one section share it (the plan cards name their plan).
 */
export function HostLink({
  destination,
  params,
  name = destination,
  ...props
}: Omit<React.ComponentProps<"a">, "href" | "target" | "rel"> & {
  destination: ExternalDestination;
  params?: Readonly<Record<string, string>> | undefined;
  name?: string;
}) {
  const placement = usePlacement(name);
  return (
    <ExternalLink
      href={externalUrl(destination, { ...params, [site.analytics.placementParam]: placement })}
      {...props}
    />
  );
}
