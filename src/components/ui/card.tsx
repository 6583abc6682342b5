import { cn } from "~/lib/cn";

/** The one card surface: consistent padding, border and radius on every page. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-lg border border-border bg-background p-6 shadow-card md:p-8", className)}
      {...props}
    />
  );
}
