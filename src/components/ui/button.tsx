import { cn } from "#src/lib/cn.ts";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-card hover:bg-primary-hover active:translate-y-px",
  secondary:
    "border border-border-strong bg-background text-foreground hover:border-foreground hover:bg-muted active:translate-y-px",
  ghost: "text-foreground hover:bg-muted active:bg-border",
  "on-ink": "bg-ink-foreground text-ink hover:bg-ink-foreground/90 active:translate-y-px",
  "on-ink-outline": "border border-ink-border text-ink-foreground hover:border-ink-muted hover:bg-ink-raised",
} as const;

// Heights are minimums: a label longer than the room it is given (a narrow card, a long German
// word) wraps onto a second, balanced line inside the button instead of running out of it.
const sizes = {
  sm: "min-h-10 px-3 py-2 text-sm",
  md: "min-h-11 px-5 py-2 text-sm",
  lg: "min-h-12 px-6 py-2 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Shared by <button>, internal links and external call-to-action links so they look alike. */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold text-balance transition-colors duration-150 select-none disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
