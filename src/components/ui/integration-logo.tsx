import { siHubspot, siZoho, type SimpleIcon } from "simple-icons";
import type { integrationMarks } from "#src/content/schema/sections.ts";
import { cn } from "#src/lib/cn.ts";
import { Picture, type BuiltPicture } from "./picture.tsx";

/** The icon set's marks the content may name, imported one by one so only these are built in. */
const marks: Record<(typeof integrationMarks)[number], SimpleIcon> = { hubspot: siHubspot, zoho: siZoho };

/** Every integration's logo takes the same square, so a grid of them lines up whatever each has. */
const tile = "inline-flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md";

/**
 * An integration's logo beside its name: the one the team uploaded, as the build made it; else the
 * icon set's mark, or the monogram the team wrote, drawn alike in one colour on the ink, as the
 * design brief asks of marks (one size, monochrome). The name is written beside it, so it is not
 * read out: an uploaded logo's description is empty, the drawn ones are hidden.
 */
export function IntegrationLogo({
  integration,
  logo,
}: {
  integration: { mark?: keyof typeof marks | undefined; monogram?: string | undefined };
  /** The uploaded logo, made for its square (lib/pictures.ts). */
  logo?: BuiltPicture | undefined;
}) {
  if (logo)
    return (
      // A brand kit's logo is made for a light ground: white in either theme, as the customers' logos.
      <span className={cn(tile, "border border-border bg-white p-1")}>
        <Picture picture={logo} className="size-full object-contain" />
      </span>
    );
  const mark = integration.mark && marks[integration.mark];
  return (
    <span
      aria-hidden="true"
      className={cn(tile, "bg-ink text-sm font-bold tracking-tight text-ink-foreground")}
    >
      {mark ? (
        <svg viewBox="0 0 24 24" className="size-7" fill="currentColor">
          <path d={mark.path} />
        </svg>
      ) : (
        integration.monogram
      )}
    </span>
  );
}
