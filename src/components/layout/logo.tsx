import { site } from "~/config/site";
import { logoHomeNote } from "~/content/site-words";
import { cn } from "~/lib/cn";

/** The mark: a lens over a verified dot. Drawn inline so it is crisp at any size and costs no request. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="14" cy="14" r="7" fill="none" strokeWidth="3" className="stroke-primary-foreground" />
      <path d="m19.5 19.5 5 5" strokeWidth="3" strokeLinecap="round" className="stroke-primary-foreground" />
      <circle cx="14" cy="14" r="2.5" className="fill-primary-foreground" />
    </svg>
  );
}

export function Logo({
  className,
  wordmarkClassName,
  tone = "plain",
}: {
  className?: string;
  wordmarkClassName?: string;
  tone?: "plain" | "ink";
}) {
  return (
    <a
      href="/"
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight",
        tone === "ink" ? "text-ink-foreground" : "text-foreground",
        className,
      )}
    >
      <LogoMark />
      <span className={wordmarkClassName}>{site.name}</span>
      <span className="sr-only">{logoHomeNote}</span>
    </a>
  );
}
