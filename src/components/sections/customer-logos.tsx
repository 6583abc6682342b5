import { useId } from "react";
import { Picture, type BuiltPicture } from "#src/components/ui/picture.tsx";
import { Section, type SectionTone } from "#src/components/ui/section.tsx";
import type { customerLogos } from "#src/content/schema/sections.ts";
import type { z } from "astro/zod";

/**
 * A strip of customers' logos under a short line: proof at a glance, so quieter than a section
 * (less room above and below, a small heading). Each logo sits on a light tile of one size, in
 * grey, whatever its colours and in either theme (a dark wordmark stays legible on the dark
 * theme), and is read out as its company's name. Tiles wrap and centre, two to a row on a phone,
 * so any number from one to twelve lines up. A logo the build has not made (the editor's preview
 * of a new upload) shows its name instead.
 */
export function CustomerLogos({
  section,
  logos = {},
  tone,
}: {
  section: z.infer<typeof customerLogos>;
  /** The logos as the build made them (lib/pictures.ts), by their names in the content. */
  logos?: Readonly<Record<string, BuiltPicture>> | undefined;
  tone?: SectionTone;
}) {
  const titleId = useId();
  return (
    <Section tone={tone} aria-labelledby={titleId} className="md:py-16">
      <h2
        id={titleId}
        className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {section.title}
      </h2>
      <ul className="mt-8 flex flex-wrap items-center justify-center gap-3 sm:gap-4">
        {section.items.map((item, index) => {
          const logo = logos[item.logo];
          return (
            <li
              key={`${item.name}-${index}`}
              className="flex h-16 w-[calc(50%-0.375rem)] items-center justify-center rounded-lg border border-border bg-white px-4 sm:w-48"
            >
              {logo ? (
                <Picture
                  picture={{ ...logo, alt: item.name }}
                  className="max-h-10 w-auto max-w-full grayscale"
                />
              ) : (
                <span className="text-sm font-semibold text-ink">{item.name}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
