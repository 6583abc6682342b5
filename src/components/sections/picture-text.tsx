import { Check } from "lucide";
import { useId } from "react";
import type { LandingSection } from "#src/content/schema/landing-pages.ts";
import { CtaGroup } from "#src/components/ui/cta-group.tsx";
import { Icon } from "#src/components/ui/icon.tsx";
import { Picture, type BuiltPicture } from "#src/components/ui/picture.tsx";
import { Section, SectionHeading, type SectionTone } from "#src/components/ui/section.tsx";
import { cn } from "#src/lib/cn.ts";

export type PictureTextContent = Extract<LandingSection, { type: "pictureText" }>;

/**
 * A landing page's picture beside its words: the heading, a few ticked points and a button on
 * five of twelve columns from `lg`, the picture on the other seven (the sizes the build made it
 * for: `besideWordsSizes`), on the side the team chose; on a phone the words come first and the
 * picture under them, whichever side it takes on a wide screen, so the reading order is the same.
 */
export function PictureText({
  section,
  picture,
  tone,
}: {
  section: PictureTextContent;
  /** Made by the build; absent only in the editor's preview before the file is uploaded. */
  picture: BuiltPicture | undefined;
  tone: SectionTone;
}) {
  const titleId = useId();
  const left = section.pictureSide === "left";
  return (
    <Section tone={tone} aria-labelledby={titleId}>
      <div className="grid items-center gap-10 lg:grid-cols-12 lg:gap-12">
        <div className={cn("min-w-0 lg:col-span-5", left && "lg:order-last")}>
          <SectionHeading heading={section} titleId={titleId} />
          {section.points && (
            <ul className="mt-6 grid gap-3">
              {section.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Icon icon={Check} className="mt-1 size-4 shrink-0 text-success" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {section.cta && <CtaGroup ctas={[section.cta]} section="pictureText" />}
        </div>
        {picture && (
          <div className="min-w-0 lg:col-span-7">
            <Picture picture={picture} className="rounded-xl" />
          </div>
        )}
      </div>
    </Section>
  );
}
