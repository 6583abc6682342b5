import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { cn } from "#src/lib/cn.ts";
import { Icon } from "./icon.tsx";

const elevations = { card: "shadow-card", raised: "shadow-raised", flat: false } as const;

/**
 * How a card departs from the usual: no padding of its own (the caller's className gives it, or
 * the card's rows do), and how far it stands off the page (`raised`, as a menu does, or `flat`).
 */
interface CardLook {
  padded?: boolean;
  elevation?: keyof typeof elevations;
}

/**
 * The card surface's classes: border, radius and background, with the usual padding and
 * elevation unless `look` says otherwise. For a card that is not a <div> (a list item), as buttonClasses is
 * for a link drawn as a button.
 */
export function cardClasses({ padded = true, elevation = "card" }: CardLook = {}, className?: string) {
  return cn(
    "rounded-lg border border-border bg-surface",
    padded && "p-6",
    elevations[elevation],
    padded && "md:p-8",
    className,
  );
}

/** The one card surface: consistent padding, border and radius on every page. */
export function Card({ className, padded, elevation, ...props }: React.ComponentProps<"div"> & CardLook) {
  return <div className={cardClasses({ padded, elevation }, className)} {...props} />;
}

/**
 * A card that opens with its icon in a soft square, then a title and a short text: the features,
 * the values, the home page's promises, the contact options. It fills its grid cell, and anything
 * more (a list of benefits, a proof point, an action) follows as children, held to the card's foot
 * so the cards of a row line up.
 */
export function IconCard({
  icon,
  title,
  description,
  className,
  children,
}: {
  icon: IconNode;
  title: string;
  description: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={cn("flex h-full flex-col", className)}>
      <span className="inline-flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
        <Icon icon={icon} className="size-5" />
      </span>
      <h3 className="mt-5 text-card">{title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{description}</p>
      {children}
    </Card>
  );
}

/**
 * Cards that sit three to a row from `lg`, laid out by how many there are: one alone in a card's
 * measure, centred; two side by side in a narrower measure, centred (the pricing page's two
 * stories); three in one row (one above another until `lg`, so no card is squeezed on a tablet);
 * four or more two to a row from `md`, then three, a last row they do not fill centred
 * (balanced-cols-*, app.css). The classes go with a grid's `grid gap-*`.
 */
export function rowsOfThree(count: number): string {
  if (count === 1) return "mx-auto max-w-md";
  if (count === 2) return "mx-auto max-w-5xl md:grid-cols-2";
  if (count === 3) return "lg:balanced-cols-3";
  return "md:balanced-cols-2 lg:balanced-cols-3";
}

/**
 * Cards in a responsive grid, one list item each (keyed by `keyOf`): two columns from `md` unless
 * `className` says otherwise, a last row they do not fill centred (balanced-cols-*, app.css).
 */
export function CardGrid<T>({
  items,
  keyOf,
  className,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={cn("grid gap-6", className ?? "md:balanced-cols-2")}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
