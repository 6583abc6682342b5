import { Star } from "lucide";
import { Icon } from "#src/components/ui/icon.tsx";
import type { Testimonial } from "#src/content/schema/sections.ts";
import { Card } from "#src/components/ui/card.tsx";
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

/** Sample customer quotes as a grid of figures (not review markup: they are illustrative). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    // Two quotes sit side by side from tablets up; three wait for a row wide enough for all three.
    <ul className={items.length === 2 ? "grid gap-6 md:grid-cols-2" : "grid gap-6 lg:grid-cols-3"}>
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
