import { site, type ExternalDestination } from "#src/config/site.ts";
import { externalUrl, languageParams } from "#src/lib/links.ts";
import { experimentParam } from "#src/lib/experiments/choose.ts";
import { ExternalLink } from "./external-link.tsx";
import { usePage } from "./page-context.tsx";
import { usePlacement } from "./placement.tsx";

/**
 * A link to a destination on the external host, carrying its placement (`?cta=home.hero.freeTrial`)
 * in the static HTML, beside any `plan` and `billing`, so the host can count what each call to
 * action starts, with JavaScript on or off, the page's language (`?lang=de`), so the host can
 * answer in it, and on an experiment's variant its id (`?xp-features-lead=b`, docs/decisions/022), so trials
 * per variant are one query there. `name` ends the placement id: the destination, unless
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
  const { locale, variant } = usePage();
  const experiment = variant ? { [experimentParam(variant.experiment)]: variant.id } : {};
  return (
    <ExternalLink
      href={externalUrl(destination, {
        ...params,
        ...languageParams(locale),
        [site.analytics.placementParam]: placement,
        ...experiment,
      })}
      {...props}
    />
  );
}
