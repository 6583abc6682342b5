import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

/** The one card surface: consistent padding, border and radius on every page. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-lg border border-border bg-background p-6 shadow-card md:p-8", className)}
      {...props}
    />
  );
}

/**
 * A card that opens with its icon in a soft square, then a title and a short text: the features,
 * the values. Anything more (a list of benefits, say) follows as children.
 */
export function IconCard({
  icon,
  title,
  description,
  className,
  children,
}: {
  icon: IconNode;
  title: string;
  description: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={className}>
      <span className="inline-flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
        <Icon icon={icon} className="size-5" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
      {children}
    </Card>
  );
}
