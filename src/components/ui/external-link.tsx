import { cn } from "#src/lib/cn.ts";
import { usePage } from "./page-context.tsx";

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
  const { newTabNote } = usePage().words;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children}
      <span className="sr-only">{` ${newTabNote}`}</span>
    </a>
  );
}
