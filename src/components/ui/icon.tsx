import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * A Lucide icon as inline SVG. The icons come from the `lucide` package as plain shape data;
 * rendering them here costs a few lines instead of lucide-react's runtime on every page.
 * Icons are decoration beside text that says the same, so they are hidden from screen readers.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
