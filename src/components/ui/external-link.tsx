import { newTabNote } from "#src/content/site-words.ts";
import { cn } from "#src/lib/cn.ts";

/**
 * Every link that leaves the site: a new tab, no opener or referrer, and a note for
 * screen-reader users that a new tab opens (WCAG 3.2.5 advisory, G201).
 */
export function ExternalLink({
  href,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children}
      <span className="sr-only">{` ${newTabNote}`}</span>
    </a>
  );
}
