import type { IconName } from "./icon-set.ts";

/** The sprite's path, fixed at build time (icon-sprite.ts): no icon's shape is in this module. */
declare const ICON_SPRITE: string;

/**
 * A Lucide icon, drawn from the site's sprite by name (icon-set.ts lists them). The sprite's symbol
 * brings the line style; `fill` is set here, where a class such as `fill-current` can change it.
 * Icons are decoration beside text that says the same, so they are hidden from screen readers.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg width="24" height="24" fill="none" aria-hidden="true" focusable="false" className={className}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
