import { site } from "#src/config/site.ts";
import { usePage } from "#src/components/ui/page-context.tsx";
import { localePath } from "#src/config/locales.ts";
import { cn } from "#src/lib/cn.ts";
import { logoMark } from "./logo-mark.ts";

/** The mark (logo-mark.ts), drawn inline in the theme's colours: crisp at any size, no request. */
function LogoMark({ className }: { className?: string }) {
  const { ring, origin, found } = logoMark;
  const ringProps = { cx: ring.cx, cy: ring.cy, r: ring.r };
  const originProps = { cx: origin.cx, cy: origin.cy, r: origin.r };
  const foundProps = { cx: found.cx, cy: found.cy, r: found.r };
  return (
    <svg viewBox={logoMark.viewBox} aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx={logoMark.tileRadius} className="fill-primary" />
      <circle
        {...ringProps}
        fill="none"
        strokeWidth={logoMark.strokeWidth}
        className="stroke-primary-foreground"
      />
      <circle {...originProps} className="fill-primary-foreground" />
      <circle
        {...foundProps}
        strokeWidth={logoMark.found.halo}
        className="fill-primary-foreground stroke-primary"
      />
    </svg>
  );
}

/** The mark with the site's name beside it, always both: the header keeps the name at every width. */
export function Logo({ className, tone = "plain" }: { className?: string; tone?: "plain" | "ink" }) {
  const { locale, words } = usePage();
  return (
    <a
      href={localePath(locale, "/")}
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight",
        tone === "ink" ? "text-ink-foreground" : "text-foreground",
        className,
      )}
    >
      <LogoMark />
      <span>{site.name}</span>
      <span className="sr-only">{words.logoHomeNote}</span>
    </a>
  );
}
