import { site, type ExternalDestination } from "#src/config/site.ts";
import { externalUrl, languageParams } from "#src/lib/links.ts";
import { ExternalLink } from "./external-link.tsx";
import { usePage } from "./page-context.tsx";
import { usePlacement } from "./placement.tsx";

/**
 * A link to a destination on the external host, carrying its placement (`?cta=home.hero.freeTrial`)
 * in the static HTML, beside any `plan` and `billing`, so the host can count what each call to
 * action starts, with JavaScript on or off, and the page's language (`?lang=de`), so the host can
 * answer in it. `name` ends the placement id: the destination, unless
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
  const language = languageParams(usePage().locale);
  return (
    <ExternalLink
      href={externalUrl(destination, { ...params, ...language, [site.analytics.placementParam]: placement })}
      {...props}
    />
  );
}
