import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";

/**
 * Renders as the build does: with no `window` or `document`, so a component that reads the
 * browser while rendering fails here, or gives HTML that hydration then rejects.
 */
export function serverHtml(node: ReactNode): string {
  vi.stubGlobal("window", undefined);
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(node);
  } finally {
    vi.unstubAllGlobals();
  }
}
