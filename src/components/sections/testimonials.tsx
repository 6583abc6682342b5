import { Quote, Star } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { Testimonial } from "#src/content/schema/sections.ts";
import { Card, cardClasses, rowsOfThree } from "#src/components/ui/card.tsx";
import { usePage } from "#src/components/ui/page-context.tsx";
import { fillTemplate } from "#src/lib/roi/format.ts";

function Rating({ rating }: { rating: NonNullable<Testimonial["rating"]> }) {
  const { ratingLabel } = usePage().words;
  return (
    <p className="flex gap-0.5 text-star">
      <span className="sr-only">{fillTemplate(ratingLabel, { rating: String(rating) })}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          key={index}
          icon={Star}
          className={index < rating ? "size-4 fill-current" : "size-4 text-border-strong"}
        />
      ))}
    </p>
  );
}

/** The first letters of a name's first and last words: the quote's avatar, with no photo to license. */
const initials = (name: string) => {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
};

/**
 * One story across the content width: the quote set large under its mark (the stars, if any, at the
 * mark's other end), the person under it beside their initials.
 */
function LoneStory({ item }: { item: Testimonial }) {
  return (
    <figure
      className={cardClasses({ padded: false }, "px-6 py-10 sm:px-10 md:px-14 md:py-14 lg:px-20 lg:py-16")}
    >
      <div className="flex items-center justify-between gap-4">
        <Icon icon={Quote} className="size-9 fill-primary-soft text-primary md:size-11" />
        {item.rating && <Rating rating={item.rating} />}
      </div>
      <blockquote className="mt-6 max-w-4xl text-xl leading-snug font-medium tracking-tight text-foreground md:mt-8 md:text-2xl lg:text-[1.875rem] lg:leading-[1.3]">
        <p>“{item.quote}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-border pt-6 md:mt-10 md:pt-8">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold tracking-tight text-primary"
        >
          {initials(item.name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold">{item.name}</span>
          <span className="block text-sm text-muted-foreground">
            {item.role}, {item.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Sample customer quotes as figures (not review markup: they are illustrative). One alone is a wide
 * quote of its own: a card in one column of three would leave two empty beside it. More are cards
 * in rows of three (`rowsOfThree`: two centred in a narrower measure, a last row they do not fill
 * centred).
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const [lone] = items;
  if (items.length === 1 && lone) return <LoneStory item={lone} />;
  return (
    <ul className={`grid gap-6 ${rowsOfThree(items.length)}`}>
      {items.map((item) => (
        <li key={item.name}>
          <Card className="flex h-full flex-col">
            <figure className="flex h-full flex-col">
              {item.rating && <Rating rating={item.rating} />}
              <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-border pt-4 text-sm">
                <span className="block font-semibold">{item.name}</span>
                <span className="text-muted-foreground">
                  {item.role}, {item.company}
                </span>
              </figcaption>
            </figure>
          </Card>
        </li>
      ))}
    </ul>
  );
}
