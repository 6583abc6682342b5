import type { IconName } from "./icon-set.ts";

/**
 * A Lucide icon, drawn by the stylesheet (icon-css.ts): its shape is a mask filled with the text
 * colour, so a class such as `text-primary` colours it and `size-4` sizes it. No shape is in the
 * page or in an island's script. Icons are decoration beside text that says the same, so they are
 * hidden from screen readers.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name}${className ? ` ${className}` : ""}`} />;
}
