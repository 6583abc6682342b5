import { cn } from "#src/lib/cn.ts";

const tones = {
  primary: "bg-primary-soft text-primary",
  success: "bg-success-soft text-success",
  neutral: "bg-muted text-muted-foreground ring-1 ring-border ring-inset",
  "on-ink": "bg-ink-raised text-ink-foreground ring-1 ring-ink-border ring-inset",
} as const;

export function Badge({
  tone = "primary",
  className,
  ...props
}: React.ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
