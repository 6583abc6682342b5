import { cn } from "#src/lib/cn.ts";

/**
 * A text input with its unit drawn inside the border, before ("$") or after ("%") the figure. The
 * unit is decoration (the label and hint say it), so it is hidden from screen readers and lets
 * clicks through to the input. `invalid` marks the field for assistive technology and colours it.
 */
export function InputGroup({
  prefix,
  suffix,
  invalid = false,
  className,
  inputClassName,
  ...props
}: Omit<React.ComponentProps<"input">, "prefix"> & {
  prefix?: string | undefined;
  suffix?: string | undefined;
  invalid?: boolean;
  /** Classes for the input itself; `className` is the group's. */
  inputClassName?: string;
}) {
  const unit = "pointer-events-none absolute inset-y-0 flex items-center text-muted-foreground";
  return (
    <div className={cn("relative", className)}>
      {prefix && (
        <span aria-hidden="true" className={cn(unit, "left-3.5")}>
          {prefix}
        </span>
      )}
      <input
        aria-invalid={invalid || undefined}
        className={cn(
          "h-12 w-full rounded-md border bg-background px-3.5 text-base font-medium tabular-nums transition-colors duration-150",
          // Room for the unit beside the typed value: "$" or "%", or a longer sign ("US$", "$US").
          prefix && (prefix.length > 1 ? "pl-14" : "pl-8"),
          suffix && (suffix.length > 1 ? "pr-14" : "pr-9"),
          invalid ? "border-danger bg-danger-soft" : "border-border-strong hover:border-muted-foreground",
          inputClassName,
        )}
        {...props}
      />
      {suffix && (
        <span aria-hidden="true" className={cn(unit, "right-3.5")}>
          {suffix}
        </span>
      )}
    </div>
  );
}
